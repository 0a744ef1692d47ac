/** The ids of a form control and of the texts tied to it, from its error key (`title`, `photos.2.alt`). */
export const controlId = (key: string) => `field-${key.replace(/\./g, "-")}`;
export const errorId = (key: string) => `${controlId(key)}-error`;
export const hintId = (key: string) => `${controlId(key)}-hint`;

/** aria-describedby for a control with an optional hint and an optional error. */
export function describedBy(key: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [hint ? hintId(key) : undefined, error ? errorId(key) : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
