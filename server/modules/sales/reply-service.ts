/**
 * A reply to a buyer from the portal (issue 24): its placeholders filled from the buyer's latest
 * lead and the sender, then stored in one transaction with what it causes: the mail in the outbox
 * (From the site, Reply-To the sender, threaded), a `reply` event on the timeline, and the first
 * reply's time, with its working minutes, on the buyer's leads that had none. The outbox worker sends it, once.
 */
import type { Kysely } from "kysely";
import {
  type FilledReply,
  fillPlaceholders,
  REPLY_PLACEHOLDERS,
  type ReplyPlaceholder,
  type ReplyRequest,
  unknownPlaceholders,
  usedPlaceholders,
} from "#contracts/sales-replies";
import type { Database } from "#server/db/schema";
import type { WriteBatches } from "#server/db/write-batches";
import { HttpError } from "#server/http-error";
import { siteCatalogueResolver } from "#server/modules/leads/catalogue-link";
import { findProduct } from "#server/modules/leads/known-subjects";
import { enqueueMessages, type MessageSource } from "#server/modules/mail/outbox-repository";
import { findBuyer, latestLeads, recordBuyerEvent, type SalesBuyer } from "./reply-repository";
import { storeFirstReplyMinutes } from "./report-leads";
import { buyerThreadRoot, newReplyMessageId, replyHeaders } from "./reply-thread";

/** The staff member writing: the reply's Reply-To, `{sender}` and the event's author. */
export interface Sender {
  id: number;
  name: string;
  email: string;
}

export interface ReplyDeps {
  db: Kysely<Database>;
  writes: WriteBatches;
  /** The public site: where catalogue links point, and the host of every Message-ID. */
  publicUrl: string;
}

/** Lead columns with first_reply_at, each set once: by the first reply a person sends. */
const LEAD_TABLES = ["inquiries", "catalogue_requests"] as const;

interface ReplyContext {
  buyer: SalesBuyer;
  values: Record<ReplyPlaceholder, string>;
  /** The record the outbox files the mail under (the latest lead): an erasure of it removes the mail. */
  source: MessageSource;
}

function placeholderError(field: "subject" | "body", message: string): HttpError {
  return new HttpError(400, "invalid_input", message, { [field]: message });
}

async function replyContext(deps: ReplyDeps, buyerId: number, sender: Sender): Promise<ReplyContext> {
  const buyer = await findBuyer(deps.db, buyerId);
  if (!buyer) throw new HttpError(404, "not_found", "There is no buyer with this id.");
  const { latest, latestCatalogueRequest } = await latestLeads(deps.db, buyerId);
  if (!latest) {
    throw new HttpError(409, "no_lead", "This buyer has no inquiry or catalogue request to answer yet.");
  }
  // The catalogue the product's page offers now (an uploaded PDF where one is current), as the
  // catalogue mail finds it; else the link the request was given.
  const productName = latestCatalogueRequest?.productCategory;
  const product = productName ? await findProduct(deps.db, productName, new Date()) : undefined;
  const catalogue = siteCatalogueResolver(deps.publicUrl)(
    product?.catalogue ?? latestCatalogueRequest?.brochureLink ?? undefined,
  );
  return {
    buyer,
    source: { table: latest.table, id: latest.id },
    values: {
      name: latest.name || buyer.name,
      company: latest.companyName || buyer.companyName,
      product: latestCatalogueRequest?.productCategory ?? "",
      catalogueLink: catalogue.url,
      sender: sender.name || sender.email,
    },
  };
}

/** Why a placeholder cannot be filled for this buyer. */
const EMPTY_VALUE: Partial<Record<ReplyPlaceholder, string>> = {
  product: "no catalogue request of this buyer names a product",
  company: "this buyer gave no company name",
};

function fill(field: "subject" | "body", value: string, values: Record<ReplyPlaceholder, string>): string {
  const unknown = unknownPlaceholders(value);
  if (unknown.length > 0) {
    const known = REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");
    throw placeholderError(
      field,
      `Unknown placeholder ${unknown.map((name) => `{${name}}`).join(", ")}; the placeholders are ${known}.`,
    );
  }
  const empty = usedPlaceholders(value).find((name) => values[name].trim() === "");
  if (empty) {
    throw placeholderError(field, `{${empty}} cannot be filled: ${EMPTY_VALUE[empty] ?? "it has no value"}.`);
  }
  return fillPlaceholders(value, values);
}

/** The reply as it would go out: placeholders filled, or a 400 naming the one that cannot be. */
export async function previewReply(
  deps: ReplyDeps,
  buyerId: number,
  request: ReplyRequest,
  sender: Sender,
): Promise<FilledReply> {
  const { values } = await replyContext(deps, buyerId, sender);
  return { subject: fill("subject", request.subject, values), body: fill("body", request.body, values) };
}

/** Stores the reply and what it causes; answers the filled reply and its Message-ID. */
export async function sendReply(
  deps: ReplyDeps,
  buyerId: number,
  request: ReplyRequest,
  sender: Sender,
  now = new Date(),
): Promise<FilledReply & { messageId: string }> {
  const context = await replyContext(deps, buyerId, sender);
  const subject = fill("subject", request.subject, context.values);
  const body = fill("body", request.body, context.values);
  const host = new URL(deps.publicUrl).hostname;
  const messageId = newReplyMessageId(host);
  const at = now.toISOString();
  await deps.writes.transaction(async (trx) => {
    const earlier = await trx
      .selectFrom("buyer_events")
      .select("details")
      .where("buyer_id", "=", buyerId)
      .where("type", "=", "reply")
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(10)
      .execute();
    const earlierIds = earlier
      .map((row) => (row.details ? (JSON.parse(row.details) as { messageId?: unknown }).messageId : undefined))
      .filter((id): id is string => typeof id === "string");
    const headers = replyHeaders(buyerThreadRoot(context.buyer.email, host), messageId, earlierIds);
    await enqueueMessages(
      trx,
      context.source,
      [{ kind: "sales-reply", to: [context.buyer.email], replyTo: sender.email, subject, text: body, headers }],
      { held: false, now },
    );
    await recordBuyerEvent(trx, {
      buyerId,
      type: "reply",
      at,
      byId: sender.id,
      summary: `Reply sent: ${subject}`,
      details: { subject, body, by: sender.name || sender.email, messageId },
    });
    for (const table of LEAD_TABLES) {
      await trx
        .updateTable(table)
        .set({ first_reply_at: at })
        .where("buyer_id", "=", buyerId)
        .where("first_reply_at", "is", null)
        .execute();
    }
    await storeFirstReplyMinutes(trx, buyerId, at);
  });
  return { subject, body, messageId };
}
