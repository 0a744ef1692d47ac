/**
 * False in the prerendered HTML and the hydration render, true from the render after: for markup
 * that should say "the script is running" without a hydration mismatch.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
