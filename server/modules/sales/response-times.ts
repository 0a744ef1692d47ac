/**
 * The response-time report (GET /api/admin/reports/response-times): per country, owner, office or
 * source, how many leads arrived, how many were answered, the median and 95th percentile of the
 * working minutes to the first reply in the owning office's hours, and the shares of all the leads
 * answered within 1, 4 and 24 working hours.
 */
import type { Kysely } from "kysely";
import type { ResponseTimeGroup, ResponseTimeRow } from "#contracts/sales-reports";
import type { Database } from "#server/db/schema";
import { groupedReplyMinutes } from "./report-leads";

const DAY_MS = 86_400_000;

interface ResponseTimeQuery {
  from?: string | undefined;
  to?: string | undefined;
  by?: ResponseTimeGroup | undefined;
}

/** The range asked for, as instants: from's midnight (UTC) to the midnight after `to`; by default the 90 days to today. */
function reportRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): [Date, Date] {
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - 89 * DAY_MS);
  return [from, new Date(to.getTime() + DAY_MS)];
}

export async function responseTimeReport(
  db: Kysely<Database>,
  query: ResponseTimeQuery,
  now: Date,
): Promise<{ rows: ResponseTimeRow[] }> {
  const [from, to] = reportRange(query, now);
  const groups = new Map<string, { leads: number; minutes: number[] }>();
  for (const lead of await groupedReplyMinutes(db, from, to, query.by ?? "office")) {
    const group = groups.get(lead.key) ?? { leads: 0, minutes: [] };
    group.leads += 1;
    if (lead.minutes !== null) group.minutes.push(lead.minutes);
    groups.set(lead.key, group);
  }
  const rows = [...groups].map(([key, group]) => responseTimeRow(key, group.leads, group.minutes));
  rows.sort((a, b) => b.leads - a.leads || a.key.localeCompare(b.key));
  return { rows };
}

/** One row's figures from its lead count and the working minutes of its answered leads. */
function responseTimeRow(key: string, leads: number, minutes: number[]): ResponseTimeRow {
  const sorted = [...minutes].sort((a, b) => a - b);
  const share = (hours: number) => (leads ? round(sorted.filter((m) => m <= hours * 60).length / leads, 3) : 0);
  return {
    key,
    leads,
    replied: sorted.length,
    medianMinutes: percentile(sorted, 0.5),
    p95Minutes: percentile(sorted, 0.95),
    within1h: share(1),
    within4h: share(4),
    within24h: share(24),
  };
}

/** Nearest-rank percentile of sorted values, to a tenth of a minute; null for none. */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return round(sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!, 1);
}

function round(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
}
