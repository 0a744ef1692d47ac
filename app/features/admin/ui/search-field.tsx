/**
 * The search field of a list (labelled Search, the list's hint as its placeholder): typing waits SEARCH_DELAY_MS for a pause before it searches (docs/spec.md
 * §9 asks for a debounced search), and a search changed from elsewhere (Back, a sidebar click, a
 * link) is shown in the field, unless the person has typed something not yet searched for.
 */
import { type ChangeEvent, useEffect, useId, useRef } from "react";
import { LIST_SEARCH_MAX_LENGTH } from "#contracts/staff-portal";
import field from "./field.module.css";
import styles from "./search-field.module.css";

/** 300 ms keeps typing smooth and the server unhurried. */
const SEARCH_DELAY_MS = 300;

function useSearchField(q: string, onSearch: (text: string) => void) {
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

interface SearchFieldProps {
  q: string;
  /** What the list's search looks in, as the field's placeholder. */
  hint: string;
  onSearch: (text: string) => void;
}

export function SearchField({ q, hint, onSearch }: SearchFieldProps) {
  const id = useId();
  const search = useSearchField(q, onSearch);
  return (
    <div className={styles.search}>
      <label className={field.label} htmlFor={id}>
        Search
      </label>
      <input
        id={id}
        type="search"
        className={field.input}
        placeholder={hint}
        maxLength={LIST_SEARCH_MAX_LENGTH}
        autoComplete="off"
        {...search}
      />
    </div>
  );
}
