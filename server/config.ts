/**
 * The server's configuration, read once from the environment at start-up. Every variable of the
 * docs/product-brief.md's configuration table is checked here; a bad value stops the server with a
 * message that names the variable (and never echoes a secret).
 */
import path from "node:path";
import { z } from "zod";
import { company } from "#content/company";
import { isMeasurementId } from "#contracts/analytics";
import { RETENTION_DEFAULTS, type RetentionPeriods } from "#contracts/retention-periods";
import { parseS3Url, type S3Location } from "#server/modules/uploads/file-store";
import { type ClamdAddress, parseClamdAddress } from "#server/modules/uploads/malware-scan";
import {
  days,
  emailList,
  host,
  isEmail,
  mailbox,
  megabytes,
  optional,
  port,
  publicUrl,
  trustProxy,
  urlWithScheme,
  wholeNumber,
} from "./config-values";
import { passwordProblem } from "./modules/staff/password-policy";

export interface Config {
  port: number;
  host: string;
  /** Absolute path: SQLite file, uploads and mail outbox files. */
  dataDir: string;
  /** postgres:// URL; unset means SQLite in `dataDir`. */
  databaseUrl?: string;
  /** smtp:// or smtps:// URL; unset means `.eml` files in `dataDir/outbox/`. */
  smtpUrl?: string;
  mailFrom: string;
  notifyTo: string[];
  adminEmail?: string;
  adminPassword?: string;
  /** Origin the site is reached at, without a trailing slash, e.g. "https://www.example.com". */
  publicUrl: string;
  /**
   * Which X-Forwarded-For entries to believe: none (false), the last `n` hops (a number: the
   * proxies in front of the server), or the entries added by these proxy addresses/ranges. Never
   * "all" (true), which lets any client choose its own address (security review S-01).
   */
  trustProxy: false | number | string[];
  /** Google Analytics measurement ID (docs/spec.md §7); unset means no analytics is loaded or sent. */
  analyticsMeasurementId?: string;
  /** Per-address limit on the public form endpoints; RATE_LIMIT=off is for load tests only. */
  rateLimit: boolean;
  /** Where uploaded files live (UPLOADS): disk by default with SQLite, the database with PostgreSQL. */
  uploads: UploadsSetting;
  /**
   * What may be uploaded: all files together at most `totalBytes` (UPLOADS_MAX_TOTAL_MB), one client
   * address at most `clientBytes` a day (UPLOADS_CLIENT_QUOTA_MB).
   */
  uploadLimits: { totalBytes: number; clientBytes: number; clientWindowMs: number };
  /** ClamAV's clamd to scan resumes with (CLAMD_ADDRESS), and what to do while it is down (CLAMD_UNAVAILABLE); unset: no scanning. */
  malwareScan?: { address: ClamdAddress; whenUnavailable: "refuse" | "accept" };
  /** Worker processes `npm start` runs (WEB_CONCURRENCY, default 1). */
  webConcurrency: number;
  /**
   * Days a job application and its resume (APPLICATION_RETENTION_DAYS), and an inquiry or catalogue
   * request (LEAD_RETENTION_DAYS), are kept after they arrived: what retention deletes by and the
   * privacy notice states.
   */
  retention: RetentionPeriods;
  /** Sent messages are deleted from the outbox after this many days (their bodies hold people's details). */
  mailRetentionDays: number;
  /** Working hours a lead may wait for a first reply before its owner is mailed; twice that, the administrators (REPLY_OVERDUE_HOURS, default 4). */
  replyOverdueHours: number;
  /** REQUIRE_2FA=on: every staff member sets up two-factor sign-in before using the portal. */
  requireTwoFactor: boolean;
  /**
   * The server's own backups of the SQLite database and DATA_DIR/uploads (docs/backups.md):
   * every `intervalHours` (BACKUP_INTERVAL_HOURS; 0: none on a schedule), the newest `keep`
   * (BACKUP_KEEP) kept in `dir` (BACKUP_DIR). Unset with PostgreSQL, which the operator backs up
   * with pg_dump.
   */
  backup?: BackupSettings;
}

