import { describe, expect, it } from "vitest";
import { detailsText } from "./audit-table";

describe("an audit entry's details in words", () => {
  it("says how a sign-in went", () => {
    expect(detailsText({ twoFactor: false, mustChangePassword: false })).toBe("password only");
    expect(detailsText({ twoFactor: "code", mustChangePassword: false })).toBe("with a code from the app");
    expect(detailsText({ twoFactor: "recovery-code", mustChangePassword: true })).toBe(
      "with a recovery code · must change the password",
    );
    expect(detailsText({ reason: "wrong-code", step: "two-factor" })).toBe("reason: wrong-code · step: two-factor");
  });

  it("shows a change as before → after, and the rest as named values", () => {
    expect(detailsText({ list: "inquiries", id: 12, before: "Pending", after: "Contacted" })).toBe(
      "Pending → Contacted · list: inquiries · id: 12",
    );
    expect(detailsText({ email: "a@example.com", before: ["sales"], after: ["sales", "hr"] })).toBe(
      "sales → sales, hr · email: a@example.com",
    );
    expect(detailsText({ list: "inquiries", spam: false, rows: 120, complete: true })).toBe(
      "list: inquiries · spam: no · rows: 120 · complete: yes",
    );
  });
});
