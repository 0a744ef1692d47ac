/**
 * The order of the machines and the product lines (PUT …/order), against the real build, on both
 * databases: a machine moved first within its line is first on its line's slider, a line moved
 * first is first in the menu and the browser, both within the publisher's look; an order that
 * leaves an item out or names one twice is refused and changes nothing; a body that is not a list
 * of ids is a 400; the audit trail records each order, refused ones included.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "#contracts/audit";
import { contentPaths } from "#contracts/collections/api";
import type { MachineFields } from "#contracts/collections/machines";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";
import { availableDialects } from "#tests/setup/databases";

beforeAll(() => ensureBuild(), 600_000);

describe.each(availableDialects())("ordering machines and product lines on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let marketing: Awaited<ReturnType<typeof addPerson>>;
  let admin: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, clientDir: CLIENT_DIR });
    marketing = await addPerson(t.db, ["marketing"]);
    admin = await addPerson(t.db, ["administrator"]);
    headers = bearer(marketing.token);
  }, 120_000);
  afterAll(() => t?.close());

  const page = async (url: string) => (await t.app.inject({ method: "GET", url })).body;
  const request = (method: "GET" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const idsOf = async (collection: "machines" | "product-lines") => {
    const list = await request("GET", `${contentPaths.collection(collection)}?pageSize=100&sort=position`);
    return list.json().items as { id: number; slug: string; fields: Partial<MachineFields> }[];
  };

  it(
    "a machine moved first in its line leads its slider; a line moved first leads the menu",
    { timeout: 120_000 },
    async () => {
      const machines = await idsOf("machines");
      const bbb = machines.find((item) => item.fields.path === "BBB")!;
      const order = [bbb.id, ...machines.filter((item) => item !== bbb).map((item) => item.id)];
      expect((await request("PUT", contentPaths.order("machines"), { ids: order })).statusCode).toBe(204);
      expect((await idsOf("machines")).map((item) => item.id)).toEqual(order);
      await expect
        .poll(
          async () => {
            const slider = await page("/PlasticRecycling/woven-packaging");
            return slider.indexOf("Block Bottom Bag Machine") < slider.indexOf("Tape Extrusion Line");
          },
          { timeout: 5000 },
        )
        .toBe(true);

      const lines = await idsOf("product-lines");
      const sheet = lines.find((item) => item.slug === "sheet-film-extrusion")!;
      const lineOrder = [sheet.id, ...lines.filter((item) => item !== sheet).map((item) => item.id)];
      expect((await request("PUT", contentPaths.order("product-lines"), { ids: lineOrder })).statusCode).toBe(204);
      await t.app.sitePages.refresh();
      const about = await page("/Aboutus");
      expect(about.indexOf('href="/PlasticRecycling/sheet-film-extrusion"')).toBeLessThan(
        about.indexOf('href="/PlasticRecycling/woven-packaging"'),
      );
    },
  );

  it("the audit trail records who ordered what, a refused order included", async () => {
    const reorders = async () =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/admin/audit?action=content.reorder",
          headers: bearer(admin.token),
        })
      ).json().items as AuditEntry[];
    // Earlier tests of this file ordered too: wait for this test's two entries, not any two.
    const earlier = (await reorders()).length;
    const lines = (await idsOf("product-lines")).map((item) => item.id);
    const reversed = [...lines].reverse();
    expect((await request("PUT", contentPaths.order("product-lines"), { ids: reversed })).statusCode).toBe(204);
    expect((await request("PUT", contentPaths.order("product-lines"), { ids: lines.slice(1) })).statusCode).toBe(409);
    let entries: AuditEntry[] = [];
    await vi.waitFor(
      async () => {
        entries = await reorders();
        expect(entries.length).toBeGreaterThanOrEqual(earlier + 2);
      },
      { timeout: 8000, interval: 100 },
    );
    const [refused, ordered] = entries;
    expect(ordered).toMatchObject({
      actor: marketing.email,
      outcome: "success",
      target: "product-lines order",
      details: { collection: "product-lines", ids: reversed.map(String) },
    });
    expect(refused).toMatchObject({ actor: marketing.email, outcome: "refused", target: "product-lines order" });
  });

  it("an order leaving an item out or naming one twice is refused and changes nothing; a bad body is a 400", async () => {
    const before = (await idsOf("machines")).map((item) => item.id);
    const [first, ...rest] = before as [number, ...number[]];
    const missing = await request("PUT", contentPaths.order("machines"), { ids: rest });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error.code).toBe("order_changed");
    const twice = await request("PUT", contentPaths.order("machines"), { ids: [first, first, ...rest.slice(1)] });
    expect(twice.statusCode).toBe(409);
    expect((await idsOf("machines")).map((item) => item.id)).toEqual(before);
    for (const body of [{}, { ids: "1,2" }, { ids: [1.5] }, { ids: [] }]) {
      expect((await request("PUT", contentPaths.order("machines"), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
