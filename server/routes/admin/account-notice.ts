/** A route's notice to the account holder that its sign-in changed, from the request's address; the outbox is woken to send it. */
import type { FastifyRequest } from "fastify";
import { noticeAccountChange } from "#server/modules/staff/account-notices";
import type { AccountChange } from "#server/modules/staff/staff-mail";

export async function tellAccountHolder(
  request: FastifyRequest,
  member: { id: number; email: string; name: string },
  change: AccountChange,
): Promise<void> {
  await noticeAccountChange(request.server.db, member, change, { address: request.clientAddress });
  request.server.outbox.wake();
}
