/**
 * A message in the page (docs/spec.md §8 calls failures alerts): an error is announced at once
 * (role="alert"), a success politely (role="status"); with `onDismiss`, a Dismiss button.
 * `alertClass` styles a live region that is always in the page and only sometimes says something.
 */
import type { ReactNode } from "react";
import { Button } from "./button";
import styles from "./alert.module.css";
import layout from "./layout.module.css";

export type AlertTone = "error" | "success";

export function alertClass(tone: AlertTone): string {
  return `${styles.alert} ${styles[tone]}`;
}

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  onDismiss?: (() => void) | undefined;
  id?: string;
}

export function Alert({ tone = "error", children, onDismiss, id }: AlertProps) {
  const body = typeof children === "string" ? <p>{children}</p> : children;
  return (
    <div id={id} className={alertClass(tone)} role={tone === "error" ? "alert" : "status"}>
      {onDismiss ? (
        <div className={`${layout.spread} ${styles.withDismiss}`}>
          {body}
          <Button variant="onColour" small onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      ) : (
        body
      )}
    </div>
  );
}
