import { describe, expect, it } from "vitest";
import { RETENTION_PERIOD_TOKENS, backupDays, retentionPeriodText, withRetentionPeriods } from "./retention-periods";

describe("retention periods in the notice's words", () => {
  it("says whole years in years and anything else in days", () => {
    expect(retentionPeriodText(365)).toBe("1 year");
    expect(retentionPeriodText(1095)).toBe("3 years");
    expect(retentionPeriodText(90)).toBe("90 days");
    expect(retentionPeriodText(1)).toBe("1 day");
    expect(retentionPeriodText(400)).toBe("400 days");
  });

  it("fills in every token and leaves the rest of the text alone", () => {
    const text = `A ${RETENTION_PERIOD_TOKENS.applicationDays}; B ${RETENTION_PERIOD_TOKENS.leadDays}; again ${RETENTION_PERIOD_TOKENS.leadDays}; C ${RETENTION_PERIOD_TOKENS.backupDays}.`;
    expect(withRetentionPeriods(text, { applicationDays: 180, leadDays: 730, backupDays: 365 })).toBe(
      "A 180 days; B 2 years; again 2 years; C 365 days.",
    );
  });

  it("says a period in the words of the notice's language", () => {
    const text = `${RETENTION_PERIOD_TOKENS.applicationDays}, ${RETENTION_PERIOD_TOKENS.leadDays}, ${RETENTION_PERIOD_TOKENS.backupDays}`;
    const periods = { applicationDays: 365, leadDays: 1095, backupDays: 14 };
    expect(withRetentionPeriods(text, periods, "ru")).toBe("1 год, 3 года, 14 дней");
    // French keeps a figure and its unit together with a no-break space where CLDR says so.
    expect(withRetentionPeriods(text, periods, "fr").replaceAll("\u00a0", " ")).toBe("1 an, 3 ans, 14 jours");
    expect(withRetentionPeriods(text, periods, "es")).toBe("1 año, 3 años, 14 días");
    expect(withRetentionPeriods(text, periods, "vi")).toBe("1 năm, 3 năm, 14 ngày");
    expect(withRetentionPeriods(text, periods, "ar")).not.toMatch(/[a-z]/);
    expect(withRetentionPeriods(text, periods, "en")).toBe("1 year, 3 years, 14 days");
  });

  it("says how long backups keep what was deleted: the kept backups' span, in whole days rounded up", () => {
    expect(backupDays({ intervalHours: 24, keep: 14 })).toBe(14);
    expect(backupDays({ intervalHours: 6, keep: 10 })).toBe(3);
    expect(backupDays({ intervalHours: 1, keep: 1 })).toBe(1);
    // No backups on a schedule (PostgreSQL, or BACKUP_INTERVAL_HOURS=0): the default schedule's period.
    expect(backupDays(undefined)).toBe(14);
    expect(backupDays({ intervalHours: 0, keep: 30 })).toBe(14);
  });
});
