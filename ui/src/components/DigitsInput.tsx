import type { InputHTMLAttributes } from "react";
import { digitsOnly } from "../logic/digits";

export interface DigitsInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "onChange" | "value" | "type" | "inputMode" | "maxLength"
  > {
  readonly value: string;
  readonly onChange: (digits: string) => void;
  /**
   * The most digits kept. Not the input's maxLength: that would cut a pasted
   * "90 123-45-67" before its separators are dropped.
   */
  readonly maxDigits?: number;
}

/** A numeric-only text input (spec 2.16): anything but digits is dropped as it is typed or pasted. */
export function DigitsInput({ value, onChange, maxDigits, className, ...rest }: DigitsInputProps) {
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? "off"}
      className={`input${className ? ` ${className}` : ""}`}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value).slice(0, maxDigits))}
    />
  );
}
