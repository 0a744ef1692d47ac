/**
 * The page publisher draws the other locales' copies after each look's English pages, and they give
 * way to the English pages: a look asked for while copies are drawn is not slowed by them (the
 * copies stop, and are drawn again after it), and every copy is in place once the publisher settles.
 * On both databases, with a renderer that records what it draws.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREFIXED_LOCALES, splitLocalePath } from "#contracts/locales";
import { createPagePublisher, type PagePublisher } from "#server/modules/site-pages/page-publisher";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";
import { availableDialects } from "#tests/setup/databases";

describe.each(availableDialects())("the other locales' pages on %s", (dialect) => {
  let t: TestApp;
  let publisher: PagePublisher;
  /** Each page drawn, in order, with the number of looks under way as it was drawn. */
  const drawn: { path: string; during: number }[] = [];
  let looksUnderWay = 0;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    publisher = createPagePublisher({
      db: t.db,
      renderer: {
        async render(pagePath) {
          drawn.push({ path: pagePath, during: looksUnderWay });
          // A page takes a while to draw, as a real one does.
          await new Promise((resolve) => setTimeout(resolve, 2));
          return { html: "<!doctype html>", data: "[]" };
        },
      },
      toStaticFile: async () => ({}) as never,
      replaceFiles: () => undefined,
      removeFiles: () => undefined,
      onContent: () => undefined,
      // Each look takes a while before its pages too (the held schedules are looked at there).
      beforeLook: () => new Promise((resolve) => setTimeout(resolve, 30)),
      log: t.app.log,
      pollMs: 60_000,
    });
  }, 120_000);
  afterAll(async () => {
    await publisher?.stop();
    await t?.close();
  });

  const isCopy = (pagePath: string) => splitLocalePath(pagePath).locale !== "en";

  it("draws no copy while a look is under way, and every copy once it settles", { timeout: 60_000 }, async () => {
    await publisher.start();
    // The copies of the first look are being drawn: a look asked for now waits for none of them.
    await expect.poll(() => drawn.filter((page) => isCopy(page.path)).length).toBeGreaterThan(3);
    looksUnderWay += 1;
    const before = drawn.length;
    await publisher.refresh();
    looksUnderWay -= 1;
    // At most the one copy under way when the look was asked for finishes meanwhile.
    const copiesDuringTheLook = drawn.slice(before).filter((page) => isCopy(page.path) && page.during > 0);
    expect(copiesDuringTheLook.length).toBeLessThanOrEqual(1);

    await publisher.settled();
    for (const locale of PREFIXED_LOCALES) {
      for (const pagePath of ["/news", "/Carrer", "/Exhibition"]) {
        expect(drawn.map((page) => page.path)).toContain(`/${locale}${pagePath}`);
      }
    }
  });
});
