// axe-core in the browser tests, injected once per document instead of once per check.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

// The axe-core that @axe-core/playwright itself depends on and would inject.
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(fromAxeBuilder.resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's results for the page as it is now, with only the rules of `tags` (every rule when none).
 * AxeBuilder compiles axe's 580 KB again on every check and then opens a second page to merge the
 * frames' results: on a busy 2-core machine that was most of a check's time (bench/README.md,
 * "Test suite"). A page without frames gets axe once and runs it in place, each check after the
 * first costing only the run; a page with frames goes through AxeBuilder, frames and all.
 */
export async function axeResults(page: Page, tags?: readonly string[]): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    return (tags ? builder.withTags([...tags]) : builder).analyze();
  }
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        only ? { runOnly: { type: "tag", values: only } } : {},
      ),
    tags ? [...tags] : null,
  );
}
