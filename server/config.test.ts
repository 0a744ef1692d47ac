import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected loadConfig to throw a ConfigError");
}

describe("loadConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      smtpUrl: undefined,
      notifyTo: [],
      publicUrl: "http://localhost:3000",
      trustProxy: false,
      rateLimit: true,
      mailRetentionDays: 30,
      requireTwoFactor: false,
      replyOverdueHours: 4,
    });
    expect(config.mailFrom).toMatch(/<no-reply@[^>]+>$/);
  });

  it("reads a Google Analytics measurement ID, and refuses anything else", () => {
    expect(loadConfig({}).analyticsMeasurementId).toBeUndefined();
    expect(loadConfig({ GA_MEASUREMENT_ID: " G-4XK2Q9T7ZB " }).analyticsMeasurementId).toBe("G-4XK2Q9T7ZB");
    for (const bad of ["UA-12345-1", "G-", "G-abc def", '"><script>']) {
      expect(configError({ GA_MEASUREMENT_ID: bad }).problems).toEqual([
        { variable: "GA_MEASUREMENT_ID", message: expect.stringContaining("measurement ID") },
      ]);
    }
  });

  it("keeps applications a year and inquiries and catalogue requests three years unless told, in whole days", () => {
    expect(loadConfig({})).toMatchObject({ retention: { applicationDays: 365, leadDays: 1095 } });
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: " 180 ", LEAD_RETENTION_DAYS: "730" })).toMatchObject({
      retention: { applicationDays: 180, leadDays: 730 },
    });
    for (const bad of ["0", "-5", "1.5", "a year", "36501"]) {
      expect(configError({ APPLICATION_RETENTION_DAYS: bad, LEAD_RETENTION_DAYS: bad }).problems).toEqual([
        { variable: "APPLICATION_RETENTION_DAYS", message: "must be a whole number of days from 1 to 36500" },
        { variable: "LEAD_RETENTION_DAYS", message: "must be a whole number of days from 1 to 36500" },
      ]);
    }
  });

  it("caps uploads at 5 GB in all and 30 MB a client a day, scans nothing, unless told (S-07)", () => {
    const config = loadConfig({});
    expect(config.uploadLimits).toEqual({
      totalBytes: 5 * 1024 ** 3,
      clientBytes: 30 * 1024 ** 2,
      clientWindowMs: 86_400_000,
    });
    expect(config.malwareScan).toBeUndefined();
    expect(loadConfig({ CLAMD_ADDRESS: "/run/clamav/clamd.ctl" }).malwareScan).toEqual({
      address: { path: "/run/clamav/clamd.ctl" },
      whenUnavailable: "refuse",
    });
    expect(
      configError({ UPLOADS_MAX_TOTAL_MB: "0", UPLOADS_CLIENT_QUOTA_MB: "5", CLAMD_ADDRESS: "clamd" }).problems,
    ).toEqual([
      { variable: "UPLOADS_MAX_TOTAL_MB", message: "must be a whole number of megabytes from 1 to 10000000" },
      { variable: "UPLOADS_CLIENT_QUOTA_MB", message: "must be a whole number of megabytes from 10 to 100000" },
      { variable: "CLAMD_ADDRESS", message: expect.stringContaining("tcp://host:port") },
    ]);
    expect(configError({ CLAMD_UNAVAILABLE: "accept" }).problems).toEqual([
      { variable: "CLAMD_ADDRESS", message: "must be set when CLAMD_UNAVAILABLE is set" },
    ]);
    expect(configError({ CLAMD_ADDRESS: "/run/c.ctl", CLAMD_UNAVAILABLE: "ignore" }).problems).toEqual([
      { variable: "CLAMD_UNAVAILABLE", message: "must be refuse or accept" },
    ]);
  });

  it("derives the default public URL from PORT", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8443",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgresql://site:secret@db:5432/site",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      MAIL_FROM: "Website <web@example.com>",
      NOTIFY_TO: "sales@example.com, hr@example.com",
      ADMIN_EMAIL: "it@example.com",
      ADMIN_PASSWORD: "correct horse battery",
      PUBLIC_URL: "https://www.example.com/",
      TRUST_PROXY: "10.0.0.0/8,127.0.0.1",
      RATE_LIMIT: "OFF",
      UPLOADS: "disk",
      UPLOADS_MAX_TOTAL_MB: "20480",
      UPLOADS_CLIENT_QUOTA_MB: "50",
      CLAMD_ADDRESS: "tcp://clamav.internal:3310",
      CLAMD_UNAVAILABLE: "Accept",
      WEB_CONCURRENCY: "4",
      APPLICATION_RETENTION_DAYS: "90",
      LEAD_RETENTION_DAYS: "365",
      MAIL_RETENTION_DAYS: "14",
      REQUIRE_2FA: "On",
      REPLY_OVERDUE_HOURS: "6",
    });
    expect(config).toEqual({
      port: 8443,
      host: "127.0.0.1",
      dataDir: "/var/lib/site",
      databaseUrl: "postgresql://site:secret@db:5432/site",
      smtpUrl: "smtps://user:pass@mail.example.com:465",
      mailFrom: "Website <web@example.com>",
      notifyTo: ["sales@example.com", "hr@example.com"],
      adminEmail: "it@example.com",
      adminPassword: "correct horse battery",
      publicUrl: "https://www.example.com",
      trustProxy: ["10.0.0.0/8", "127.0.0.1"],
      rateLimit: false,
      uploads: { kind: "disk" },
      uploadLimits: { totalBytes: 20480 * 1024 * 1024, clientBytes: 50 * 1024 * 1024, clientWindowMs: 86_400_000 },
      malwareScan: { address: { host: "clamav.internal", port: 3310 }, whenUnavailable: "accept" },
      webConcurrency: 4,
      retention: { applicationDays: 90, leadDays: 365 },
      mailRetentionDays: 14,
      requireTwoFactor: true,
      replyOverdueHours: 6,
    });
  });

  it("keeps uploads on disk with SQLite and in the database with PostgreSQL unless UPLOADS says otherwise", () => {
    expect(loadConfig({}).uploads).toEqual({ kind: "disk" });
    expect(loadConfig({ DATABASE_URL: "postgres://db/site" }).uploads).toEqual({ kind: "database" });
    expect(loadConfig({ UPLOADS: "database" }).uploads).toEqual({ kind: "database" });
    expect(loadConfig({ UPLOADS: "s3://site-uploads/resumes" }).uploads).toEqual({
      kind: "s3",
      location: {
        bucket: "site-uploads",
        prefix: "resumes/",
        endpoint: undefined,
        region: undefined,
        forcePathStyle: false,
      },
    });
    expect(loadConfig({ UPLOADS: "s3://uploads?endpoint=http://127.0.0.1:9000&region=ap-south-1" }).uploads).toEqual({
      kind: "s3",
      location: {
        bucket: "uploads",
        prefix: "",
        endpoint: "http://127.0.0.1:9000",
        region: "ap-south-1",
        forcePathStyle: true,
      },
    });
    expect(configError({ UPLOADS: "ftp://files" }).problems).toEqual([
      { variable: "UPLOADS", message: expect.stringMatching(/^must be disk, database or an s3:/) },
    ]);
  });

  it("reads WEB_CONCURRENCY as a count of worker processes", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "2" }).webConcurrency).toBe(2);
    expect(configError({ WEB_CONCURRENCY: "0" }).problems[0]?.variable).toBe("WEB_CONCURRENCY");
    expect(configError({ WEB_CONCURRENCY: "many" }).problems[0]?.variable).toBe("WEB_CONCURRENCY");
  });

  it.each([
    ["off", false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["loopback, 192.168.1.0/24, ::1", ["loopback", "192.168.1.0/24", "::1"]],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ["PORT", "abc", "PORT must be an integer 1-65535"],
    ["PORT", "70000", "PORT must be an integer 1-65535"],
    ["PORT", "0", "PORT must be an integer 1-65535"],
    ["HOST", "not a host!", "HOST must be an IP address or a host name"],
    ["REQUIRE_2FA", "yes", "REQUIRE_2FA must be on or off"],
    ["DATABASE_URL", "mysql://db/site", "DATABASE_URL must be a postgres:// or postgresql:// URL"],
    ["SMTP_URL", "http://mail.example.com", "SMTP_URL must be an smtp:// or smtps:// URL"],
    ["MAIL_FROM", "nobody", "MAIL_FROM must be an e-mail address"],
    [
      "NOTIFY_TO",
      "sales@example.com, hr",
      'NOTIFY_TO must be a comma-separated list of e-mail addresses ("hr" is not one)',
    ],
    ["ADMIN_EMAIL", "admin", "ADMIN_EMAIL must be an e-mail address"],
    ["PUBLIC_URL", "www.example.com", "PUBLIC_URL must be an http:// or https:// origin"],
    ["PUBLIC_URL", "https://www.example.com/site", "PUBLIC_URL must be an http:// or https:// origin"],
    ["TRUST_PROXY", "10.0.0.0/99", '("10.0.0.0/99" is not one)'],
    // S-01: "true" trusts whatever a client writes into X-Forwarded-For.
    ["TRUST_PROXY", "true", "TRUST_PROXY must not be true: it trusts every X-Forwarded-For entry"],
    ["TRUST_PROXY", "on", "TRUST_PROXY must not be true: it trusts every X-Forwarded-For entry"],
    ["RATE_LIMIT", "disabled", "RATE_LIMIT must be on or off"],
    ["MAIL_RETENTION_DAYS", "0", "MAIL_RETENTION_DAYS must be a whole number of days, 1-3650"],
    ["MAIL_RETENTION_DAYS", "a week", "MAIL_RETENTION_DAYS must be a whole number of days, 1-3650"],
    ["REPLY_OVERDUE_HOURS", "0", "REPLY_OVERDUE_HOURS must be a whole number of working hours, 1-200"],
    ["REPLY_OVERDUE_HOURS", "half a day", "REPLY_OVERDUE_HOURS must be a whole number of working hours, 1-200"],
  ])("rejects %s=%s, naming the variable", (variable, value, message) => {
    const error = configError({ [variable]: value });
    expect(error.message).toContain(`Invalid environment: `);
    expect(error.message).toContain(message);
    expect(error.problems.map((p) => p.variable)).toEqual([variable]);
  });

  it("backs SQLite up daily, keeping 14, in DATA_DIR/backups unless told", () => {
    expect(loadConfig({ DATA_DIR: "/srv/site" }).backup).toEqual({
      intervalHours: 24,
      keep: 14,
      dir: "/srv/site/backups",
    });
    expect(
      loadConfig({ BACKUP_INTERVAL_HOURS: "0", BACKUP_KEEP: "3", BACKUP_DIR: "/mnt/other-disk/site" }).backup,
    ).toEqual({ intervalHours: 0, keep: 3, dir: "/mnt/other-disk/site" });
  });

  it.each([
    ["BACKUP_INTERVAL_HOURS", "daily", "BACKUP_INTERVAL_HOURS must be a whole number of hours, 0-8760"],
    ["BACKUP_INTERVAL_HOURS", "-1", "BACKUP_INTERVAL_HOURS must be a whole number of hours, 0-8760"],
    ["BACKUP_INTERVAL_HOURS", "1.5", "BACKUP_INTERVAL_HOURS must be a whole number of hours, 0-8760"],
    ["BACKUP_KEEP", "0", "BACKUP_KEEP must be a whole number of backups to keep, 1-1000"],
    ["BACKUP_KEEP", "all", "BACKUP_KEEP must be a whole number of backups to keep, 1-1000"],
  ])("stops the start on %s=%s, naming it", (variable, value, message) => {
    const error = configError({ [variable]: value });
    expect(error.message).toContain(message);
    expect(error.problems.map((p) => p.variable)).toEqual([variable]);
  });

  it("refuses the backup settings with PostgreSQL, whose backups pg_dump takes", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://db/site" }).backup).toBeUndefined();
    const error = configError({ DATABASE_URL: "postgres://db/site", BACKUP_DIR: "/mnt/backups", BACKUP_KEEP: "5" });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(["BACKUP_DIR", "BACKUP_KEEP"]);
    expect(error.message).toContain("BACKUP_DIR applies to SQLite only: with DATABASE_URL, back up with pg_dump");
  });

  it("names every bad variable at once", () => {
    const error = configError({ PORT: "abc", PUBLIC_URL: "nope", NOTIFY_TO: "x" });
    expect(error.problems.map((p) => p.variable).sort()).toEqual(["NOTIFY_TO", "PORT", "PUBLIC_URL"]);
  });

  it("never repeats a secret in its message", () => {
    const error = configError({ DATABASE_URL: "mysql://user:hunter22@db/site" });
    expect(error.message).not.toContain("hunter22");
  });

  it("refuses an admin password the policy refuses (short, common, the e-mail), without repeating it", () => {
    const refused = (password: string) => configError({ ADMIN_EMAIL: "it.desk@example.com", ADMIN_PASSWORD: password });
    expect(refused("eleven-char").message).toContain(
      "ADMIN_PASSWORD is not accepted: The password must be at least 12 characters.",
    );
    expect(refused("Password2024!").message).toContain(
      "ADMIN_PASSWORD is not accepted: This is one of the most common",
    );
    expect(refused("itdesk@2026!!").message).toContain(
      "ADMIN_PASSWORD is not accepted: The password must not be your e-mail",
    );
    expect(refused("Password2024!").message).not.toContain("Password2024!");
    expect(configError({ ADMIN_PASSWORD: "long enough for the rule" }).message).toContain(
      "ADMIN_EMAIL must be set when ADMIN_PASSWORD is set",
    );
  });
});
