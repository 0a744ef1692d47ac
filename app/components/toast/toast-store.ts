/**
 * The queue of toasts. Any code may call showToast(); the <Toaster> on the page shows the queue.
 * Kept apart from the component so a form's submit handler can raise a toast without React.
 */
export type ToastTone = "success" | "error" | "warning" | "info";

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /** Milliseconds before it closes itself (docs/spec.md §9: 5 s unless a page says otherwise). */
  duration: number;
}

const DEFAULT_TOAST_DURATION = 5000;

const noToasts: readonly Toast[] = [];
let toasts: readonly Toast[] = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(
  message: string,
  { tone = "info", duration = DEFAULT_TOAST_DURATION }: { tone?: ToastTone; duration?: number } = {},
): number {
  const id = nextId;
  nextId += 1;
  publish([...toasts, { id, message, tone, duration }]);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

/** What the prerendered HTML shows: no toasts. */
export function noCurrentToasts(): readonly Toast[] {
  return noToasts;
}
