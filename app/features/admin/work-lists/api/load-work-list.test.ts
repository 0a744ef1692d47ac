// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWorkList } from "./load-work-list";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const item = (id: number) => ({ id, name: `Buyer ${id}` });

describe("loading a list for the address", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const asked = () => fetchMock.mock.calls.map(([url]) => String(url));

  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) =>
      url.includes("/count") ? json({ count: 4 }) : json({ items: [item(1)], total: 1, page: 1, pageSize: 10 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the page, search and sort the address names, and the spam count", async () => {
    const data = await loadWorkList(new URL("http://x/admin/dashboard?section=career&q=qc&sort=name&page=2&spam=true"));
    expect(asked()).toEqual([
      "/api/admin/applications?spam=true&q=qc&sort=name&order=asc&page=2",
      "/api/admin/applications/spam/count",
    ]);
    expect(data.view).toMatchObject({ section: "career", q: "qc", page: 2, spam: true });
    expect(data.page?.items).toEqual([item(1)]);
    expect(data.spamCount).toBe(4);
  });

  it("uses the inquiries' own spam list, and the catalogue requests' spam view and count", async () => {
    await loadWorkList(new URL("http://x/admin/dashboard?spam=true"));
    expect(asked()[0]).toBe("/api/inquiries/spam?sort=id&order=asc&page=1");
    fetchMock.mockClear();
    const data = await loadWorkList(new URL("http://x/admin/dashboard?section=catalogue&spam=true"));
    expect(asked()).toEqual([
      "/api/form/get-submissions?spam=true&sort=date&order=desc&page=1",
      "/api/form/spam/count",
    ]);
    expect(data.spamCount).toBe(4);
  });

  it("keeps a failed list as data, so the page can say so", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes("/count") ? json({ count: 0 }) : json({ error: { code: "internal_error", message: "x" } }, 500),
    );
    const data = await loadWorkList(new URL("http://x/admin/dashboard"));
    expect(data.page).toBeNull();
    expect(data.spamCount).toBe(0);
  });

  it("replaces a page emptied by records moving away with the last page there is", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.includes("/count") ? json({ count: 0 }) : json({ items: [], total: 21, page: 5, pageSize: 10 }),
    );
    const thrown = await loadWorkList(new URL("http://x/admin/dashboard?section=career&q=a&page=5")).catch(
      (answer: unknown) => answer,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("Location")).toBe("/admin/dashboard?section=career&q=a&page=3");
    expect(response.headers.get("X-Remix-Replace")).toBe("true");
  });
});
