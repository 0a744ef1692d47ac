/**
 * Security events (ASVS 7.1.3, 7.2.1, 7.2.2; security review S-19): who did what, from where, with
 * what outcome, as one structured log line each: `{ event, account, ip, outcome, ...details }` at
 * level info (warn for refusals). Never a password, a token, a record's contents or a search term.
 * The audit trail of issue 13 extends this one function (it will also write the row), so every
 * call site stays as it is.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";

export type SecurityEventName =
  | "auth.sign-in"
  | "auth.sign-out"
  | "auth.password-change"
  | "record.change"
  | "export.csv"
  | "resume.download"
  | "mail.resend";

export type SecurityOutcome = "success" | "failure" | "locked-out" | "refused";

export interface SecurityEvent {
  event: SecurityEventName;
  /** The staff account's e-mail (lower-case), or the one tried at sign-in; null when none is known. */
  account: string | null;
  ip: string;
  outcome: SecurityOutcome;
  /** What was touched: a list, a record id, a file; never personal data from the record. */
  details?: Record<string, string | number | boolean | string[]>;
}

export function logSecurityEvent(log: FastifyBaseLogger, { details, ...event }: SecurityEvent): void {
  const line = { ...details, ...event, security: true };
  if (event.outcome === "success") log.info(line, `security: ${event.event}`);
  else log.warn(line, `security: ${event.event} ${event.outcome}`);
}

/** The event's who and where for a request behind requireStaff. */
export function staffActor(request: FastifyRequest): Pick<SecurityEvent, "account" | "ip"> {
  return { account: request.staff?.user.email ?? null, ip: request.clientAddress };
}

/** How a request ended, as an outcome: refused for a 4xx (not signed in, not valid), failure for a 5xx. */
export function outcomeOf(reply: FastifyReply): SecurityOutcome {
  if (reply.statusCode < 400) return "success";
  return reply.statusCode < 500 ? "refused" : "failure";
}
