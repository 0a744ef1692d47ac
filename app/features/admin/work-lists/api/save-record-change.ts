/**
 * The dashboard route's action: one change to one record (its follow-up status or its spam flag),
 * sent as the form a fetcher submits and saved with a PATCH. The router fetches the list and
 * the spam count again afterwards, so a record that moved to or from spam leaves the view.
 */
import { adminRequest } from "~/features/admin/api/client";
import { adminMessages } from "~/features/admin/messages";
import { type ListRow, type WorkListId, isWorkListId, workListById } from "~/features/admin/work-lists/lists";

export interface RecordChange {
  followupStatus?: string;
  isSpam?: boolean;
}

export type ChangeResult = { ok: true } | { ok: false; message: string };

/** The fields a fetcher submits for `change` (form values are text). */
export function changeFields(section: WorkListId, id: number, change: RecordChange): Record<string, string> {
  const fields: Record<string, string> = { section, id: String(id) };
  if (change.followupStatus !== undefined) fields.followupStatus = change.followupStatus;
  if (change.isSpam !== undefined) fields.isSpam = String(change.isSpam);
  return fields;
}

/** A submitted change, checked against its list; null when the form is not one the dashboard sends. */
export function readChange(form: FormData): { section: WorkListId; id: number; change: RecordChange } | null {
  const section = form.get("section");
  const id = Number(form.get("id"));
  if (typeof section !== "string" || !isWorkListId(section) || !Number.isSafeInteger(id) || id < 1) return null;
  const list = workListById(section);
  const change: RecordChange = {};
  const status = form.get("followupStatus");
  if (status !== null) {
    if (typeof status !== "string" || !list.statuses?.includes(status)) return null;
    change.followupStatus = status;
  }
  const isSpam = form.get("isSpam");
  if (isSpam !== null) {
    if ((isSpam !== "true" && isSpam !== "false") || !list.spam) return null;
    change.isSpam = isSpam === "true";
  }
  if (change.followupStatus === undefined && change.isSpam === undefined) return null;
  return { section, id, change };
}

/** `row` as it will be once the change being saved is saved (the optimistic view). */
export function withPendingChange<Row extends ListRow>(row: Row, form: FormData | undefined): Row {
  const pending = form ? readChange(form) : null;
  return pending && pending.id === row.id ? { ...row, ...pending.change } : row;
}

export async function saveRecordChange(form: FormData): Promise<ChangeResult> {
  const submitted = readChange(form);
  const list = submitted ? workListById(submitted.section) : undefined;
  if (!submitted || !list?.changePath) return { ok: false, message: adminMessages.saveFailed };
  try {
    await adminRequest(list.changePath(submitted.id), { method: "PATCH", body: submitted.change });
    return { ok: true };
  } catch (error) {
    console.warn("Saving a change failed", error);
    return { ok: false, message: adminMessages.saveFailed };
  }
}
