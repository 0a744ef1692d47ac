/** The reply form's action route (no page): a preview or a sent reply for the buyer in the address. */
import { submitReply } from "~/features/admin/sales/reply-request";
import type { Route } from "./+types/reply-action";

export async function clientAction({ params, request }: Route.ClientActionArgs) {
  return submitReply(Number(params.id), await request.formData());
}
