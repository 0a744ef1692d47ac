/**
 * A machine's nested texts translated on both databases (decision 068): tab names, descriptions,
 * a table's caption and column labels, footnote, applications and photo descriptions written per
 * locale, each place falling back to English on its own; the table's cells, photo names and
 * addresses stay shared; a publish puts the text on the site; the seed's are marked "needs review".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import type { MachineFields } from "#contracts/collections/machines";
import { localizedFields } from "#contracts/collections/translations";
import { machineTranslations } from "#content/seed/machine-translations";
import { publishedEntries } from "#server/modules/site-content/published-content";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

interface MachineItem {
  id: number;
  fields: MachineFields;
  translations: Record<string, string>;
}

describe.each(availableDialects())("machine translations on %s", (dialect) => {
  let t: TestApp;
  let marketing: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    marketing = bearer((await addPerson(t.db, ["marketing"])).token);
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: marketing, ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function machineAt(path: string): Promise<MachineItem> {
    const list = await call("GET", `${contentPaths.collection("machines")}?pageSize=100`);
    return list.json().items.find((item: MachineItem) => item.fields.path === path);
  }

  const inFrench = (id: number) => `${contentPaths.item("machines", id)}?locale=fr`;

  it("seeds the tape line's translations in every language, on the site and needing review", async () => {
    const tape = await machineAt("TapeExtrusion");
    expect(tape.translations).toEqual({
      ru: "needs-review",
      vi: "needs-review",
      ar: "needs-review",
      es: "needs-review",
      fr: "needs-review",
    });
    const live = (await publishedEntries(t.db, "machines")).find((entry) => entry.id === tape.id)!;
    const russian = localizedFields({ ...live, collection: "machines" }, "ru").fields as MachineFields;
    expect(russian.title).toBe("Линия экструзии плоской нити");
    expect(russian.tabs[0]!.specTable!.rows).toEqual(tape.fields.tabs[0]!.specTable!.rows);
    expect(russian.tabs[0]!.specTable!.caption).not.toBe(tape.fields.tabs[0]!.specTable!.caption);
  });

  it("writes a tab's name, table caption and column labels, the rest of the tab left in English", async () => {
    const machine = await machineAt("BatteryBox");
    const english = machine.fields.tabs[0]!;
    const columns = english.specTable!.columns.map((label, index) => (index === 0 ? "Modèle" : label));
    const tabs = [{ name: "Produit", specTable: { caption: "Caractéristiques principales", columns } }];
    const saved = await call("PATCH", inFrench(machine.id), { tabs });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fields.tabs).toEqual(tabs);
    expect(saved.json().english.tabs[0].specTable).toEqual({
      caption: english.specTable!.caption,
      columns: english.specTable!.columns,
    });
    expect(saved.json().fieldStates.tabs).toBe("translated");

    const published = await call("POST", contentPaths.publish("machines", machine.id), {});
    expect(published.statusCode, published.body).toBe(200);
    const live = (await publishedEntries(t.db, "machines")).find((entry) => entry.id === machine.id)!;
    const french = localizedFields({ ...live, collection: "machines" }, "fr").fields as MachineFields;
    expect(french.tabs[0]!.name).toBe("Produit");
    expect(french.tabs[0]!.specTable).toEqual({
      ...english.specTable,
      caption: "Caractéristiques principales",
      columns,
    });
    expect(french.tabs[0]!.description).toEqual(english.description);
    expect(french.tabs[0]!.photos).toEqual(english.photos);
    // The tabs written, the machine's other places keep the seeded French (content/seed/machine-translations).
    expect(french.title).toBe(machineTranslations["battery-box-line"]!.fr!.title);
    expect(french.title).not.toBe(machine.fields.title);
  });

  it("refuses shared places and lists that do not follow the English, naming the field, never 5xx", async () => {
    const machine = await machineAt("BatteryBox");
    const cells = await call("PATCH", inFrench(machine.id), { tabs: [{ specTable: { rows: [["X", "1"]] } }] });
    expect(cells.statusCode).toBe(400);
    expect(cells.json().error.fields.tabs).toMatch(/rows is shared by every language/);
    const slug = await call("PATCH", inFrench(machine.id), { tabs: [{ slug: "produit" }] });
    expect(slug.json().error.fields.tabs).toMatch(/slug is shared/);
    const extra = machine.fields.tabs.map(() => ({})).concat([{}]);
    const longer = await call("PATCH", inFrench(machine.id), { tabs: extra });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().error.fields.tabs).toMatch(/one for each in English/);
    const columns = await call("PATCH", inFrench(machine.id), {
      tabs: [{ specTable: { columns: ["Modèle"] } }],
    });
    expect(columns.statusCode).toBe(400);
    expect(columns.json().error.fields).toHaveProperty("tabs");
    for (const tabs of ["Produit", [1], [["Produit"]], { name: "Produit" }, [{ name: 5 }], [{ photos: "x" }]]) {
      const answer = await call("PATCH", inFrench(machine.id), { tabs });
      expect(answer.statusCode, JSON.stringify(tabs)).toBe(400);
    }
  });
});
