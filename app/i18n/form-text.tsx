/**
 * The lead forms' words on the page: each other locale's layout loads its locale's (as loader
 * data, not code) and provides them with the page's language; an English page provides none and
 * draws the keys (decision 069).
 */
import type { FormTextKey } from "#contracts/form-text/en";
import { formWord } from "#contracts/form-text/words";
import { usePageFormText } from "./messages";

/** `w(key, values)`: the page's form word for the English `key`. */
export function useFormWords(): (key: FormTextKey, values?: Readonly<Record<string, string>>) => string {
  const text = usePageFormText();
  return (key, values) => formWord(text, key, values);
}
