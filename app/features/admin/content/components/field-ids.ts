/** The ids of a form control and of the texts tied to it, from its error key (`title`, `photos.2.alt`). */
import { fieldIds } from "~/features/admin/ui/field";

export const controlId = (key: string) => `field-${key.replace(/\./g, "-")}`;
export const hintId = (key: string) => fieldIds(controlId(key), {}).hintId;

/** aria-describedby for a control with an optional hint and an optional error. */
export function describedBy(key: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined {
  return fieldIds(controlId(key), { hint, error }).describedBy;
}
