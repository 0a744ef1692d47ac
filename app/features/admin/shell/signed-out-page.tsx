/** The frame of the pages for someone not signed in (sign-in, setting a password): one card on the brand's navy. */
import type { ReactNode } from "react";
import page from "./page.module.css";
import styles from "./signed-out.module.css";

export function SignedOutPage({ intro, children }: { intro?: string; children: ReactNode }) {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <h1 className={page.title}>Admin Portal</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <div className={styles.body}>{children}</div>
      </div>
    </main>
  );
}
