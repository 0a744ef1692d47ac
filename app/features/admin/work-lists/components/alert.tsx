/** A failure shown in the page (docs/spec.md §8 calls them alerts), announced at once, with Dismiss. */
import styles from "./alert.module.css";

export function Alert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
