// A public page loads only the route manifest without the portal's routes (decision 046), before
// and after hydration: React Router's scripts add a modulepreload of the manifest's `url` once
// hydrated, which named the whole manifest until the public one named itself.
import { expect, test } from "@playwright/test";
import { DESKTOP, gotoHydrated } from "./support/site";

test.use({ viewport: DESKTOP });

test("a public page fetches the public manifest and never the whole one", async ({ page }) => {
  const manifests: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/(manifest(?:-public)?)-[0-9a-f]+\.js$/.exec(request.url());
    if (match) manifests.push(match[1]!);
  });
  await gotoHydrated(page, "/Aboutus");
  await page.waitForLoadState("networkidle");
  expect(manifests).toEqual(["manifest-public"]);
});
