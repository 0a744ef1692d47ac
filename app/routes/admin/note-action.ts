/** The note form's action route (no page): adds a note; its loader lists whom a note can mention. */
import { loadMentionable, submitNote } from "~/features/admin/sales/note-request";
import type { Route } from "./+types/note-action";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadMentionable(request.signal);
}

export async function clientAction({ params, request }: Route.ClientActionArgs) {
  return submitNote(Number(params.id), await request.formData());
}
