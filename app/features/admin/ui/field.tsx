/**
 * A form field: the label, an optional hint, the control and its error, wired once. The control is
 * drawn by the caller from what `Field` hands it: its id, aria-invalid while there is an error,
 * aria-describedby naming the hint and the error, and the portal's text-box class.
 */
import type { ReactNode } from "react";
import { useId } from "react";
import styles from "./field.module.css";

export interface ControlProps {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A label's look, for the name of a group of controls (a <legend>, or a group's aria-labelledby). */
export const labelClass = styles.label;

/** A hint's look, for words beside a control that is not a `Field` (a checkbox's what-it-opens). */
export const hintClass = styles.hint;

/** The ids of a control's hint and error, and its aria-describedby (for controls that are more than one element). */
export function fieldIds(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  return { hintId, errorId, describedBy: ids.length > 0 ? ids.join(" ") : undefined };
}

/** The message under a control that is wrong; its id is in the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className={styles.error} id={fieldIds(id, { error }).errorId}>
      {error}
    </p>
  );
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Says "(optional)" after the label. */
  optional?: boolean | undefined;
  /** The control's id, when something else must find it (focus on the first error); otherwise one of React's. */
  id?: string | undefined;
  /** Layout from the form around it (how wide the field is in a row). */
  className?: string | undefined;
  /**
   * For a control that is not a form element (the rich-text box), which a <label> cannot name: the
   * label is drawn as a span with this id, for the control's aria-labelledby.
   */
  labelId?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ label, hint, error, optional, id: given, className, labelId, children }: FieldProps) {
  const own = useId();
  const id = given ?? own;
  const { hintId, describedBy } = fieldIds(id, { hint, error });
  const name = (
    <>
      {label}
      {optional ? <span className={styles.optional}> (optional)</span> : null}
    </>
  );
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {labelId ? (
        <span className={styles.label} id={labelId}>
          {name}
        </span>
      ) : (
        <label className={styles.label} htmlFor={id}>
          {name}
        </label>
      )}
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        className: styles.input ?? "",
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface FieldsetProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

/** A group of controls under one legend (checkboxes, a pair of times), its hint and error wired as a field's are. */
export function Fieldset({ legend, hint, error, children }: FieldsetProps) {
  const id = useId();
  const { hintId, describedBy } = fieldIds(id, { hint, error });
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend>{legend}</legend>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
