/** How the portal names where an item stands (contracts/collections/api.ts, LIVE_STATES), in words and by tone. */
import type { LiveState } from "#contracts/collections/api";
import type { PillTone } from "~/features/admin/ui/state-pill";

export const LIVE_STATE_LABELS: Record<LiveState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  live: "Live",
  closed: "Closed",
};

export const LIVE_STATE_TONES: Record<LiveState, PillTone> = {
  draft: "neutral",
  scheduled: "planned",
  live: "good",
  closed: "warn",
};
