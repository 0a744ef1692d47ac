/**
 * The address an exhibition's booth hands out (issue 24): the site's home page tagged
 * utm_source=exhibition, utm_medium=booth and utm_campaign=<the exhibition's slug>, so a lead that
 * arrives through it stores that source (app/lib/visit-source.ts) and the reports count it.
 */
import { UTM_PARAMETERS } from "#contracts/utm-parameters";

export function boothLink(origin: string, slug: string): string {
  const query = new URLSearchParams({
    [UTM_PARAMETERS.utmSource]: "exhibition",
    [UTM_PARAMETERS.utmMedium]: "booth",
    [UTM_PARAMETERS.utmCampaign]: slug,
  });
  return `${origin.replace(/\/+$/, "")}/?${query.toString()}`;
}
