/**
 * Shows the toasts raised with showToast(), top-right. A page that raises toasts renders one
 * <Toaster /> (it is not in the layout, so pages without toasts do not load it). Errors are
 * alerts, everything else a status; each closes itself after its duration, which waits while
 * the pointer or focus is on it, and has a dismiss button.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type Toast, currentToasts, dismissToast, noCurrentToasts, subscribeToToasts } from "./toast-store";
import "./toaster.css";

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, noCurrentToasts);
  return (
    <section className="toaster" aria-label="Notifications">
      <ol className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const [held, setHeld] = useState(false);
  const remaining = useRef(toast.duration);

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [held, toast.id]);

  return (
    <li
      className="toast"
      data-tone={toast.tone}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="toast__message" role={toast.tone === "error" ? "alert" : "status"}>
        {toast.message}
      </div>
      <button type="button" className="toast__dismiss" onClick={() => dismissToast(toast.id)}>
        <span className="visually-hidden">Dismiss notification</span>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
