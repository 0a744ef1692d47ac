/**
 * What a file's bytes become when served (the build's, or a page drawn after it): the public origin
 * in place of PUBLIC_ORIGIN_PLACEHOLDER, the privacy notice's retention periods, the analytics meta
 * element; and the one place these settings are made from the configuration.
 */
import { ANALYTICS_META_NAME } from "#contracts/analytics";
import { DEFAULT_LOCALE, type Locale } from "#contracts/locales";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import {
  BACKUP_DAYS_DEFAULT,
  RETENTION_DEFAULTS,
  RETENTION_PERIOD_TOKENS,
  type NoticePeriods,
  backupDays,
  withRetentionPeriods,
} from "#contracts/retention-periods";
import type { Config } from "#server/config";
import { TEXT_TYPES } from "./file-types";

/** How every file of the site is served, whether the build wrote it or a publish drew it again. */
export interface SiteFileSettings {
  /** Replaces PUBLIC_ORIGIN_PLACEHOLDER in text files, e.g. "https://www.example.com". */
  publicOrigin: string;
  /** Included in every file's headers (the files are answered without Fastify's hooks). */
  securityHeaders: Readonly<Record<string, string>>;
  /**
   * GA_MEASUREMENT_ID: written into every page's <head> as the meta element the browser's
   * analytics reads, and the pages' policy allows gtag.js (contracts/analytics.ts).
   */
  analyticsMeasurementId?: string | undefined;
  /**
   * The periods retention deletes by (APPLICATION_RETENTION_DAYS, LEAD_RETENTION_DAYS) and the
   * days backups keep (BACKUP_KEEP × BACKUP_INTERVAL_HOURS), written into the privacy notice in
   * place of its tokens; the defaults when absent.
   */
  retentionPeriods?: NoticePeriods | undefined;
}

/** The one place the settings of the site's files are made from the configuration. */
export function siteFileSettings(
  config: Pick<Config, "publicUrl" | "analyticsMeasurementId" | "retention" | "backup">,
  securityHeaders: Readonly<Record<string, string>>,
): SiteFileSettings {
  return {
    publicOrigin: config.publicUrl,
    securityHeaders,
    analyticsMeasurementId: config.analyticsMeasurementId,
    retentionPeriods: { ...config.retention, backupDays: backupDays(config.backup) },
  };
}

const RETENTION_TOKEN_VALUES = Object.values(RETENTION_PERIOD_TOKENS);

/**
 * `body` as served: the placeholder origin replaced by the public one in text, the privacy notice's
 * retention periods written in, and in a page the analytics meta element when GA_MEASUREMENT_ID is
 * set. `substituted` when it differs from the build's.
 */
export function servedBody(
  body: Buffer,
  extension: string,
  options: Pick<SiteFileSettings, "publicOrigin" | "analyticsMeasurementId" | "retentionPeriods">,
  locale: Locale = DEFAULT_LOCALE,
): { body: Buffer; substituted: boolean; analytics: boolean } {
  let served = body;
  let substituted = false;
  if (TEXT_TYPES[extension] && body.includes(PUBLIC_ORIGIN_PLACEHOLDER)) {
    served = Buffer.from(body.toString("utf8").replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, options.publicOrigin), "utf8");
    substituted = true;
  }
  if (TEXT_TYPES[extension] && RETENTION_TOKEN_VALUES.some((token) => served.includes(token))) {
    served = Buffer.from(
      withRetentionPeriods(
        served.toString("utf8"),
        options.retentionPeriods ?? { ...RETENTION_DEFAULTS, backupDays: BACKUP_DAYS_DEFAULT },
        locale,
      ),
      "utf8",
    );
    substituted = true;
  }
  const analytics = extension === ".html" && options.analyticsMeasurementId !== undefined;
  if (analytics) {
    // Not rendered by React: React 19 passes over an element it did not render in <head> when it hydrates.
    const meta = `<meta name="${ANALYTICS_META_NAME}" content="${options.analyticsMeasurementId}"/>`;
    served = Buffer.from(served.toString("utf8").replace("</head>", `${meta}</head>`), "utf8");
    substituted = true;
  }
  return { body: served, substituted, analytics };
}
