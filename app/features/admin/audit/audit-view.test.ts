import { describe, expect, it } from "vitest";
import { auditQuery, auditViewHref, readAuditView } from "./audit-view";

describe("the audit page's address", () => {
  it("reads the filters it knows and drops what it cannot use", () => {
    const view = readAuditView(
      new URLSearchParams("actor= Priya@Example.com &action=export.csv&from=2026-11-01&to=yesterday&before=x"),
    );
    expect(view).toEqual({
      actor: "Priya@Example.com",
      action: "export.csv",
      from: "2026-11-01",
      to: "",
      before: "x",
      after: "",
    });
    expect(readAuditView(new URLSearchParams("action=drop.table")).action).toBe("");
  });

  it("asks the server for whole days in India time, the last day included", () => {
    expect(auditQuery(readAuditView(new URLSearchParams("from=2026-11-01&to=2026-11-30")))).toMatchObject({
      from: "2026-11-01T00:00:00+05:30",
      to: "2026-12-01T00:00:00+05:30",
    });
  });

  it("writes only the filters set", () => {
    expect(auditViewHref("/admin/audit", { actor: "", action: "user.invite", from: "2026-11-01" })).toBe(
      "/admin/audit?action=user.invite&from=2026-11-01",
    );
    expect(auditViewHref("/admin/audit", {})).toBe("/admin/audit");
  });
});
