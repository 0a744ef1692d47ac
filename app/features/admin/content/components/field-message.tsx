/** The contract's message for a control, shown under it and read with it (its id is the control's aria-describedby). */
import styles from "./editor.module.css";
import { errorId } from "./field-ids";

export function FieldMessage({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className={styles.error} id={errorId(name)}>
      {error}
    </p>
  );
}
