/**
 * A modal dialog on the native <dialog>: the page behind is inert and does not scroll, focus moves
 * in and goes back to whatever opened it, and Escape, the close mark or a click on the backdrop
 * ask the owner to close it. Once `open` turns false the dialog plays a 300 ms closing animation
 * (docs/spec.md §4 "closing (300ms)") before it leaves the page; with reduced motion it leaves at once.
 */
import {
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useMessages } from "~/i18n/messages";
import { reducedMotionQuery } from "~/lib/breakpoints";
import { lockBodyScroll } from "~/lib/scroll-lock";
import "./modal.css";

export const MODAL_CLOSE_MS = 300;

export interface ModalProps {
  open: boolean;
  /** Called when the visitor asks to close; the owner then sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  /** Keep the title for screen readers only, e.g. in a lightbox where the image speaks for itself. */
  titleHidden?: boolean;
  className?: string;
  children: ReactNode;
}

export function Modal({ open, onClose, title, titleHidden = false, className, children }: ModalProps) {
  const [rendered, setRendered] = useState(open);
  const [closing, setClosing] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const t = useMessages();

  // Opening renders the dialog at once; closing keeps it for its closing animation.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setClosing(!open && rendered);
    if (open) setRendered(true);
  }

  useEffect(() => {
    if (!closing) return;
    const delay = window.matchMedia(reducedMotionQuery).matches ? 0 : MODAL_CLOSE_MS;
    const timer = window.setTimeout(() => {
      setRendered(false);
      setClosing(false);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [closing]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!rendered || !dialog) return;
    const opener = document.activeElement;
    if (!dialog.hasAttribute("open")) dialog.showModal();
    const unlockScroll = lockBodyScroll();
    return () => {
      unlockScroll();
      if (dialog.hasAttribute("open")) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [rendered]);

  if (!rendered) return null;

  const onCancel = (event: SyntheticEvent) => {
    // Escape: keep the dialog up for its closing animation and let the owner decide.
    event.preventDefault();
    onClose();
  };
  const onNativeClose = () => {
    // The browser closed it anyway (a second Escape in Chrome, a form with method="dialog").
    if (open) onClose();
  };
  const onBackdropPress = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    // The panel fills the dialog box, so only the backdrop is the dialog itself. A drag that
    // starts inside the panel and ends outside is not a click on the backdrop.
    if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click is a pointer shortcut; keyboard users close with Escape (onCancel) or the close button
    <dialog
      ref={dialogRef}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={titleId}
      data-closing={closing || undefined}
      onCancel={onCancel}
      onClose={onNativeClose}
      onPointerDown={onBackdropPress}
      onClick={onBackdropClick}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className={titleHidden ? "visually-hidden" : "modal__title"}>
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose}>
            <span className="visually-hidden">{t("Close")}</span>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
