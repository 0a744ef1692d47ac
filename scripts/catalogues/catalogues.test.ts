import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "#content/company";
import { productLines, productPages } from "#content/product-lines";
import { FULL_RANGE_CATALOGUE } from "#content/products/catalogue-subject";
import { catalogueSubjects, generateCatalogues } from "./generate";
import { pdfText } from "./pdf-text";

// Table cells may wrap inside their column, so text is compared with all white space removed.
const squash = (text: string) => text.replace(/\s+/g, "");

let publicDir = "";
beforeAll(async () => {
  publicDir = await mkdtemp(path.join(os.tmpdir(), "catalogues-"));
  await generateCatalogues(publicDir);
}, 60_000);
afterAll(() => rm(publicDir, { recursive: true, force: true }));

describe("generated catalogues", () => {
  const subjects = catalogueSubjects();

  it("makes one catalogue per tab and sub-tab, 33 in all", () => {
    expect(subjects).toHaveLength(33);
    expect(subjects.filter((s) => s.page.path === "Bag-Conversion")).toHaveLength(7);
  });

  for (const { page, tab } of subjects) {
    it(`${tab.catalogue} is a PDF that states the ${page.name} ${tab.label} table, applications and contacts`, async () => {
      const pdf = await readFile(path.join(publicDir, tab.catalogue));
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = squash(pdfText(pdf));
      for (const cell of [...tab.tableHeaders, ...tab.tableRows.flat()]) expect(text).toContain(squash(cell));
      if (tab.tableRows.length === 0) expect(text).toContain(squash(tab.description[0]!.slice(0, 60)));
      expect(text).toContain(squash(page.name));
      for (const point of tab.applicationPoints) expect(text).toContain(squash(point));
      expect(text).toContain(squash(company.email));
      expect(text).toContain(squash(company.phones[0].display));
    });
  }

  it(`${FULL_RANGE_CATALOGUE} states every line, machine and tab with its table and applications`, async () => {
    const pdf = await readFile(path.join(publicDir, FULL_RANGE_CATALOGUE));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = squash(pdfText(pdf));
    for (const line of productLines) expect(text).toContain(squash(line.title));
    for (const page of productPages) expect(text).toContain(squash(page.name));
    for (const { tab } of subjects) {
      if (tab.label !== "Product") expect(text).toContain(squash(tab.label));
      for (const cell of [...tab.tableHeaders, ...tab.tableRows.flat()]) expect(text).toContain(squash(cell));
      for (const point of tab.applicationPoints) expect(text).toContain(squash(point));
      expect(text).toContain(squash(tab.description[0]!.slice(0, 60)));
    }
    expect(text).toContain(squash(company.email));
  });

  it("does not find what a catalogue does not say", async () => {
    const pdf = await readFile(path.join(publicDir, "catalogues/box-strapping-line.pdf"));
    const text = squash(pdfText(pdf));
    expect(text).toContain("200-250");
    expect(text).not.toContain("LAMIFLEX");
  });
});
