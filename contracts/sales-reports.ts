/**
 * The sales desk's reports and offices (docs/product-brief.md, "Selling"): the offices whose working
 * hours response times are counted in (administrators edit them), the response-time report and the
 * dashboard's figures. Shared by the server's routes and the portal.
 */
import * as z from "zod/mini";

export const salesReportPaths = {
  offices: "/api/admin/offices",
  responseTimes: "/api/admin/reports/response-times",
  dashboard: "/api/admin/reports/dashboard",
} as const;

/** The office whose hours count when a lead's owner names none (or has no owner). */
export const FALLBACK_OFFICE = "export-desk";

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Minutes after local midnight of an "HH:MM" clock time, or null when it is not one. */
export function clockMinutes(clock: string): number | null {
  const match = CLOCK.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** True when the name is an IANA time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const isRealDate = (date: string) =>
  ISO_DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

const officeSchema = z
  .object({
    key: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "key is lower-case letters, digits and dashes")),
    name: z
      .string()
      .check(z.trim(), z.minLength(1, "name is required"), z.maxLength(80, "name is at most 80 characters")),
    timeZone: z.string().check(z.maxLength(64), z.refine(isTimeZone, "timeZone is not a known time zone")),
    workDays: z.array(z.number().check(z.int(), z.gte(1), z.lte(7))).check(
      z.minLength(1, "workDays needs at least one day"),
      z.refine((days) => new Set(days).size === days.length, "workDays names each day once"),
    ),
    dayStart: z.string().check(z.regex(CLOCK, "dayStart is HH:MM")),
    dayEnd: z.string().check(z.regex(CLOCK, "dayEnd is HH:MM")),
    holidays: z
      .array(z.string().check(z.refine(isRealDate, "holidays are dates YYYY-MM-DD")))
      .check(z.maxLength(400, "at most 400 holidays")),
  })
  .check(
    z.refine((office) => (clockMinutes(office.dayEnd) ?? 0) > (clockMinutes(office.dayStart) ?? 0), {
      message: "dayEnd must be after dayStart",
      path: ["dayEnd"],
    }),
  );
export type Office = z.infer<typeof officeSchema>;

export const officesSchema = z.object({
  offices: z.array(officeSchema).check(
    z.maxLength(100, "at most 100 offices"),
    z.refine((offices) => new Set(offices.map((o) => o.key)).size === offices.length, "each office key once"),
    z.refine((offices) => offices.some((o) => o.key === FALLBACK_OFFICE), `the ${FALLBACK_OFFICE} office is kept`),
  ),
});

export const RESPONSE_TIME_GROUPS = ["country", "owner", "office", "source"] as const;
export type ResponseTimeGroup = (typeof RESPONSE_TIME_GROUPS)[number];

const dateParameter = (name: string) =>
  z.optional(
    z.string({ error: `${name} must be given once` }).check(z.refine(isRealDate, `${name} is a date YYYY-MM-DD`)),
  );

/** from and to are dates (UTC, to inclusive); by default the last 90 days, grouped by office. */
export const responseTimesQuerySchema = z
  .object({
    from: dateParameter("from"),
    to: dateParameter("to"),
    by: z.optional(z.enum(RESPONSE_TIME_GROUPS, { error: `by is ${RESPONSE_TIME_GROUPS.join(", ")}` })),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: "from is after to",
      path: ["from"],
    }),
  );

const responseTimeRowSchema = z.object({
  key: z.string(),
  /** Leads that arrived in the range (spam left out). */
  leads: z.number(),
  /** Of them, answered by a person. */
  replied: z.number(),
  /** Working minutes to the first reply, of the replied leads; null when none was. */
  medianMinutes: z.nullable(z.number()),
  p95Minutes: z.nullable(z.number()),
  /** Shares (0-1) of all the leads answered within 1, 4 and 24 working hours. */
  within1h: z.number(),
  within4h: z.number(),
  within24h: z.number(),
});
export type ResponseTimeRow = z.infer<typeof responseTimeRowSchema>;
export const responseTimesSchema = z.object({ rows: z.array(responseTimeRowSchema) });

/** A series of weekly counts, one per week of `weeks`. */
const weeklySeriesSchema = z.object({ key: z.string(), counts: z.array(z.number()) });

/** GET /api/admin/reports/dashboard: the last twelve weeks at a glance. */
export const dashboardSchema = z.object({
  /** The Monday (UTC) each week starts, oldest first. */
  weeks: z.array(z.string()),
  /** Leads per week by product line (inquiries name none) and by country, the biggest few and "Other". */
  byProductLine: z.array(weeklySeriesSchema),
  byCountry: z.array(weeklySeriesSchema),
  /**
   * Leads per week by where the visit came from: the last touch's utm_source, else the referring
   * site, else "direct" (the response-time report's source), the biggest few and "Other".
   */
  bySource: z.array(weeklySeriesSchema),
  /** How long the leads of these weeks took to be answered, in working hours of the owner's office. */
  responseTimes: z.array(z.object({ key: z.string(), leads: z.number() })),
  /** Leads of these weeks not yet answered, per owner, and how many of them are overdue. */
  unansweredByOwner: z.array(z.object({ key: z.string(), unanswered: z.number(), overdue: z.number() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
