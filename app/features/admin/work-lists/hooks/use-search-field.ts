/**
 * The search field of a list: typing waits SEARCH_DELAY_MS for a pause before it searches (docs/spec.md
 * §9 asks for a debounced search), and a search changed from elsewhere (Back, a sidebar click, a
 * link) is shown in the field, unless the person has typed something not yet searched for.
 */
import { type ChangeEvent, useEffect, useRef } from "react";

/** 300 ms keeps typing smooth and the server unhurried. */
const SEARCH_DELAY_MS = 300;

export function useSearchField(q: string, onSearch: (text: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const field = ref.current;
    // Typing not yet searched for, or a search that differs only by spaces still being typed, stays as it is.
    if (!field || timer.current !== undefined || field.value.trim() === q) return;
    field.value = q;
  }, [q]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      onSearch(text);
    }, SEARCH_DELAY_MS);
  };

  return { ref, defaultValue: q, onChange };
}
