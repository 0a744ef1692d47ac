import { describe, expect, it } from "vitest";
import { type ListView, freshView, listViewHref, nextSort, readListView } from "./list-view";

const read = (search: string) => readListView(new URLSearchParams(search));

describe("the list view in the address", () => {
  it("opens the inquiries, unfiltered, on page 1 when the address says nothing", () => {
    expect(read("")).toEqual({ section: "contact", q: "", sort: "id", order: "asc", page: 1, spam: false });
    expect(read("?section=catalogue")).toEqual(freshView("catalogue"));
    expect(freshView("catalogue")).toMatchObject({ sort: "date", order: "desc" });
  });

  it("reads section, search, sort, order, page and the spam view", () => {
    expect(read("?section=career&q=%20Ravi%20&sort=name&order=desc&page=3&spam=true")).toEqual({
      section: "career",
      q: "Ravi",
      sort: "name",
      order: "desc",
      page: 3,
      spam: true,
    });
  });

  it("reads what it cannot use as the default, so an edited link still opens a list", () => {
    expect(read("?section=users&sort=password&order=sideways&page=abc&spam=yes")).toEqual(freshView("contact"));
    expect(read("?page=0").page).toBe(1);
    expect(read("?page=-2").page).toBe(1);
    expect(read("?page=2.5").page).toBe(1);
    expect(read("?page=1234567890").page).toBe(1);
    // A sort key of another list is not one of this list's.
    expect(read("?section=catalogue&sort=jobTitle").sort).toBe("date");
  });

  it("has a spam view for catalogue requests, as for the other lists", () => {
    expect(read("?section=catalogue&spam=true").spam).toBe(true);
  });

  it("cuts a search to the length the server accepts", () => {
    expect(read(`?q=${"a".repeat(250)}`).q).toHaveLength(200);
  });

  it("writes only what differs from the defaults", () => {
    expect(listViewHref(freshView("contact"))).toBe("/admin/dashboard");
    expect(listViewHref(freshView("career"))).toBe("/admin/dashboard?section=career");
    expect(listViewHref({ ...freshView("catalogue"), q: " Surat ", page: 2 })).toBe(
      "/admin/dashboard?section=catalogue&q=Surat&page=2",
    );
    expect(listViewHref({ ...freshView("career"), sort: "id", order: "desc", spam: true })).toBe(
      "/admin/dashboard?section=career&sort=id&order=desc&spam=true",
    );
  });

  it("reads back what it writes", () => {
    const views: ListView[] = [
      freshView("contact"),
      { section: "career", q: "qc engineer", sort: "createdAt", order: "desc", page: 12, spam: true },
      { section: "catalogue", q: "a&b=c", sort: "city", order: "asc", page: 2, spam: false },
    ];
    for (const view of views) expect(read(listViewHref(view).split("?")[1] ?? "")).toEqual(view);
  });

  it("keeps 'My leads' in the address of the two sales lead lists, and nowhere else", () => {
    expect(read("?mine=true")).toEqual({ ...freshView("contact"), mine: true });
    expect(read("?section=catalogue&mine=true").mine).toBe(true);
    expect(read("?section=career&mine=true").mine).toBeUndefined();
    expect(read("?mine=yes").mine).toBeUndefined();
    expect(listViewHref({ ...freshView("catalogue"), mine: true })).toBe(
      "/admin/dashboard?section=catalogue&mine=true",
    );
    expect(listViewHref({ ...freshView("career"), mine: true })).toBe("/admin/dashboard?section=career");
    const view: ListView = { ...freshView("contact"), q: "zavod", page: 2, mine: true };
    expect(read(listViewHref(view).split("?")[1] ?? "")).toEqual(view);
  });

  it("flips the order of the sorted column and starts another ascending", () => {
    const view = freshView("contact");
    expect(nextSort(view, "id")).toEqual({ sort: "id", order: "desc" });
    expect(nextSort({ ...view, order: "desc" }, "id")).toEqual({ sort: "id", order: "asc" });
    expect(nextSort(view, "name")).toEqual({ sort: "name", order: "asc" });
  });
});
