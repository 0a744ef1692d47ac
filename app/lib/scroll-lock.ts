/**
 * Stops the page behind a menu or dialog from scrolling. Locks nest (a dialog opened from the open
 * menu) and the page is restored exactly when the last one is released: overflow is all that
 * changes, so the scroll position never moves, and the scrollbar's width is kept as padding so
 * the content does not shift sideways.
 */
interface LockState {
  holders: number;
  overflow: string;
  paddingRight: string;
}

const locks = new WeakMap<Document, LockState>();

export function lockBodyScroll(doc: Document = document): () => void {
  const { body, documentElement } = doc;
  let state = locks.get(doc);
  if (!state) {
    state = { holders: 0, overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = (doc.defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    body.dataset.scrollLocked = "true";
    locks.set(doc, state);
  }
  state.holders += 1;

  let released = false;
  return function release() {
    if (released) return;
    released = true;
    const current = locks.get(doc);
    if (!current) return;
    current.holders -= 1;
    if (current.holders > 0) return;
    body.style.overflow = current.overflow;
    body.style.paddingRight = current.paddingRight;
    delete body.dataset.scrollLocked;
    locks.delete(doc);
  };
}

export function isBodyScrollLocked(doc: Document = document): boolean {
  return locks.has(doc);
}
