/**
 * After a client-side navigation to another page, moves focus to `target` (the main landmark), so
 * a screen reader starts reading the new page instead of staying on the link that was clicked.
 * The first load is left alone: focus then starts at the top of the document as usual.
 */
import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    // ScrollRestoration has already scrolled; focusing must not scroll again.
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
