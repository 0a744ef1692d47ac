/** A record's or an item's state as a small coloured tag: the words say it, the tone only helps. */
import type { ReactNode } from "react";
import styles from "./state-pill.module.css";

export type PillTone = "neutral" | "good" | "info" | "planned" | "warn" | "bad";

export function StatePill({ tone = "neutral", children }: { tone?: PillTone | undefined; children: ReactNode }) {
  return (
    <span className={styles.pill} data-tone={tone}>
      {children}
    </span>
  );
}
