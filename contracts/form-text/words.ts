/** A form word in a locale (shared by the pages and the server's result page). */
import type { FormText, FormTextKey } from "./en";

/** `text`'s word for `key` (English, the key itself, when `text` is undefined), `{name}` filled from `values`. */
export function formWord(
  text: FormText | undefined,
  key: FormTextKey,
  values?: Readonly<Record<string, string | number>>,
): string {
  return (text?.[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));
}
