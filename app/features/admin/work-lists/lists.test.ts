import { describe, expect, it } from "vitest";
import { careerList, catalogueList, contactList, visibleColumns } from "./lists";

const headers = (columns: { header: string }[]) => columns.map((column) => column.header);

describe("the columns each list shows (docs/spec.md §9)", () => {
  it("applications: all on a wide screen", () => {
    expect(headers(visibleColumns(careerList.columns, 1280))).toEqual([
      "ID",
      "Name",
      "Email",
      "Contact",
      "Position",
      "Follow-up",
      "Resume",
      "Applied",
    ]);
  });

  it("applications: no email or contact below 768 px", () => {
    expect(headers(visibleColumns(careerList.columns, 767))).toEqual([
      "ID",
      "Name",
      "Position",
      "Follow-up",
      "Resume",
      "Applied",
    ]);
    expect(headers(visibleColumns(careerList.columns, 768))).toContain("Email");
  });

  it("applications: only id, follow-up, name and resume below 480 px", () => {
    expect(headers(visibleColumns(careerList.columns, 479))).toEqual(["ID", "Name", "Follow-up", "Resume"]);
    expect(headers(visibleColumns(careerList.columns, 375))).toEqual(["ID", "Name", "Follow-up", "Resume"]);
  });

  it("catalogue: email and contact hidden at 480 px or less", () => {
    expect(headers(visibleColumns(catalogueList.columns, 480))).toEqual(["Name", "City", "State", "Category", "Date"]);
    expect(headers(visibleColumns(catalogueList.columns, 481))).toEqual([
      "Name",
      "Email",
      "Contact",
      "City",
      "State",
      "Category",
      "Date",
    ]);
  });

  it("inquiries keep name and follow-up on the smallest screens", () => {
    expect(headers(visibleColumns(contactList.columns, 375))).toEqual(["ID", "Name", "Follow-up"]);
  });
});

describe("each lead's owner (issue 24)", () => {
  const owned = { owner: { id: 7, name: "Meera Shah" } };
  const ownerColumn = (columns: typeof contactList.columns) => columns.find((column) => column.header === "Owner");

  it("follows the spec's inquiry columns from 1440 px, named or Nobody", () => {
    expect(headers(visibleColumns(contactList.columns, 1440)).at(-1)).toBe("Owner");
    expect(headers(visibleColumns(contactList.columns, 1280))).not.toContain("Owner");
    const column = ownerColumn(contactList.columns);
    expect(column?.text?.({ ...contactRow(), ...owned })).toBe("Meera Shah");
    expect(column?.text?.({ ...contactRow(), owner: null })).toBe("Nobody");
  });

  it("follows the spec's catalogue columns only on wide screens, and is in both lists' details", () => {
    expect(headers(visibleColumns(catalogueList.columns, 1280))).not.toContain("Owner");
    expect(headers(visibleColumns(catalogueList.columns, 1440)).at(-1)).toBe("Owner");
    for (const list of [contactList, catalogueList] as const) {
      expect(list.owned).toBe(true);
      expect(list.details.map((field) => field.label)).toContain("Owner");
    }
    expect(careerList.owned).toBeUndefined();
  });
});

/** An inquiry as the list reads it; only the owner matters here. */
function contactRow(): Parameters<NonNullable<(typeof contactList.columns)[number]["text"]>>[0] {
  return {
    id: 1,
    name: "Anna",
    companyName: "",
    email: "anna@example.com",
    contactNumber: "",
    city: "",
    state: "",
    country: "Russia",
    language: "en",
    message: "",
    followupStatus: "Pending",
    isSpam: false,
    spamReasons: [],
    createdAt: "2026-11-27T10:00:00.000Z",
    buyerId: null,
    owner: null,
    assignedAt: null,
    firstReplyAt: null,
    source: null,
  };
}

describe("default sorts (docs/spec.md §9)", () => {
  it("applications and inquiries by id ascending, catalogue by date descending", () => {
    expect(careerList.defaultSort).toEqual({ sort: "id", order: "asc" });
    expect(contactList.defaultSort).toEqual({ sort: "id", order: "asc" });
    expect(catalogueList.defaultSort).toEqual({ sort: "date", order: "desc" });
  });

  it("every sortable column uses a key the server sorts by", async () => {
    const { listSorts } = await import("#contracts/staff-portal");
    const keys = (section: { columns: { sortKey?: string }[] }) =>
      section.columns.flatMap((c) => (c.sortKey ? [c.sortKey] : []));
    for (const key of keys(careerList)) expect(listSorts.applications.keys).toContain(key);
    for (const key of keys(contactList)) expect(listSorts.inquiries.keys).toContain(key);
    for (const key of keys(catalogueList)) expect(listSorts.catalogueRequests.keys).toContain(key);
  });

  it("the lead lists' Owner column sorts by owner", () => {
    for (const list of [contactList, catalogueList]) {
      expect(list.columns.find((column) => column.header === "Owner")?.sortKey).toBe("owner");
    }
  });
});
