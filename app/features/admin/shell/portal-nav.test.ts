import { describe, expect, it } from "vitest";
import { type PortalSection, portalSections, sectionsFor } from "./portal-nav";

describe("the sidebar's sections", () => {
  it("are the three lists of docs/spec.md §2, the site's four content collections and personal data, each opening unfiltered", () => {
    expect(portalSections.map((section) => [section.label, section.href])).toEqual([
      ["Contact Us", "/admin/dashboard"],
      ["Career", "/admin/dashboard?section=career"],
      ["Download Catalogue", "/admin/dashboard?section=catalogue"],
      ["Openings", "/admin/content/openings"],
      ["News", "/admin/content/news"],
      ["Exhibitions", "/admin/content/exhibitions"],
      ["Galleries", "/admin/content/galleries"],
      ["Personal data", "/admin/people"],
    ]);
  });

  it("are all shown to the administrator", () => {
    expect(sectionsFor("Administrator")).toEqual(portalSections);
  });

  it("leave out a section the person's role may not use", () => {
    const auditLog: PortalSection = {
      id: "audit",
      label: "Audit log",
      icon: "catalogue",
      href: "/admin/audit",
      roles: ["Administrator"],
    };
    const sections = [...portalSections, auditLog];
    expect(sectionsFor("Administrator", sections).map((s) => s.id)).toContain("audit");
    expect(sectionsFor("Sales", sections).map((s) => s.id)).toEqual(
      portalSections.filter((s) => s.id !== "people").map((s) => s.id),
    );
    expect(sectionsFor(undefined, sections).map((s) => s.id)).not.toContain("audit");
    expect(sectionsFor("Sales").map((s) => s.id)).not.toContain("people");
  });
});
