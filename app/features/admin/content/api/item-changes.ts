/**
 * The content editor's changes, run by its route's action (routes/admin/content-item.tsx): save the
 * draft, publish (saving a changed form first), unpublish, or bring a version back as a new draft.
 * Answers what the editor shows: the item as the server now holds it and what to say of it, or the
 * server's message and the fields it names. The item and its versions reach the page again by the
 * route's revalidation.
 */
import { COLLECTION_PAGES, type Collection } from "#contracts/collections/api";
import { AdminApiError } from "~/features/admin/api/client";
import type { FieldErrors } from "~/features/admin/content/form-values";
import { newItemPayload } from "~/features/admin/content/form-values";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { type AnyItem, changeItem, createItem, publishItem, restoreVersion, unpublishItem } from "./content-api";

export type ItemIntent = "save" | "publish" | "unpublish" | "restore";

/** `createdId`: the item this change created (the editor moves to its address). */
export type ItemChangeResult =
  | { ok: true; intent: ItemIntent; item: AnyItem; notice: string; createdId?: number }
  | { ok: false; intent: ItemIntent; message: string; fields: FieldErrors; createdId?: number };

/** What the editor posts: the intent, the form's payload when it is to be saved, and a version. */
export function itemChangeForm(
  intent: ItemIntent,
  { fields, version }: { fields?: Record<string, unknown>; version?: number } = {},
): Record<string, string> {
  return {
    intent,
    ...(fields ? { fields: JSON.stringify(fields) } : {}),
    ...(version !== undefined ? { version: String(version) } : {}),
  };
}

/** `id`: null for an item not saved yet. */
export async function runItemChange(
  collection: Collection,
  id: number | null,
  form: FormData,
): Promise<ItemChangeResult> {
  const intent = readIntent(form.get("intent"));
  const fields = form.get("fields");
  const version = Number(form.get("version"));
  let createdId: number | undefined;
  try {
    // A changed form is saved first, whatever the intent that follows.
    let saved: AnyItem | undefined;
    if (typeof fields === "string") {
      const payload = JSON.parse(fields) as Record<string, unknown>;
      saved =
        id === null ? await createItem(collection, newItemPayload(payload)) : await changeItem(collection, id, payload);
      if (id === null) createdId = saved.id;
    }
    const itemId = saved?.id ?? id;
    if (intent === "save" || itemId === null) {
      if (!saved) throw new Error("Nothing to save");
      const notice =
        saved.status === "published" && id !== null
          ? "Draft saved. Publish to put the changes on the site."
          : "Draft saved.";
      return { ok: true, intent, item: saved, notice, createdId };
    }
    if (intent === "publish") {
      const item = await publishItem(collection, itemId, saved?.version ?? version);
      return { ok: true, intent, item, notice: publishedNotice(item), createdId };
    }
    if (intent === "unpublish") {
      const item = await unpublishItem(collection, itemId);
      return { ok: true, intent, item, notice: "Unpublished: it is off the site. The draft and its history are kept." };
    }
    const item = await restoreVersion(collection, itemId, version);
    const notice = `Version ${version} is back as a new draft (version ${item.version}). Publish to put it on the site.`;
    return { ok: true, intent, item, notice };
  } catch (error) {
    return { ok: false, intent, ...failureOf(error), createdId };
  }
}

/** What to show for a request that failed: the server's message and its fields, or a plain retry. */
export function failureOf(error: unknown): { message: string; fields: FieldErrors } {
  if (error instanceof AdminApiError && error.fields && Object.keys(error.fields).length > 0) {
    return { message: `${error.message} Check the ${countOf(error.fields)} marked below.`, fields: error.fields };
  }
  if (error instanceof AdminApiError && error.fromServer) return { message: error.message, fields: {} };
  return { message: "The change could not be saved. Please try again.", fields: {} };
}

/** "field" or "3 fields": how many have a message. */
export function countOf(problems: FieldErrors): string {
  const count = Object.keys(problems).length;
  return count === 1 ? "field" : `${count} fields`;
}

function readIntent(value: FormDataEntryValue | null): ItemIntent {
  return value === "publish" || value === "unpublish" || value === "restore" ? value : "save";
}

function publishedNotice(item: AnyItem): string {
  if (item.live === "scheduled") return `Scheduled: it goes live ${formatIndiaTime(item.fields.publishAt)}.`;
  if (item.live === "closed") return "Published, but its closing time has passed: it is not on the site.";
  return `Published: it is on ${COLLECTION_PAGES[item.collection]} now.`;
}
