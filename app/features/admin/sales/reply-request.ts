/**
 * The reply form's requests, run by its action route (routes/admin/reply-action.ts): a preview of
 * the reply with its placeholders filled, or the reply sent. Answers what the form shows: the
 * filled text, or the server's message and the fields it names.
 */
import { type FilledReply, salesReplyPaths } from "#contracts/sales-replies";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";

export type ReplyIntent = "preview" | "send";

export type ReplyResult =
  | { ok: true; intent: ReplyIntent; reply: FilledReply }
  | { ok: false; message: string; fields: Partial<Record<"subject" | "body", string>> };

const UNREADABLE = "The reply could not be sent. Please try again.";

export async function submitReply(buyerId: number, form: FormData): Promise<ReplyResult> {
  const intent: ReplyIntent = form.get("intent") === "send" ? "send" : "preview";
  const body = { subject: String(form.get("subject") ?? ""), body: String(form.get("body") ?? "") };
  const path = intent === "send" ? salesReplyPaths.replies(buyerId) : salesReplyPaths.replyPreview(buyerId);
  try {
    const reply = await adminRequest<FilledReply>(path, { method: "POST", body });
    return { ok: true, intent, reply };
  } catch (error) {
    if (error instanceof AdminApiError && error.fromServer) {
      return { ok: false, message: error.message, fields: error.fields ?? {} };
    }
    return { ok: false, message: UNREADABLE, fields: {} };
  }
}
