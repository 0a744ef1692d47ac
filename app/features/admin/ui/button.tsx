/**
 * The portal's one button. `buttonClass` gives a link (or a summary) the same look; a busy button
 * is disabled and says what it is doing in its own words.
 */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "secondary" | "primary" | "danger" | "destroy" | "onColour" | "onNavy" | "onNavyIcon";

export interface ButtonLook {
  variant?: ButtonVariant | undefined;
  small?: boolean | undefined;
  block?: boolean | undefined;
}

export function buttonClass({ variant = "secondary", small = false, block = false }: ButtonLook = {}): string {
  return [
    styles.button,
    variant === "secondary" ? undefined : styles[variant],
    small ? styles.small : undefined,
    block ? styles.block : undefined,
  ]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/** A `type="button"` unless told otherwise, so a button in a form submits only when it says so. */
export function Button({ variant, small, block, className, type = "button", ...rest }: ButtonProps) {
  const look = buttonClass({ variant, small, block });
  return <button type={type} className={className ? `${look} ${className}` : look} {...rest} />;
}

interface SubmitButtonProps extends ButtonLook {
  /** Sending: the button is disabled and says `busyText`. */
  busy: boolean;
  busyText: string;
  children: ReactNode;
}

/** A form's submit button (primary unless told otherwise). */
export function SubmitButton({ busy, busyText, children, variant = "primary", ...look }: SubmitButtonProps) {
  return (
    <Button type="submit" variant={variant} {...look} disabled={busy}>
      {busy ? busyText : children}
    </Button>
  );
}

/** The row of buttons that ends a form, a dialog or a panel; it wraps on a narrow screen. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
