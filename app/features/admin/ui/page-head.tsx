/** A page's heading row: its h1 (named by `headingId` for the page's aria-labelledby) and the page's actions. */
import type { ReactNode } from "react";
import layout from "./layout.module.css";
import styles from "./page-head.module.css";

interface PageHeadProps {
  headingId: string;
  title: ReactNode;
  /** What the page offers beside its heading (a New button, the spam view). */
  children?: ReactNode;
}

export function PageHead({ headingId, title, children }: PageHeadProps) {
  return (
    <div className={`${layout.spread} ${styles.head}`}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      {children}
    </div>
  );
}
