/**
 * Notes on a buyer (issue 24): a short internal text on the timeline. Each colleague it mentions
 * (`@handle`, their address before the `@`) who is active and may open the buyer (sales or
 * administrator) is mailed a link to the buyer once, through the outbox, in the note's transaction.
 */
import type { Kysely } from "kysely";
import { buyerPagePath, handleOf, type Mentionable, mentionedHandles } from "#contracts/sales-replies";
import { mayUse } from "#contracts/staff-roles";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/http-error";
import { enqueueMessages } from "#server/modules/mail/outbox-repository";
import { findBuyer, recordBuyerEvent } from "./reply-repository";
import type { ReplyDeps, Sender } from "./reply-service";

const SUMMARY_LENGTH = 120;

interface Colleague {
  id: number;
  email: string;
  name: string;
}

/** Active staff who may open a buyer's page: the people a note can mention. */
async function mentionableStaff(db: Kysely<Database>): Promise<Colleague[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "roles"])
    .where("active", "=", 1)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows
    .filter((row) => mayUse(row.roles.split(",").filter(Boolean), "buyers"))
    .map(({ id, email, name }) => ({ id, email, name }));
}

/** For the note form's completion: each mentionable colleague's handle and name. */
export async function mentionablePeople(db: Kysely<Database>): Promise<Mentionable[]> {
  return (await mentionableStaff(db)).map((person) => ({ handle: handleOf(person.email), name: person.name }));
}

function summaryOf(text: string): string {
  const line = text.trim().split(/\r?\n/, 1)[0]!;
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line;
}

/** Stores the note and the mention mails; answers whom it mailed (their handles). */
export async function addNote(
  deps: ReplyDeps,
  buyerId: number,
  text: string,
  author: Sender,
  now = new Date(),
): Promise<{ mentioned: string[] }> {
  const buyer = await findBuyer(deps.db, buyerId);
  if (!buyer) throw new HttpError(404, "not_found", "There is no buyer with this id.");
  const handles = new Set(mentionedHandles(text));
  const mentioned = (await mentionableStaff(deps.db)).filter(
    (person) => handles.has(handleOf(person.email)) && person.id !== author.id,
  );
  const link = new URL(buyerPagePath(buyerId), deps.publicUrl).toString();
  const authorName = author.name || author.email;
  const buyerName = buyer.companyName ? `${buyer.name} (${buyer.companyName})` : buyer.name;
  await deps.writes.transaction(async (trx) => {
    await recordBuyerEvent(trx, {
      buyerId,
      type: "note",
      at: now.toISOString(),
      byId: author.id,
      summary: `Note: ${summaryOf(text)}`,
      details: { text, by: authorName, mentioned: mentioned.map((person) => person.id) },
    });
    for (const person of mentioned) {
      await enqueueMessages(
        trx,
        { table: "staff_users", id: person.id },
        [
          {
            kind: "note-mention",
            to: [person.email],
            replyTo: author.email,
            subject: `${authorName} mentioned you in a note on ${buyerName}`,
            text: `${authorName} wrote:\n\n${text}\n\nOpen the buyer in the staff portal:\n${link}`,
          },
        ],
        { held: false, now },
      );
    }
  });
  return { mentioned: mentioned.map((person) => handleOf(person.email)) };
}
