/**
 * How long the privacy notice says data is kept. The pages are prerendered before anyone knows what a
 * deployment sets (APPLICATION_RETENTION_DAYS, LEAD_RETENTION_DAYS, BACKUP_KEEP, BACKUP_INTERVAL_HOURS),
 * so the notice carries these tokens, and the server writes the configured periods in their place when
 * it loads the build, as it does PUBLIC_URL (server/modules/static-site/served-body.ts). The
 * notice, the deletion and the backups' pruning then agree.
 */
import { DEFAULT_LOCALE, type Locale } from "./locales";

export const RETENTION_PERIOD_TOKENS = {
  applicationDays: "{retention period of job applications}",
  leadDays: "{retention period of inquiries and catalogue requests}",
  backupDays: "{retention period of backups}",
} as const;

/** How long applications and leads are kept: what retention deletes by and the privacy notice states. */
export interface RetentionPeriods {
  applicationDays: number;
  leadDays: number;
}

/** The periods when a deployment sets none (a year for applications, three for leads). */
export const RETENTION_DEFAULTS: RetentionPeriods = { applicationDays: 365, leadDays: 1095 };

/** What the privacy notice states: the retention periods, and the days a backup may still hold what was deleted. */
export interface NoticePeriods extends RetentionPeriods {
  backupDays: number;
}

/** The backups' part when the server takes none on a schedule: the default schedule's (14 daily backups kept). */
export const BACKUP_DAYS_DEFAULT = 14;

/**
 * How long a deleted record can outlive its deletion in backups: until the newest `keep` backups,
 * one every `intervalHours`, were all taken after it, in whole days rounded up. Without backups on
 * a schedule (PostgreSQL's pg_dump, BACKUP_INTERVAL_HOURS=0) the default schedule's period.
 */
export function backupDays(backup: { intervalHours: number; keep: number } | undefined): number {
  if (backup === undefined || backup.intervalHours === 0) return BACKUP_DAYS_DEFAULT;
  return Math.ceil((backup.keep * backup.intervalHours) / 24);
}

/** A number of days or years in the words of `locale` ("3 years", "3 года", "3 ans"). */
function duration(count: number, unit: "day" | "year", locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(count);
}

/** A period in the notice's words: whole years as years ("1 year", "3 years"), anything else in days. */
export function retentionPeriodText(days: number, locale: Locale = DEFAULT_LOCALE): string {
  return days % 365 === 0 ? duration(days / 365, "year", locale) : duration(days, "day", locale);
}

/** `text` with each token replaced by its period, in the words of the notice's `locale`. */
export function withRetentionPeriods(text: string, periods: NoticePeriods, locale: Locale = DEFAULT_LOCALE): string {
  return text
    .replaceAll(RETENTION_PERIOD_TOKENS.applicationDays, retentionPeriodText(periods.applicationDays, locale))
    .replaceAll(RETENTION_PERIOD_TOKENS.leadDays, retentionPeriodText(periods.leadDays, locale))
    .replaceAll(RETENTION_PERIOD_TOKENS.backupDays, duration(periods.backupDays, "day", locale));
}
