/**
 * Where the visit came from (issue 24): on each page load that arrives with utm_* parameters or
 * from another site, the touch is kept in this browser's localStorage (first-party, no cookie, no
 * third party): the first one ever and the latest. The lead forms send both as `source`.
 */
import { UTM_PARAMETERS } from "#contracts/utm-parameters";
import type { VisitSource, VisitTouch } from "#contracts/visit-source";

const KEY = "visit-source";

/** Records this page load as a touch when it is one. */
export function recordVisitTouch(location: Location = window.location, referrer = document.referrer): void {
  if (location.pathname.startsWith("/admin")) return;
  const touch: VisitTouch = {};
  const query = new URLSearchParams(location.search);
  for (const [key, parameter] of Object.entries(UTM_PARAMETERS) as [keyof typeof UTM_PARAMETERS, string][]) {
    const value = query.get(parameter)?.slice(0, 100);
    if (value) touch[key] = value;
  }
  const fromElsewhere = referrer && !referrer.startsWith(`${location.origin}/`) && referrer !== location.origin;
  if (fromElsewhere) touch.referrer = referrer.slice(0, 500);
  if (Object.keys(touch).length === 0) return;
  touch.landingPage = `${location.pathname}${location.search}`.slice(0, 500);
  const kept = visitSource();
  store({ firstTouch: kept?.firstTouch ?? touch, lastTouch: touch });
}

/** The touches kept, if any (and if storage can be read). */
export function visitSource(): VisitSource | undefined {
  try {
    const kept = window.localStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as VisitSource) : undefined;
  } catch {
    return undefined;
  }
}

function store(source: VisitSource): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage refused (private mode, full): the lead is still sent, without its source.
  }
}
