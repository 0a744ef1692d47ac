/**
 * How long the privacy notice says data is kept. The pages are prerendered before anyone knows what a
 * deployment sets (APPLICATION_RETENTION_DAYS, LEAD_RETENTION_DAYS), so the notice carries these
 * tokens, and the server writes the configured periods in their place when it loads the build, as it
 * does PUBLIC_URL (server/modules/static-site/static-site-files.ts). The notice and the deletion then agree.
 */
export const RETENTION_PERIOD_TOKENS = {
  applicationDays: "{retention period of job applications}",
  leadDays: "{retention period of inquiries and catalogue requests}",
} as const;

/** How long applications and leads are kept: what retention deletes by and the privacy notice states. */
export interface RetentionPeriods {
  applicationDays: number;
  leadDays: number;
}

/** The periods when a deployment sets none (a year for applications, three for leads). */
export const RETENTION_DEFAULTS: RetentionPeriods = { applicationDays: 365, leadDays: 1095 };

/** A period in the notice's words: whole years as years ("1 year", "3 years"), anything else in days. */
export function retentionPeriodText(days: number): string {
  if (days % 365 !== 0) return `${days} day${days === 1 ? "" : "s"}`;
  const years = days / 365;
  return `${years} year${years === 1 ? "" : "s"}`;
}

/** `text` with each token replaced by its period. */
export function withRetentionPeriods(text: string, periods: RetentionPeriods): string {
  return text
    .replaceAll(RETENTION_PERIOD_TOKENS.applicationDays, retentionPeriodText(periods.applicationDays))
    .replaceAll(RETENTION_PERIOD_TOKENS.leadDays, retentionPeriodText(periods.leadDays));
}
