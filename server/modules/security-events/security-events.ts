/**
 * Security events (ASVS 7.1.3, 7.2.1, 7.2.2; security review S-19) and the audit trail (issue 13):
 * who did what, from where, with what outcome. `logSecurityEvent` is the one function every event
 * goes through: it writes one structured log line `{ event, account, ip, outcome, ...details }` at
 * level info (warn for anything but success) and the same event as a row of the audit trail
 * (server/modules/audit/audit-log.ts), so a call site never has to do both. Never a password, a
 * token, a record's contents or a search term.
 *
 * A row is written for every event of a signed-in person and for every sign-in attempt; a request
 * refused for want of a session (a probe of /uploads/*, say) is logged but not stored, so no one can
 * fill the table from outside.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuditAction, AuditDetails, AuditOutcome } from "#contracts/audit";
import { insertAuditEntry } from "#server/modules/audit/audit-log";
import { storedUserAgent } from "#server/modules/staff/sessions";

export type SecurityEventName = AuditAction;
export type SecurityOutcome = AuditOutcome;

export interface SecurityEvent {
  event: SecurityEventName;
  /** The staff account's e-mail (lower-case), or the one tried at sign-in; the signed-in person's unless given. */
  account?: string | null;
  /** The account's id when known; the signed-in person's unless given. */
  accountId?: number | null;
  /**
   * What the audit trail keeps as the actor when it must not be `account`: a sign-in's address that
   * names no account is kept there only as a keyed reference (security review 2, T-07).
   */
  trailAccount?: string;
  outcome: SecurityOutcome;
  /** What was acted on: "inquiry 12", "user 3", a list's name. */
  target?: string;
  /** What was touched: a list, a record id, a file, before and after; never personal data from the record. */
  details?: AuditDetails;
  /** false: the log line only, no row (a sign-in refused in a burst must cost no database write). */
  store?: boolean;
}

/** A route's addition to the event its request ends in (request.securityNote). */
export interface SecurityNote {
  target?: string;
  details?: AuditDetails;
}

export async function logSecurityEvent(
  request: FastifyRequest,
  { event, outcome, target, details, store = true, trailAccount, ...who }: SecurityEvent,
): Promise<void> {
  const account = who.account !== undefined ? who.account : (request.staff?.user.email ?? null);
  const accountId = who.accountId !== undefined ? who.accountId : (request.staff?.user.id ?? null);
  const ip = request.clientAddress;
  const line = { ...details, event, account, ip, outcome, ...(target ? { target } : {}), security: true };
  if (outcome === "success") request.log.info(line, `security: ${event}`);
  else request.log.warn(line, `security: ${event} ${outcome}`);
  if (!store || (request.staff === null && !event.startsWith("auth."))) return;
  await insertAuditEntry(request.server.db, {
    action: event,
    outcome,
    actorId: accountId,
    actorEmail: trailAccount ?? account,
    target,
    details,
    address: ip,
    userAgent: storedUserAgent(request.headers["user-agent"]),
    at: new Date(),
  });
}

/** How a request ended, as an outcome: refused for a 4xx (not signed in, not allowed, not valid), failure for a 5xx. */
export function outcomeOf(reply: FastifyReply): SecurityOutcome {
  if (reply.statusCode < 400) return "success";
  return reply.statusCode < 500 ? "refused" : "failure";
}
