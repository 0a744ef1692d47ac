/**
 * The sales desk's API (product brief "Selling", issue 24): buyers and their timeline, the owner of
 * a lead, the routing table and one's own leave. Shared by the server (server/routes/admin) and the
 * portal (app/features/admin/sales).
 */
import * as z from "zod/mini";
import { ROUTING_PLACES } from "./countries";

export const salesPaths = {
  /** GET ?q=&owner=&sort=&order=&page=&pageSize=: the buyers, paged like the lists. */
  buyers: "/api/admin/buyers",
  /** GET { buyer, events, duplicates }; …/merge-preview?otherId= and POST …/merge { otherId }. */
  buyer: "/api/admin/buyers/:id",
  mergePreview: "/api/admin/buyers/:id/merge-preview",
  merge: "/api/admin/buyers/:id/merge",
  /** GET { owners }: the people a lead or buyer may be given to (active, sales or administrator). */
  owners: "/api/admin/buyers/owners",
  /** GET | PUT (administrators): the routing table. */
  routing: "/api/admin/routing",
  /** PATCH { awayUntil }: the signed-in person's leave. */
  away: "/api/auth/admin/account",
} as const;

export const BUYER_EVENT_TYPES = [
  "inquiry",
  "catalogue-request",
  "status",
  "assignment",
  "reply",
  "note",
  "merge",
  "mail",
] as const;
export type BuyerEventType = (typeof BUYER_EVENT_TYPES)[number];

const MAX_ID = 2 ** 31 - 1;
const staffId = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ID));

export const staffRefSchema = z.object({ id: z.number(), name: z.string() });
export type StaffRef = z.output<typeof staffRefSchema>;

/** What a lead item (inquiry, catalogue request) carries of the sales desk. */
export const leadSalesShape = {
  buyerId: z.nullable(z.number()),
  owner: z.nullable(staffRefSchema),
  assignedAt: z.nullable(z.string()),
  firstReplyAt: z.nullable(z.string()),
  /** `{ firstTouch, lastTouch }` of the visit as stored, or null. */
  source: z.nullable(z.record(z.string(), z.unknown())),
};

/** `ownerId` of a lead's PATCH: a staff member's id, or null for nobody. */
export const ownerIdField = z.optional(z.nullable(staffId));

/** `owner` of a list: `me`, a staff id, or `none`. */
export const ownerFilterSchema = z.optional(
  z.string().check(z.regex(/^(me|none|[1-9]\d{0,9})$/, "owner must be me, none or a staff id")),
);

/**
 * `columns=sales` on a lead list's CSV export: the spec's columns followed by Owner and Source. Without
 * it the export keeps exactly the spec's columns (docs/spec.md, "CSV exports").
 */
/** `sales`: Owner and Source after the spec's columns; `staff`: those and the buyer's Language (decision 069). */
export const leadCsvColumnsSchema = z.optional(z.enum(["sales", "staff"], { error: "columns must be sales or staff" }));

export const buyerSorts = {
  keys: ["lastActivity", "name", "createdAt", "leads"],
  default: "lastActivity",
  order: "desc",
} as const;

export const buyerItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  country: z.string(),
  state: z.string(),
  contactNumber: z.string(),
  owner: z.nullable(staffRefSchema),
  leads: z.number(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type BuyerItem = z.output<typeof buyerItemSchema>;

export const buyerEventSchema = z.object({
  id: z.number(),
  type: z.enum(BUYER_EVENT_TYPES),
  at: z.string(),
  by: z.nullable(staffRefSchema),
  summary: z.string(),
  leadTable: z.nullable(z.string()),
  leadId: z.nullable(z.number()),
  details: z.nullable(z.record(z.string(), z.unknown())),
});
export type BuyerEvent = z.output<typeof buyerEventSchema>;

/** A buyer that may be the same company or person: same number in E.164, or same mail domain. */
const duplicateSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  reason: z.enum(["phone", "domain"]),
});

export const buyerPageSchema = z.object({
  buyer: buyerItemSchema,
  events: z.array(buyerEventSchema),
  /** The `before` to ask for the next (older) events with; null when these are the last. */
  olderBefore: z.nullable(z.string()),
  duplicates: z.array(duplicateSchema),
});
export type BuyerPage = z.output<typeof buyerPageSchema>;

/** GET /api/admin/buyers/:id: `before` (the cursor an answer gave) pages the timeline back. */
export const buyerPageQuerySchema = z.object({
  before: z.optional(z.string().check(z.regex(/^[^_]{1,40}_\d{1,10}$/, "before is not a cursor this list gave"))),
});

export const mergeBodySchema = z.object({ otherId: staffId });
export const mergeQuerySchema = z.object({
  otherId: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/, "otherId must be a buyer id")), z.transform(Number)),
});

/** What a merge moves from `other` into `buyer`. */
export const mergePreviewSchema = z.object({
  buyer: buyerItemSchema,
  other: buyerItemSchema,
  inquiries: z.number(),
  catalogueRequests: z.number(),
  events: z.number(),
});
export type MergePreview = z.output<typeof mergePreviewSchema>;

const routingRuleSchema = z.object({
  countries: z
    .array(z.string().check(z.maxLength(120, "A country is at most 120 characters")))
    .check(z.minLength(1, "Name at least one country"), z.maxLength(300, "At most 300 countries")),
  staffIds: z.array(staffId).check(z.minLength(1, "Name at least one person"), z.maxLength(100, "At most 100 people")),
});

/**
 * GET | PUT /api/admin/routing: its shape. What the shape cannot tell (a place the forms do not
 * know, a person without an account) is `routingFieldErrors`, which the portal and server share.
 */
export const routingSchema = z.object({
  rules: z.array(routingRuleSchema).check(z.maxLength(200, "At most 200 rules")),
  fallbackStaffIds: z.array(staffId).check(z.maxLength(100, "At most 100 people")),
});
export type Routing = z.output<typeof routingSchema>;

/** Each field of a routing table that names an unknown place or person, by its path ("rules.0.countries"). */
export function routingFieldErrors(routing: Routing, staffIds: ReadonlySet<number>): Record<string, string> {
  const fields: Record<string, string> = {};
  const unknownPerson = (ids: readonly number[]) => ids.some((id) => !staffIds.has(id));
  routing.rules.forEach((rule, index) => {
    const unknown = rule.countries.filter((place) => !ROUTING_PLACES.includes(place));
    if (unknown.length > 0) {
      fields[`rules.${index}.countries`] = `Not a country the forms know: ${unknown.join(", ")}`;
    }
    if (unknownPerson(rule.staffIds)) fields[`rules.${index}.staffIds`] = "Choose people who have an account";
  });
  if (unknownPerson(routing.fallbackStaffIds)) fields.fallbackStaffIds = "Choose people who have an account";
  return fields;
}

export const ownersAnswerSchema = z.object({ owners: z.array(staffRefSchema) });

export const routingAnswerSchema = z.object({
  routing: routingSchema,
  /** The people a rule may name: active staff with sales or administrator. */
  staff: z.array(staffRefSchema),
  places: z.array(z.string()),
});
export type RoutingAnswer = z.output<typeof routingAnswerSchema>;

/** PATCH /api/auth/admin/account: away until this moment (ISO 8601), or null for back at work. */
export const awaySchema = z.object({
  awayUntil: z.nullable(
    z.iso.datetime({ offset: true, error: "awayUntil must be a date and time (ISO 8601) or null" }),
  ),
});
export const awayAnswerSchema = z.object({ awayUntil: z.nullable(z.string()) });
