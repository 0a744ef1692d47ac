// Public pages load no staff-portal code (docs/product-brief.md: admin code never loads on public pages).
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./support/site";

// Words that exist only in the portal's code.
const ADMIN_MARKERS = ["Check Spam Records", "Login Successful!", "X-XSRF-TOKEN"];

/**
 * Every script a page fetched, by address, with its text: what Playwright saw answered and what the
 * page's own resource timing lists. The pages carry no modulepreload links (the build strips them).
 * It waits for hydration, then for the network to rest, so the modules loaded after hydration are
 * in. Waiting for "networkidle" alone twice gave no script at all for a page that was there (once
 * in CI, once here), which passed the page untested; why, I did not find (a page still parsing on
 * a loaded machine would do it). Hydration cannot happen without the scripts.
 */
async function scriptsOf(
  page: Page,
  path: string,
  settled: () => Promise<void> = async () => {},
): Promise<{ url: string; source: string }[]> {
  const fetched: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".js")) fetched.push(response.url());
  });
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  await page.goto(path);
  await waitForHydration(page);
  await settled();
  await page.waitForLoadState("networkidle");
  const timed = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith(".js")),
  );
  const urls = [...new Set([...fetched, ...timed])];
  return Promise.all(urls.map(async (url) => ({ url, source: await (await page.request.get(url)).text() })));
}

for (const path of ["/", "/ContactUs", "/Carrer", "/TapeExtrusion"]) {
  test(`${path} fetches no admin module, before or after hydration`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { url, source } of scripts) {
      for (const marker of ADMIN_MARKERS) expect(source, `${url} contains "${marker}"`).not.toContain(marker);
    }
  });
}

test("the markers are real: the portal's scripts contain them", async ({ page }) => {
  // Without a session the dashboard's module loads, then sends the visitor to the sign-in page's;
  // its scripts are counted once the form is there (on a loaded machine the network rested before
  // the sign-in page's modules were asked for, and "Login Successful!" was missed).
  const scripts = await scriptsOf(page, "/admin/dashboard", async () => {
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });
  for (const marker of ADMIN_MARKERS)
    expect(
      scripts.some(({ source }) => source.includes(marker)),
      marker,
    ).toBe(true);
});
