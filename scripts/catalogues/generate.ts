/**
 * Writes one catalogue PDF per product tab, at the tab's catalogue path under `publicDir`, and
 * the full-range catalogue (every line) that the home page's form sends.
 */
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { productLines, productPages } from "#content/product-lines";
import { FULL_RANGE_CATALOGUE } from "#content/products/catalogue-subject";
import { productContent } from "#content/products/index";
import type { CatalogueSubject, RangeLine } from "./render-catalogue";
import { renderCatalogue, renderFullRangeCatalogue } from "./render-catalogue";

/** Every catalogue of the site with what it is drawn from. */
export function catalogueSubjects(): CatalogueSubject[] {
  return productPages.flatMap((page) => {
    const product = productContent(page.path);
    if (product.tabGroups) {
      return product.tabGroups.flatMap((group) =>
        group.tabs.map((tab) => ({ page, product, tab, groupLabel: group.label })),
      );
    }
    return (product.tabs ?? []).map((tab) => ({ page, product, tab }));
  });
}

/** The product lines with their machines, as the full-range catalogue lists them. */
function rangeLines(): RangeLine[] {
  return productLines.map((line) => ({
    line,
    machines: productPages
      .filter((page) => page.line === line.slug)
      .map((page) => ({ page, product: productContent(page.path) })),
  }));
}

/**
 * Each file is written beside its place and renamed into it, and only catalogues no tab names
 * any more are removed: a build running at the same time never sees a missing or half file.
 */
export async function generateCatalogues(publicDir: string): Promise<string[]> {
  const written: string[] = [];
  const write = async (catalogue: string, render: () => Promise<Buffer>) => {
    const file = path.join(publicDir, catalogue);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, await render());
    await rename(partial, file);
    written.push(file);
  };
  for (const subject of catalogueSubjects()) await write(subject.tab.catalogue, () => renderCatalogue(subject));
  await write(FULL_RANGE_CATALOGUE, () => renderFullRangeCatalogue(rangeLines()));
  for (const dir of new Set(written.map((file) => path.dirname(file)))) {
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      if (name.endsWith(".pdf") && !written.includes(file)) await rm(file, { force: true });
    }
  }
  return written;
}
