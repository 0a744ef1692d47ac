// Each locale's pages load only that locale's routes (decision 057): links in a page stay in its
// locale and navigate in the browser; the language switcher opens the other locale as a new document.
import { expect, test } from "@playwright/test";
import { DESKTOP, gotoHydrated, waitForHydration } from "./support/site";

test.use({ viewport: DESKTOP });

test("a Russian page's content link opens the Russian page in the browser, without a new document", async ({
  page,
}) => {
  await gotoHydrated(page, "/ru");
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator("main").locator('a[href="/ru/PlasticRecycling"]').first().click();
  await expect(page).toHaveURL("/ru/PlasticRecycling");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the switcher opens the page in another locale with that locale's manifest", async ({ page }) => {
  await gotoHydrated(page, "/Aboutus");
  const manifests: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/(manifest-[a-z]*)-?[0-9a-f]+\.js$/.exec(request.url());
    if (match) manifests.push(match[1]!);
  });
  await page.locator(".language-switcher__summary").click();
  await page.getByRole("link", { name: "Русский" }).click();
  await expect(page).toHaveURL("/ru/Aboutus");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
  expect(manifests).toEqual(["manifest-ru"]);
});
