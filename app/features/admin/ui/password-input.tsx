/**
 * A password field of the portal with a button that shows what was typed (ASVS 2.1.12) and, for a
 * new password, a strength meter under it (ASVS 2.1.8). The meter judges length, which is what
 * makes a password hard to guess once it is not a common one; the server still refuses common
 * passwords and says so when the form is sent.
 */
import { type InputHTMLAttributes, type Ref, useEffect, useRef, useState } from "react";
import { STAFF_PASSWORD_MIN_LENGTH } from "#contracts/staff-portal";
import fieldStyles from "./field.module.css";
import styles from "./password-input.module.css";

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  id: string;
  /** Show the strength meter: on fields where a new password is chosen. */
  meter?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** A class for the box holding the field and its button (a form that caps its fields' width caps this). */
  boxClassName?: string;
  /** What is wrong with what was typed, shown under the field and told to it (aria-invalid, description). */
  error?: string | undefined;
};

export interface Strength {
  /** 0 too short, 1 fair, 2 good, 3 strong. */
  level: 0 | 1 | 2 | 3;
  label: string;
}

/** How strong a password of this length is; null while nothing is typed. */
export function passwordStrength(password: string): Strength | null {
  const length = [...password].length;
  if (length === 0) return null;
  if (length < STAFF_PASSWORD_MIN_LENGTH) {
    return { level: 0, label: `Too short: at least ${STAFF_PASSWORD_MIN_LENGTH} characters` };
  }
  if (length < 16) return { level: 1, label: "Fair: a few more characters or another word make it stronger" };
  if (length < 20) return { level: 2, label: "Good" };
  return { level: 3, label: "Strong" };
}

export function PasswordInput({ meter = false, onChange, ref, boxClassName, error, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const [typed, setTyped] = useState("");
  const field = useRef<HTMLInputElement>(null);

  // The forms are uncontrolled: a form reset empties the field without a change event.
  useEffect(() => {
    const form = field.current?.form;
    if (!form || !meter) return;
    const cleared = () => setTyped("");
    form.addEventListener("reset", cleared);
    return () => form.removeEventListener("reset", cleared);
  }, [meter]);

  const strength = meter ? passwordStrength(typed) : null;
  const meterId = `${input.id}-strength`;
  const errorId = `${input.id}-error`;
  const describedBy =
    [input["aria-describedby"], error ? errorId : undefined, meter ? meterId : undefined].filter(Boolean).join(" ") ||
    undefined;

  return (
    <>
      <span className={boxClassName ? `${styles.wrap} ${boxClassName}` : styles.wrap}>
        <input
          {...input}
          ref={(element) => {
            field.current = element;
            if (typeof ref === "function") ref(element);
            else if (ref) ref.current = element;
          }}
          type={shown ? "text" : "password"}
          aria-invalid={error ? true : input["aria-invalid"]}
          aria-describedby={describedBy}
          // Shown text is still a password: no spelling check or correction of it.
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          onChange={(event) => {
            if (meter) setTyped(event.currentTarget.value);
            onChange?.(event);
          }}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={input.id}
          // The visible word starts the name (WCAG 2.5.3); the name says what it shows.
          aria-label={shown ? "Hide password" : "Show password"}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? "Hide" : "Show"}
        </button>
      </span>
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
      {meter ? (
        <span id={meterId} className={styles.strength} aria-live="polite" data-level={strength?.level}>
          {strength ? (
            <>
              <span className={styles.bar} aria-hidden="true">
                <span />
              </span>
              <span>Strength: {strength.label}</span>
            </>
          ) : null}
        </span>
      ) : null}
    </>
  );
}
