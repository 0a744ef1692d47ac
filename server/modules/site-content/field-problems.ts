// The 400 answer of fields that are not valid: each bad field by name with its first message.
import type { Collection } from "#contracts/collections/api";
import { HttpError } from "#server/http-error";

export function invalid(fields: Record<string, string>): HttpError {
  return new HttpError(400, "invalid_input", Object.values(fields).join(". ") + ".", fields);
}

/**
 * Each bad field named by the first step of its path, with its first message; a machine's by the
 * whole path (`tabs.1.specTable.rows.3`), as its editor has a control for each cell.
 */
export function fieldProblems(
  collection: Collection,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = collection === "machines" ? issue.path.map(String).join(".") : String(issue.path[0] ?? "");
    fields[name || "fields"] ??= issue.message;
  }
  return fields;
}
