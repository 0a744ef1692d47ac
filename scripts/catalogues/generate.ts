/** Writes one catalogue PDF per product tab, at the tab's catalogue path under `publicDir`. */
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { productPages } from "#content/product-lines";
import { productContent } from "#content/products/index";
import type { CatalogueSubject } from "./render-catalogue";
import { renderCatalogue } from "./render-catalogue";

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

/**
 * Each file is written beside its place and renamed into it, and only catalogues no tab names
 * any more are removed: a build running at the same time never sees a missing or half file.
 */
export async function generateCatalogues(publicDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const subject of catalogueSubjects()) {
    const file = path.join(publicDir, subject.tab.catalogue);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, await renderCatalogue(subject));
    await rename(partial, file);
    written.push(file);
  }
  for (const dir of new Set(written.map((file) => path.dirname(file)))) {
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      if (name.endsWith(".pdf") && !written.includes(file)) await rm(file, { force: true });
    }
  }
  return written;
}
