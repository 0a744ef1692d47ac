/** Writes one catalogue PDF per product tab, at the tab's catalogue path under `publicDir`. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { productPages } from "../../content/product-lines";
import { productContent } from "../../content/products/index";
import type { CatalogueSubject } from "./render-catalogue";
import { renderCatalogue } from "./render-catalogue";

/** Every catalogue of the site with what it is drawn from. */
export function catalogueSubjects(): CatalogueSubject[] {
  return productPages.flatMap((page) => {
    const product = productContent(page.path);
    if (product.tabGroups) {
      return product.tabGroups.flatMap((group) => group.tabs.map((tab) => ({ page, product, tab, groupLabel: group.label })));
    }
    return (product.tabs ?? []).map((tab) => ({ page, product, tab }));
  });
}

export async function generateCatalogues(publicDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const subject of catalogueSubjects()) {
    const file = path.join(publicDir, subject.tab.catalogue);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderCatalogue(subject));
    written.push(file);
  }
  return written;
}
