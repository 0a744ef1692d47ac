/**
 * A lead's stored source (migration 027) as one line for a CSV cell: the last touch, else the first
 * (contracts/visit-source.ts describes it). Empty when the lead has no source or it cannot be read.
 */
import { describeTouch } from "#contracts/visit-source";

export function sourceSummary(stored: unknown): string {
  if (typeof stored !== "string" || stored === "") return "";
  try {
    const parsed = JSON.parse(stored) as { firstTouch?: unknown; lastTouch?: unknown } | null;
    return describeTouch(parsed?.lastTouch) || describeTouch(parsed?.firstTouch);
  } catch {
    return "";
  }
}
