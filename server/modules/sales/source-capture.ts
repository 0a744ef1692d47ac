/**
 * The `source` stored with a lead: the visit's touches as the form sent them, or, when it sent
 * none, the utm_* parameters of the page the form was on as the last touch. Null when neither
 * says anything.
 */
import { UTM_PARAMETERS } from "#contracts/utm-parameters";
import type { VisitSource, VisitTouch } from "#contracts/visit-source";

export function storedSource(sent: VisitSource | undefined, pageUrl: URL | undefined): string | null {
  const firstTouch = sent?.firstTouch && hasAny(sent.firstTouch) ? sent.firstTouch : null;
  const lastTouch = sent?.lastTouch && hasAny(sent.lastTouch) ? sent.lastTouch : null;
  if (firstTouch || lastTouch) return JSON.stringify({ firstTouch, lastTouch });
  if (!pageUrl) return null;
  const fromPage: VisitTouch = {};
  for (const [key, parameter] of Object.entries(UTM_PARAMETERS) as [keyof typeof UTM_PARAMETERS, string][]) {
    const value = pageUrl.searchParams.get(parameter)?.trim().slice(0, 100);
    if (value) fromPage[key] = value;
  }
  if (!hasAny(fromPage)) return null;
  fromPage.landingPage = `${pageUrl.pathname}${pageUrl.search}`.slice(0, 500);
  return JSON.stringify({ firstTouch: null, lastTouch: fromPage });
}

function hasAny(touch: VisitTouch): boolean {
  return Object.values(touch).some((value) => typeof value === "string" && value.trim() !== "");
}
