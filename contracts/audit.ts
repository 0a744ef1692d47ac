/**
 * The audit trail (docs/product-brief.md, "Operating the product"): what staff did, who, when and
 * from where, kept in the database and never changed. AUDIT_ACTIONS is the one list of what is
 * recorded; a new kind of entry (personal-data exports and erasures, retention, content publishing)
 * is added here with its label, and the server and the portal's filter follow.
 */
import * as z from "zod/mini";

export const AUDIT_ACTIONS = {
  "auth.sign-in": "Sign-in",
  "auth.sign-out": "Sign-out",
  "auth.password-change": "Password change",
  "auth.password-set": "Password set from a link",
  "auth.session-end": "Session ended",
  "auth.password-confirm": "Password typed again for a change",
  "two-factor.enable": "Two-factor sign-in on",
  "two-factor.disable": "Two-factor sign-in off",
  "two-factor.reset": "Two-factor sign-in removed for recovery",
  "record.change": "Follow-up status or spam flag change",
  "export.csv": "CSV export",
  "resume.download": "Resume opened",
  "mail.resend": "Failed message queued again",
  "person.export": "Personal data exported",
  "person.erase": "Personal data erased",
  "retention.run": "Expired records removed (retention)",
  "user.invite": "Invitation",
  "user.create": "Account created",
  "user.roles": "Roles change",
  "user.office": "Office change",
  "user.deactivate": "Deactivation",
  "user.reactivate": "Reactivation",
  "user.password-link": "Set-password link",
  "content.publish": "Content published",
  "content.unpublish": "Content unpublished",
  "content.scheduled-live": "Scheduled content went live",
  "content.schedule-held": "Scheduled content held (its scheduler may no longer publish it)",
  "content.restore": "Content version restored",
  "content.delete": "Content deleted",
  "content.upload": "Photo or PDF uploaded",
  "content.reorder": "Order of machines or product lines changed",
  "buyer.merge": "Buyers merged",
  "buyer.owner": "Buyer's owner changed",
  "routing.change": "Routing table changed",
  "account.away": "Away until changed",
  "sales.offices": "Offices' working hours changed",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
const ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** success; failure (a wrong password or code, a server error); refused (not allowed, not valid); locked-out (throttled). */
export const AUDIT_OUTCOMES = ["success", "failure", "refused", "locked-out"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** What an entry says about the action: names, ids, counts, before and after; never a password or a record's personal data. */
export type AuditDetails = Record<string, string | number | boolean | null | readonly string[]>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** The staff member's e-mail (or the one tried at a failed sign-in); null for the command line and the server itself. */
  actor: z.nullable(z.string()),
  action: z.enum(ACTION_NAMES),
  outcome: z.enum(AUDIT_OUTCOMES),
  /** What was acted on, e.g. "inquiry 12", "user 3". */
  target: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  address: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_\d{1,18}$/;
const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

function queryText(name: string) {
  return z.pipe(
    z.optional(z.string({ error: `${name} must be given once` })),
    z.transform((value: string | undefined) => value?.trim() || undefined),
  );
}

/** A date (the day's start in UTC) or a date and time with its offset, as an ISO instant. */
function instant(name: string) {
  return z.pipe(
    queryText(name),
    z.pipe(
      z.optional(
        z
          .string()
          .check(
            z.refine(
              (value) => DATE_OR_TIME.test(value) && !Number.isNaN(Date.parse(value)),
              `${name} must be a date (2026-11-25) or a date and time with its offset`,
            ),
          ),
      ),
      z.transform((value: string | undefined) => (value ? new Date(value).toISOString() : undefined)),
    ),
  );
}

function cursor(name: string) {
  return z.pipe(
    queryText(name),
    z.optional(z.string().check(z.regex(CURSOR, `${name} is not a cursor this list gave`))),
  );
}

/**
 * GET /api/admin/audit: actor (an e-mail), action, from (inclusive), to (exclusive), newest first,
 * AUDIT_PAGE_SIZE a page; `before` / `after` are the `older` / `newer` cursors of an answer.
 */
export const auditQuerySchema = z
  .object({
    actor: z.pipe(
      queryText("actor"),
      z.optional(z.string().check(z.maxLength(254, "actor is too long"), z.toLowerCase())),
    ),
    action: z.pipe(
      queryText("action"),
      z.optional(z.enum(ACTION_NAMES, { error: "action is not one the trail records" })),
    ),
    from: instant("from"),
    to: instant("to"),
    before: cursor("before"),
    after: cursor("after"),
  })
  .check(
    z.refine((query) => !(query.before && query.after), { message: "Send before or after, not both", path: ["after"] }),
  );
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** Cursors for the pages of newer and older entries; null when there are none. */
  newer: z.nullable(z.string()),
  older: z.nullable(z.string()),
});
export type AuditPage = z.output<typeof auditPageSchema>;

export const auditPath = "/api/admin/audit";
