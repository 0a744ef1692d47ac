/**
 * Machine pages in the portal (issue 26) on both databases: marketing changes a figure of a spec
 * table, adds a tab with a photo and a catalogue PDF, moves a page to a new address (the old one
 * recorded), brings an earlier version back; bad fields are named by their place; a machine a
 * news item links to is not removed until the link is gone; only marketing and administrators edit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import { pagesLinkingTo } from "#server/modules/site-content/machine-rules";
import type { MachineFields } from "#contracts/collections/machines";
import { samplePdf } from "#tests/fixtures/documents";
import { multipart } from "#tests/fixtures/lead-forms";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

interface MachineItem {
  id: number;
  slug: string;
  version: number;
  fields: MachineFields;
}

describe.each(availableDialects())("machine pages on %s", (dialect) => {
  let t: TestApp;
  let marketing: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    marketing = bearer((await addPerson(t.db, ["marketing"])).token);
  });
  afterAll(() => t.close());

  const request = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, headers = marketing) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function machine(title: string): Promise<MachineItem> {
    const list = await request("GET", `${contentPaths.collection("machines")}?pageSize=100`);
    return list.json().items.find((item: MachineItem) => item.fields.title === title);
  }

  it("changes an output figure in a spec table, publishes it, and restores the earlier version", async () => {
    const loom = await machine("Circular Looms");
    const tabs = structuredClone(loom.fields.tabs);
    const table = tabs[0]!.specTable!;
    const row = table.rows.findIndex((cells) => cells[0]!.startsWith("Lay-flat fabric width"));
    table.rows[row]![1] = "300–800";
    const changed = await request("PATCH", contentPaths.item("machines", loom.id), { tabs });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().fields.tabs[0].specTable.rows[row][1]).toBe("300–800");
    expect(changed.json().version).toBe(2);
    const published = await request("POST", contentPaths.publish("machines", loom.id), { version: 2 });
    expect(published.json()).toMatchObject({ status: "published", publishedVersion: 2 });

    const restored = await request("POST", contentPaths.restore("machines", loom.id, 1));
    expect(restored.statusCode).toBe(200);
    expect(restored.json().fields.tabs[0].specTable.rows[row][1]).toBe("300–750");
    const versions = await request("GET", contentPaths.versions("machines", loom.id));
    expect(versions.json().versions.map((v: { action: string }) => v.action)).toEqual(["restored", "edited", "seeded"]);
  });

  it("adds a tab with a photo and an uploaded catalogue PDF", async () => {
    const body = multipart({}, [
      { field: "document", name: "BBB 2027.pdf", type: "application/pdf", bytes: samplePdf() },
    ]);
    const upload = await t.app.inject({
      method: "POST",
      url: contentPaths.documents,
      payload: body.payload,
      headers: { ...body.headers, ...marketing },
    });
    expect(upload.statusCode).toBe(201);
    const pdf = upload.json().document.href as string;

    const bbb = await machine("Block Bottom Bag Machine");
    const first = bbb.fields.tabs[0]!;
    const tab = {
      ...first,
      slug: "valve-bags",
      name: "Valve bags",
      photos: [{ name: "bbb-bag-dimensions", alt: "Drawing of a valve bag with its dimensions" }],
      cataloguePdf: pdf,
    };
    const answer = await request("PATCH", contentPaths.item("machines", bbb.id), { tabs: [first, tab] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().fields.tabs.map((each: { name: string }) => each.name)).toEqual(["Product", "Valve bags"]);
    expect(answer.json().fields.tabs[1].cataloguePdf).toBe(pdf);

    const missing = await request("PATCH", contentPaths.item("machines", bbb.id), {
      tabs: [first, { ...tab, cataloguePdf: "/assets/documents/never-uploaded.pdf" }],
    });
    expect(missing.json().error.fields).toEqual({ "tabs.1.cataloguePdf": "No such PDF: upload the catalogue first" });
  });

  it("refuses another page's address, and records the old address when a published machine moves", async () => {
    const pet = await machine("PET Bottle Washing & Recycling Line");
    const taken = await request("PATCH", contentPaths.item("machines", pet.id), { path: "BBB" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields.path).toBe("Page address /BBB is the page of “Block Bottom Bag Machine”");
    expect(
      (await request("PATCH", contentPaths.item("machines", pet.id), { path: "Aboutus" })).json().error.fields,
    ).toEqual({
      path: "Page address /Aboutus is another page of the site",
    });
    expect(
      (await request("PATCH", contentPaths.item("machines", pet.id), { path: "admin" })).json().error.fields,
    ).toEqual({ path: "Page address /admin is another page of the site" });
    // A locale's prefix is the home page in that language (decision 057).
    expect((await request("PATCH", contentPaths.item("machines", pet.id), { path: "ru" })).json().error.fields).toEqual(
      { path: "Page address /ru is another page of the site" },
    );

    const moved = await request("PATCH", contentPaths.item("machines", pet.id), { path: "PetBottleRecycling" });
    expect(moved.statusCode).toBe(200);
    // A draft at a new address moves nothing yet; its publish does.
    expect(await t.db.selectFrom("machine_addresses").select("path").execute()).toEqual([]);
    expect((await request("POST", contentPaths.publish("machines", pet.id))).statusCode).toBe(200);
    expect(await t.db.selectFrom("machine_addresses").select(["path", "item_id"]).execute()).toEqual([
      { path: "PET", item_id: pet.id },
    ]);
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain("/PetBottleRecycling</loc>");
    expect(sitemap).not.toContain("/PET</loc>");
  });

  it("a new machine scheduled for later is on the site (its sitemap entry) from its time, by itself", async () => {
    const { fields } = await machine("Tape Winding Machines");
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const created = await request("POST", contentPaths.collection("machines"), {
      ...fields,
      path: "CompactWinders",
      title: "Compact Tape Winders",
      publishAt,
    });
    expect(created.statusCode, created.body).toBe(201);
    const published = await request("POST", contentPaths.publish("machines", created.json().id));
    expect(published.json().live).toBe("scheduled");
    const listed = async () =>
      (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body.includes("/CompactWinders</loc>");
    expect(await listed()).toBe(false);
    await expect.poll(listed, { timeout: 5000 }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect((await request("GET", contentPaths.item("machines", created.json().id))).json().live).toBe("live");
  });

  it("names each bad field by its place: a missing unit, an empty row, a nameless tab, an undescribed photo", async () => {
    const sheet = await machine("Sheet Extrusion Line");
    const tab = structuredClone(sheet.fields.tabs[0]!);
    tab.name = "";
    tab.photos[0]!.alt = "";
    tab.specTable!.columns[3] = "Output";
    tab.specTable!.rows.push(["", "", "", "", "", ""]);
    const answer = await request("PATCH", contentPaths.item("machines", sheet.id), { tabs: [tab] });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().error.fields).sort()).toEqual([
      "tabs.0.name",
      "tabs.0.photos.0.alt",
      "tabs.0.specTable.columns.3",
      `tabs.0.specTable.rows.${tab.specTable!.rows.length - 1}`,
    ]);
    expect((await request("GET", contentPaths.item("machines", sheet.id))).json().version).toBe(1);
  });

  it("does not remove a machine a news item links to, and names the item", async () => {
    const story = await request("POST", contentPaths.collection("news"), {
      kind: "story",
      title: "Our tape lines at full speed",
      date: "2026-11-20",
      summary: "A new record for a tape line at our works.",
      body: '<p>See the <a href="/TapeExtrusion">tape lines</a> running.</p>',
      photos: [{ name: "tape-line-overview", alt: "A tape line from the extruder to the winders" }],
    });
    expect(story.statusCode).toBe(201);
    const tape = await machine("Tape Extrusion Line");
    const refused = await request("DELETE", contentPaths.item("machines", tape.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "linked",
      fields: { links: "the news item “Our tape lines at full speed”" },
    });
    await request("DELETE", contentPaths.item("news", story.json().id));
    expect((await request("DELETE", contentPaths.item("machines", tape.id))).statusCode).toBe(204);
  });

  it("names the home page among the pages linking to an address it links to", async () => {
    // No machine page is linked from the home page today; its links (Join us, Our story) stand in.
    expect(await pagesLinkingTo(t.db, "Aboutus")).toEqual(["the home page"]);
    expect(await pagesLinkingTo(t.db, "carrer")).toEqual(["the home page"]);
    expect(await pagesLinkingTo(t.db, "About")).toEqual([]);
  });

  it("is marketing's and the administrators': sales and HR are refused", async () => {
    for (const role of ["sales", "hr"] as const) {
      const other = bearer((await addPerson(t.db, [role])).token);
      expect((await request("GET", contentPaths.collection("machines"), undefined, other)).statusCode).toBe(403);
    }
    const admin = bearer((await addPerson(t.db, ["administrator"])).token);
    expect((await request("GET", contentPaths.collection("product-lines"), undefined, admin)).statusCode).toBe(200);
  });
});
