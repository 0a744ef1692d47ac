/**
 * The utm_* parameters a visit's touch records, by the name `source` gives them and the query-string
 * name they are read from. Apart from contracts/visit-source.ts so that the public pages' root,
 * which reads them on every load, does not pull in the schema library.
 */
export const UTM_PARAMETERS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
} as const;
