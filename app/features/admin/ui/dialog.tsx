/**
 * The portal's dialog: the site's modal (native <dialog>, focus kept inside and given back, Escape
 * and the backdrop close it) with the portal's spacing for a short text, fields and a row of buttons.
 */
import type { ReactNode } from "react";
import { Modal } from "~/components/modal/modal";
import styles from "./dialog.module.css";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

export function Dialog({ open, onClose, title, children }: DialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
