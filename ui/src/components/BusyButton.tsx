import type { ButtonHTMLAttributes, ReactNode } from "react";

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A request runs: the button is disabled and shows a small spinner. */
  readonly busy?: boolean;
  readonly variant?: "primary" | "secondary" | "danger" | "link";
  readonly children: ReactNode;
}

/** A button that cannot be pressed twice while its request runs. */
export function BusyButton({
  busy = false,
  variant = "primary",
  disabled,
  className,
  type = "button",
  children,
  ...rest
}: BusyButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`btn btn--${variant}${className ? ` ${className}` : ""}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
