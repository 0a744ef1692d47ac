import { describe, expect, it } from "vitest";
import { RETENTION_PERIOD_TOKENS, retentionPeriodText, withRetentionPeriods } from "./retention-periods";

describe("retention periods in the notice's words", () => {
  it("says whole years in years and anything else in days", () => {
    expect(retentionPeriodText(365)).toBe("1 year");
    expect(retentionPeriodText(1095)).toBe("3 years");
    expect(retentionPeriodText(90)).toBe("90 days");
    expect(retentionPeriodText(1)).toBe("1 day");
    expect(retentionPeriodText(400)).toBe("400 days");
  });

  it("fills in every token and leaves the rest of the text alone", () => {
    const text = `A ${RETENTION_PERIOD_TOKENS.applicationDays}; B ${RETENTION_PERIOD_TOKENS.leadDays}; again ${RETENTION_PERIOD_TOKENS.leadDays}.`;
    expect(withRetentionPeriods(text, { applicationDays: 180, leadDays: 730 })).toBe(
      "A 180 days; B 2 years; again 2 years.",
    );
  });
});
