import { describe, expect, it } from "vitest";
import { type PortalSection, landingPath, portalSections, sectionsFor } from "./portal-nav";

describe("the sidebar's sections", () => {
  it("are the three lists of docs/spec.md §2, each opening unfiltered, buyers and the sales dashboard, the six content collections, personal data, users, the audit trail and the account", () => {
    expect(portalSections.map((section) => [section.label, section.href])).toEqual([
      ["Contact Us", "/admin/dashboard"],
      ["Career", "/admin/dashboard?section=career"],
      ["Download Catalogue", "/admin/dashboard?section=catalogue"],
      ["Buyers", "/admin/buyers"],
      ["Sales dashboard", "/admin/sales-dashboard"],
      ["Openings", "/admin/content/openings"],
      ["News", "/admin/content/news"],
      ["Exhibitions", "/admin/content/exhibitions"],
      ["Galleries", "/admin/content/galleries"],
      ["Machines", "/admin/content/machines"],
      ["Product lines", "/admin/content/product-lines"],
      ["Personal data", "/admin/people"],
      ["Users", "/admin/users"],
      ["Routing", "/admin/routing"],
      ["Audit trail", "/admin/audit"],
      ["My account", "/admin/account"],
    ]);
  });

  it("land each person on their first section", () => {
    expect(landingPath(["administrator"])).toBe("/admin/dashboard");
    expect(landingPath(["hr"])).toBe("/admin/dashboard?section=career");
    expect(landingPath(["marketing"])).toBe("/admin/content/news");
  });

  it("are all shown to an administrator", () => {
    expect(sectionsFor(["administrator"])).toEqual(portalSections);
  });

  it("show each person the sections of their roles only", () => {
    const ids = (roles: string[] | undefined) => sectionsFor(roles).map((section) => section.id);
    expect(ids(["sales"])).toEqual(["contact", "catalogue", "buyers", "sales-dashboard", "account"]);
    expect(ids(["hr"])).toEqual(["career", "openings", "account"]);
    expect(ids(["hr", "sales"])).toEqual([
      "contact",
      "career",
      "catalogue",
      "buyers",
      "sales-dashboard",
      "openings",
      "account",
    ]);
    expect(ids(["marketing"])).toEqual(["news", "exhibitions", "galleries", "machines", "product-lines", "account"]);
    expect(ids(["administrator"])).toEqual([
      "contact",
      "career",
      "catalogue",
      "buyers",
      "sales-dashboard",
      "openings",
      "news",
      "exhibitions",
      "galleries",
      "machines",
      "product-lines",
      "people",
      "users",
      "routing",
      "audit",
      "account",
    ]);
    expect(ids(undefined)).toEqual([]);
  });

  it("leave out an administrators' section for everyone else", () => {
    const audit: PortalSection = {
      id: "audit",
      label: "Audit trail",
      icon: "catalogue",
      href: "/admin/audit",
      area: "audit",
    };
    const sections = [...portalSections, audit];
    expect(sectionsFor(["administrator"], sections).map((s) => s.id)).toContain("audit");
    expect(sectionsFor(["sales", "hr"], sections).map((s) => s.id)).not.toContain("audit");
  });
});
