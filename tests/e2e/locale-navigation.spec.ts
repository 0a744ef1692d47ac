// Each locale's pages load only that locale's routes (decision 057): links in a page stay in its
// locale and navigate in the browser; the language switcher opens the other locale as a new document.
import { expect, test } from "@playwright/test";
import { DESKTOP, collectErrors, gotoHydrated, waitForHydration } from "./support/site";

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

test.describe("a visitor whose browser prefers Russian", () => {
  test.use({ locale: "ru-RU" });

  test("is offered the Russian page once, and the switcher follows them to the next page without reloading", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/");
    const offer = page.getByRole("region", { name: "Language" });
    await expect(offer).toContainText("This page is also available in Русский.");
    await expect(offer.getByRole("link")).toHaveAttribute("href", "/ru");

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator("main").locator('a[href="/Aboutus"]').first().click();
    await expect(page).toHaveURL("/Aboutus");
    await expect(offer).toBeVisible(); // the server's markup is kept by the browser's render
    await offer.getByRole("button", { name: "No, thanks" }).click();
    await expect(offer).toBeHidden();
    await page.locator(".language-switcher__summary").click();
    await expect(page.getByRole("link", { name: "Русский" })).toHaveAttribute("href", "/ru/Aboutus");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expect(offer).toBeHidden(); // offered once
    expect(errors).toEqual([]);
  });
});

test("the organisation's JSON-LD, drawn by the server only, stays through hydration and a navigation", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const organization = async () =>
    page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")["@type"]));
  await gotoHydrated(page, "/ar");
  expect(await organization()).toContain("Organization");
  await page.locator("main").locator('a[href="/ar/PlasticRecycling"]').first().click();
  await expect(page).toHaveURL("/ar/PlasticRecycling");
  expect(await organization()).toContain("Organization");
  expect(errors).toEqual([]);
});
