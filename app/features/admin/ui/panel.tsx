/**
 * A bordered section of a page (an account setting, the users' invitation, an item's state and
 * history) named by its heading, or by `label` when it has none. `compact` for a side column.
 */
import { type ReactNode, useId } from "react";
import styles from "./panel.module.css";

interface PanelProps {
  title?: ReactNode;
  /** The section's name when it shows no heading. */
  label?: string;
  compact?: boolean;
  children: ReactNode;
}

export function Panel({ title, label, compact = false, children }: PanelProps) {
  const titleId = useId();
  return (
    <section
      className={compact ? `${styles.panel} ${styles.compact}` : styles.panel}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
    >
      {title ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