export interface BackupSettings {
  intervalHours: number;
  keep: number;
  /** Absolute path. */
  dir: string;
}

export type UploadsSetting = { kind: "disk" } | { kind: "database" } | { kind: "s3"; location: S3Location };

export class ConfigError extends Error {
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(`Invalid environment: ${problems.map((p) => `${p.variable} ${p.message}`).join("; ")}`);
    this.name = "ConfigError";
  }
}

const DEFAULT_MAIL_FROM = `${company.name} <no-reply@${company.email.split("@")[1]}>`;

const envSchema = z
  .object({
    PORT: optional(port),
    HOST: optional(host),
    DATA_DIR: optional(z.string()),
    DATABASE_URL: optional(
      urlWithScheme(
        ["postgres:", "postgresql:"],
        "must be a postgres:// or postgresql:// URL (leave it unset to use SQLite)",
      ),
    ),
    SMTP_URL: optional(
      urlWithScheme(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL (leave it unset to write .eml files)"),
    ),
    MAIL_FROM: optional(mailbox),
    NOTIFY_TO: optional(emailList),
    ADMIN_EMAIL: optional(z.string().trim().refine(isEmail, "must be an e-mail address")),
    ADMIN_PASSWORD: optional(z.string()),
    PUBLIC_URL: optional(publicUrl),
    TRUST_PROXY: optional(trustProxy),
    GA_MEASUREMENT_ID: optional(
      z.string().trim().refine(isMeasurementId, "must be a Google Analytics 4 measurement ID, e.g. G-4XK2Q9T7ZB"),
    ),
    UPLOADS: optional(
      z
        .string()
        .trim()
        .transform((value, ctx): UploadsSetting => {
          if (value === "disk" || value === "database") return { kind: value };
          const location = parseS3Url(value);
          if (location) return { kind: "s3", location };
          ctx.addIssue({
            code: "custom",
            message: "must be disk, database or an s3://bucket/prefix URL (optionally ?endpoint=...&region=...)",
          });
          return z.NEVER;
        }),
    ),
    UPLOADS_MAX_TOTAL_MB: optional(megabytes(1, 10_000_000)),
    UPLOADS_CLIENT_QUOTA_MB: optional(megabytes(10, 100_000)),
    CLAMD_ADDRESS: optional(
      z
        .string()
        .trim()
        .transform((value, ctx): ClamdAddress => {
          const address = parseClamdAddress(value);
          if (address) return address;
          ctx.addIssue({
            code: "custom",
            message: "must be tcp://host:port, host:port, or a Unix socket as unix:/path or /path",
          });
          return z.NEVER;
        }),
    ),
    CLAMD_UNAVAILABLE: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .refine((value) => value === "refuse" || value === "accept", "must be refuse or accept"),
    ),
    WEB_CONCURRENCY: optional(
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, "must be a number of worker processes, 1-64")
        .transform(Number)
        .refine((n) => n >= 1 && n <= 64, "must be a number of worker processes, 1-64"),
    ),
    APPLICATION_RETENTION_DAYS: optional(days),
    LEAD_RETENTION_DAYS: optional(days),
    MAIL_RETENTION_DAYS: optional(
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, "must be a whole number of days, 1-3650")
        .transform(Number)
        .refine((days) => days >= 1 && days <= 3650, "must be a whole number of days, 1-3650"),
    ),
    RATE_LIMIT: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .refine((value) => value === "on" || value === "off", "must be on or off (off is for load tests only)"),
    ),
    REQUIRE_2FA: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .refine((value) => value === "on" || value === "off", "must be on or off"),
    ),
    BACKUP_INTERVAL_HOURS: optional(
      wholeNumber(0, 8760, "must be a whole number of hours, 0-8760 (0: no scheduled backups)"),
    ),
    REPLY_OVERDUE_HOURS: optional(wholeNumber(1, 200, "must be a whole number of working hours, 1-200")),
    BACKUP_KEEP: optional(wholeNumber(1, 1000, "must be a whole number of backups to keep, 1-1000")),
    BACKUP_DIR: optional(z.string()),
  })
  .superRefine((env, ctx) => {
    if (env.CLAMD_UNAVAILABLE !== undefined && env.CLAMD_ADDRESS === undefined) {
      ctx.addIssue({ code: "custom", path: ["CLAMD_ADDRESS"], message: "must be set when CLAMD_UNAVAILABLE is set" });
    }
    if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_EMAIL === undefined) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_EMAIL"], message: "must be set when ADMIN_PASSWORD is set" });
    }
    const problem =
      env.ADMIN_PASSWORD === undefined ? null : passwordProblem(env.ADMIN_PASSWORD, { email: env.ADMIN_EMAIL });
    if (problem) ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: `is not accepted: ${problem}` });
    if (env.DATABASE_URL !== undefined) {
      // Set but never used would let an operator believe the server backs PostgreSQL up.
      for (const variable of ["BACKUP_INTERVAL_HOURS", "BACKUP_KEEP", "BACKUP_DIR"] as const) {
        if (env[variable] === undefined) continue;
        ctx.addIssue({
          code: "custom",
          path: [variable],
          message: "applies to SQLite only: with DATABASE_URL, back up with pg_dump (docs/backups.md)",
        });
      }
    }
  });

