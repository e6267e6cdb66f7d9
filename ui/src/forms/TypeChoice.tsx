import { useId } from "react";

export interface TypeChoiceProps {
  readonly legend: string;
  readonly choices: readonly { readonly id: number; readonly label: string }[];
  readonly selected: number | undefined;
  readonly onChoose: (id: number) => void;
  readonly disabled?: boolean;
}

/** Exclusive type choices (spec 2.10: 8 / 10 / 11; 2.11: 16 / 17): ticking one unticks the others. */
export function TypeChoice({ legend, choices, selected, onChoose, disabled }: TypeChoiceProps) {
  const name = useId();
  return (
    <fieldset className="type-choice">
      <legend className="field__label">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className="type-choice__option">
          <input
            type="radio"
            name={name}
            checked={selected === choice.id}
            disabled={disabled}
            onChange={() => onChoose(choice.id)}
          />{" "}
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
