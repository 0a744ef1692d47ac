/** How the portal names where an item stands (contracts/collections/api.ts, LIVE_STATES). */
import type { LiveState } from "#contracts/collections/api";

export const LIVE_STATE_LABELS: Record<LiveState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  live: "Live",
  closed: "Closed",
};

/** A moment as staff read it: "25 Nov 2026, 09:00" in the browser's time zone. */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
}