/** Reads the configuration from `env` (usually `process.env`); throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = new Map<string, string>();
    for (const issue of result.error.issues) {
      const variable = String(issue.path[0] ?? "environment");
      if (!problems.has(variable)) problems.set(variable, issue.message);
    }
    throw new ConfigError([...problems].map(([variable, message]) => ({ variable, message })));
  }
  const parsed = result.data;
  const listenPort = parsed.PORT ?? 3000;
  const dataDir = path.resolve(parsed.DATA_DIR ?? "./data");
  return {
    port: listenPort,
    host: parsed.HOST ?? "0.0.0.0",
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    notifyTo: parsed.NOTIFY_TO ?? [],
    adminEmail: parsed.ADMIN_EMAIL,
    adminPassword: parsed.ADMIN_PASSWORD,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${listenPort}`,
    trustProxy: parsed.TRUST_PROXY ?? false,
    rateLimit: parsed.RATE_LIMIT !== "off",
    retention: {
      applicationDays: parsed.APPLICATION_RETENTION_DAYS ?? RETENTION_DEFAULTS.applicationDays,
      leadDays: parsed.LEAD_RETENTION_DAYS ?? RETENTION_DEFAULTS.leadDays,
    },
    requireTwoFactor: parsed.REQUIRE_2FA === "on",
    replyOverdueHours: parsed.REPLY_OVERDUE_HOURS ?? 4,
    ...(parsed.GA_MEASUREMENT_ID ? { analyticsMeasurementId: parsed.GA_MEASUREMENT_ID } : {}),
    uploads: parsed.UPLOADS ?? { kind: parsed.DATABASE_URL ? "database" : "disk" },
    uploadLimits: {
      totalBytes: parsed.UPLOADS_MAX_TOTAL_MB ?? 5 * 1024 * 1024 * 1024,
      clientBytes: parsed.UPLOADS_CLIENT_QUOTA_MB ?? 30 * 1024 * 1024,
      clientWindowMs: 24 * 60 * 60_000,
    },
    ...(parsed.CLAMD_ADDRESS
      ? {
          malwareScan: {
            address: parsed.CLAMD_ADDRESS,
            whenUnavailable: parsed.CLAMD_UNAVAILABLE === "accept" ? ("accept" as const) : ("refuse" as const),
          },
        }
      : {}),
    webConcurrency: parsed.WEB_CONCURRENCY ?? 1,
    mailRetentionDays: parsed.MAIL_RETENTION_DAYS ?? 30,
    ...(parsed.DATABASE_URL
      ? {}
      : {
          backup: {
            intervalHours: parsed.BACKUP_INTERVAL_HOURS ?? 24,
            keep: parsed.BACKUP_KEEP ?? 14,
            dir: parsed.BACKUP_DIR ? path.resolve(parsed.BACKUP_DIR) : path.join(dataDir, "backups"),
          },
        }),
  };
}
