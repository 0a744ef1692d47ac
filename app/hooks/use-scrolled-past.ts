/**
 * Whether the window is scrolled further than `threshold` px; read at most once per frame.
 * Prerendered HTML and the hydration render see `false`; so does a disabled hook.
 */
import { useCallback, useSyncExternalStore } from "react";

export function useScrolledPast(threshold: number, enabled = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!enabled) return () => {};
      let frame = 0;
      const onScroll = () => {
        if (frame !== 0) return;
        frame = requestAnimationFrame(() => {
          frame = 0;
          onChange();
        });
      };
      window.addEventListener("scroll", onScroll, { passive: true });
      return () => {
        window.removeEventListener("scroll", onScroll);
        if (frame !== 0) cancelAnimationFrame(frame);
      };
    },
    [enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => enabled && window.scrollY > threshold,
    () => false,
  );
}
