/**
 * The sales dashboard's figures (GET /api/admin/reports/dashboard): the last twelve weeks' leads
 * per week by product line, by country and by source, how long they took to be answered in working hours,
 * and what each owner still has to answer.
 */
import type { Kysely } from "kysely";
import type { Dashboard } from "#contracts/sales-reports";
import type { Database } from "#server/db/schema";
import { reportLeads } from "./report-leads";

const DAY_MS = 86_400_000;
const WEEKS = 12;
/** Series shown by name; the rest are summed as "Other". */
const TOP = 6;
const INQUIRY_LINE = "Inquiries (no product line)";

/** Bands of working hours to the first reply, the last one for leads not answered yet. */
const BANDS: readonly [string, number][] = [
  ["Within 1 hour", 60],
  ["1 to 4 hours", 240],
  ["4 to 24 hours", 1440],
  ["Over 24 hours", Infinity],
];
const UNANSWERED = "Not answered yet";

export async function dashboardFigures(db: Kysely<Database>, now: Date): Promise<Dashboard> {
  // Weeks start on Monday (UTC); the current week is the last one.
  const today = Math.floor(now.getTime() / DAY_MS);
  const thisMonday = today - ((new Date(today * DAY_MS).getUTCDay() + 6) % 7);
  const firstMonday = thisMonday - 7 * (WEEKS - 1);
  const weeks = Array.from({ length: WEEKS }, (_, n) =>
    new Date((firstMonday + 7 * n) * DAY_MS).toISOString().slice(0, 10),
  );
  const leads = await reportLeads(db, new Date(firstMonday * DAY_MS), new Date((thisMonday + 7) * DAY_MS));

  const byProductLine = new Map<string, number[]>();
  const byCountry = new Map<string, number[]>();
  const bySource = new Map<string, number[]>();
  const bands = new Map<string, number>([...BANDS.map(([name]) => [name, 0] as const), [UNANSWERED, 0]]);
  const unanswered = new Map<string, { unanswered: number; overdue: number }>();
  for (const lead of leads) {
    const week = Math.floor((Math.floor(lead.createdAt.getTime() / DAY_MS) - firstMonday) / 7);
    count(byProductLine, lead.productLine ?? INQUIRY_LINE, week);
    count(byCountry, lead.country, week);
    count(bySource, lead.source, week);
    if (lead.replyMinutes !== null) {
      const minutes = lead.replyMinutes;
      const band = BANDS.find(([, limit]) => minutes <= limit)![0];
      bands.set(band, bands.get(band)! + 1);
    } else {
      bands.set(UNANSWERED, bands.get(UNANSWERED)! + 1);
      const owner = lead.ownerName ?? "Unassigned";
      const row = unanswered.get(owner) ?? { unanswered: 0, overdue: 0 };
      row.unanswered += 1;
      if (lead.overdue) row.overdue += 1;
      unanswered.set(owner, row);
    }
  }
  return {
    weeks,
    byProductLine: topSeries(byProductLine),
    byCountry: topSeries(byCountry),
    bySource: topSeries(bySource),
    responseTimes: [...bands].map(([key, leads]) => ({ key, leads })),
    unansweredByOwner: [...unanswered]
      .map(([key, row]) => ({ key, ...row }))
      .sort((a, b) => b.unanswered - a.unanswered || a.key.localeCompare(b.key)),
  };
}

function count(series: Map<string, number[]>, key: string, week: number): void {
  const counts = series.get(key) ?? new Array<number>(WEEKS).fill(0);
  counts[week] = (counts[week] ?? 0) + 1;
  series.set(key, counts);
}

/** The biggest series by total, then one "Other" summing the rest. */
function topSeries(series: Map<string, number[]>): { key: string; counts: number[] }[] {
  const total = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0);
  const sorted = [...series].sort(([a, x], [b, y]) => total(y) - total(x) || a.localeCompare(b));
  const shown = sorted.slice(0, TOP).map(([key, counts]) => ({ key, counts }));
  const rest = sorted.slice(TOP);
  if (rest.length) {
    shown.push({ key: "Other", counts: weeksSum(rest.map(([, counts]) => counts)) });
  }
  return shown;
}

function weeksSum(all: number[][]): number[] {
  return Array.from({ length: WEEKS }, (_, week) => all.reduce((sum, counts) => sum + counts[week]!, 0));
}
