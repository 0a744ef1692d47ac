/**
 * Tells a staff member, at the account's own address, that its password or two-factor sign-in
 * changed (ASVS 2.2.3, 2.5.5): the mail goes through the outbox like every other, so it is sent
 * once, by whichever process sends, and a failure is retried and listed for administrators.
 */
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { enqueueMessages } from "#server/modules/mail/outbox-repository";
import { type AccountChange, accountChangeMail } from "./staff-mail";

export async function noticeAccountChange(
  db: Kysely<Database>,
  member: { id: number; email: string; name: string },
  change: AccountChange,
  where: { address: string | null; at?: Date },
): Promise<void> {
  const at = where.at ?? new Date();
  const mail = accountChangeMail(member, change, { at, address: where.address });
  await enqueueMessages(db, { table: "staff_users", id: member.id }, [mail], { held: false, now: at });
}
