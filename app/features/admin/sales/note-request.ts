/**
 * The note form's requests: the note added (by its action route, routes/admin/note-action.ts) and
 * the colleagues a note can mention, for completing `@` as one types.
 */
import { type Mentionable, salesReplyPaths } from "#contracts/sales-replies";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";

export type NoteResult = { ok: true; mentioned: string[] } | { ok: false; message: string };

export async function submitNote(buyerId: number, form: FormData): Promise<NoteResult> {
  try {
    const { mentioned } = await adminRequest<{ mentioned: string[] }>(salesReplyPaths.notes(buyerId), {
      method: "POST",
      body: { text: String(form.get("text") ?? "") },
    });
    return { ok: true, mentioned };
  } catch (error) {
    const message =
      error instanceof AdminApiError && error.fromServer
        ? error.message
        : "The note could not be saved. Please try again.";
    return { ok: false, message };
  }
}

export async function loadMentionable(signal?: AbortSignal): Promise<Mentionable[]> {
  const { people } = await adminRequest<{ people: Mentionable[] }>(salesReplyPaths.mentionable, { signal });
  return people;
}

/** The `@word` being typed just before the caret, if any: what to complete. */
export function mentionBeingTyped(text: string, caret: number): { start: number; query: string } | undefined {
  const match = /(?:^|[^\w.@])@([\w.+-]*)$/.exec(text.slice(0, caret));
  if (!match) return undefined;
  return { start: caret - match[1]!.length - 1, query: match[1]!.toLowerCase() };
}

/** The people whose handle or name starts with what is typed, at most `limit`. */
export function mentionMatches(people: readonly Mentionable[], query: string, limit = 6): Mentionable[] {
  return people
    .filter(
      (person) =>
        person.handle.startsWith(query) ||
        person.name
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(query)),
    )
    .slice(0, limit);
}
