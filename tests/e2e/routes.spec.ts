// Every public route is a real page before any script runs, with the header and, except on the
// /PlasticRecycling paths, the footer; unknown paths get a real 404.
import { expect, test } from "@playwright/test";
import { allPublicPaths, findPublicPage } from "#content/site-map";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const withoutFooter = (path: string) => /^\/plasticrecycling(\/|$)/i.test(path);

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of allPublicPaths()) {
    const footer = withoutFooter(path) ? "no footer" : "the footer";
    test(`${path} answers 200 with its title, heading, the header and ${footer} in the HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(/\S/);
      await expect(heading).not.toHaveText("Page not found");
      await expect(page).toHaveTitle(new RegExp(escape(findPublicPage(path)?.title ?? "no such page")));
      await expect(page.getByRole("banner")).toBeVisible();
      if (withoutFooter(path)) await expect(page.getByRole("contentinfo")).toHaveCount(0);
      else await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("an unknown path answers 404 with the not-found page already in the HTML", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});

test("an unknown path answers 404 and shows the not-found page", async ({ page }) => {
  for (const path of ["/no-such-page", "/TapeExtrusion/extra", "/PlasticRecycling/woven-packaging/extra"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  }
});
