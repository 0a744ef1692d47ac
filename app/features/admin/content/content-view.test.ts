import { describe, expect, it } from "vitest";
import { contentItemHref, contentListHref, isCollection, readContentView } from "./content-view";

describe("a content list's address", () => {
  it("holds the search, status and page, leaving out the defaults", () => {
    const view = readContentView("news", new URLSearchParams("q=%20plastindia%20&status=draft&page=2"));
    expect(view).toEqual({ collection: "news", q: "plastindia", status: "draft", page: 2 });
    expect(contentListHref(view)).toBe("/admin/content/news?q=plastindia&status=draft&page=2");
    expect(contentListHref({ ...view, q: "", status: "all", page: 1 })).toBe("/admin/content/news");
  });

  it("reads what it cannot use as the default", () => {
    expect(readContentView("openings", new URLSearchParams("status=secret&page=abc"))).toEqual({
      collection: "openings",
      q: "",
      status: "all",
      page: 1,
    });
  });

  it("names the four collections and their editors", () => {
    expect(isCollection("galleries")).toBe(true);
    expect(isCollection("users")).toBe(false);
    expect(contentItemHref("exhibitions", 4)).toBe("/admin/content/exhibitions/4");
    expect(contentItemHref("openings", "new")).toBe("/admin/content/openings/new");
  });
});
