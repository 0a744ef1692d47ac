/**
 * A lead's stored source (migration 027) as one line for a CSV cell: the last touch (else the
 * first) as "utm_source / utm_medium / utm_campaign", the referring address and the landing page.
 * Empty when the lead has no source or it cannot be read.
 */
import type { VisitTouch } from "#contracts/visit-source";

export function sourceSummary(stored: unknown): string {
  if (typeof stored !== "string" || stored === "") return "";
  let touch: VisitTouch | null | undefined;
  try {
    const parsed = JSON.parse(stored) as { firstTouch?: VisitTouch | null; lastTouch?: VisitTouch | null } | null;
    touch = parsed?.lastTouch ?? parsed?.firstTouch;
  } catch {
    return "";
  }
  if (!touch || typeof touch !== "object") return "";
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const campaign = [touch.utmSource, touch.utmMedium, touch.utmCampaign].map(text).filter(Boolean).join(" / ");
  const parts = [campaign];
  if (text(touch.referrer)) parts.push(`from ${text(touch.referrer)}`);
  if (text(touch.landingPage)) parts.push(`landed on ${text(touch.landingPage)}`);
  return parts.filter(Boolean).join("; ");
}
