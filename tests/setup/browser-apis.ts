/**
 * Browser features jsdom lacks, in the smallest form the components need: matchMedia (with a
 * switch for tests), <dialog> showModal/close with Escape raising "cancel", and a ResizeObserver
 * that never reports (jsdom lays nothing out, so no size ever changes).
 */
const matching = new Set<string>();
const lists = new Map<string, Set<MediaQueryList>>();

/** Makes exactly these media queries match and tells every listener whose answer changed. */
export function setMediaMatches(queries: readonly string[]): void {
  const before = new Set(matching);
  matching.clear();
  for (const query of queries) matching.add(query);
  for (const [query, registered] of lists) {
    if (before.has(query) === matching.has(query)) continue;
    for (const list of registered) list.dispatchEvent(new Event("change"));
  }
}

function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList;
    Object.defineProperties(list, {
      media: { value: query },
      matches: { get: () => matching.has(query) },
      onchange: { value: null, writable: true },
      addListener: { value: (fn: () => void) => list.addEventListener("change", fn) },
      removeListener: { value: (fn: () => void) => list.removeEventListener("change", fn) },
    });
    if (!lists.has(query)) lists.set(query, new Set());
    lists.get(query)?.add(list);
    return list;
  };
}

const focusable = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

function installDialog(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === "function") return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !this.hasAttribute("open")) return;
      const cancel = new Event("cancel", { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    };
    document.addEventListener("keydown", onKeyDown);
    this.addEventListener("close", () => document.removeEventListener("keydown", onKeyDown), { once: true });
    const target = this.querySelector<HTMLElement>("[autofocus]") ?? this.querySelector<HTMLElement>(focusable);
    target?.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}

function installResizeObserver(): void {
  if (typeof window.ResizeObserver === "function") return;
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export function installBrowserApis(): void {
  installMatchMedia();
  installDialog();
  installResizeObserver();
}
