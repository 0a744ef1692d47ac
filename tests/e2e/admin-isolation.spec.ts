// Public pages load no staff-portal code (docs/product-brief.md: admin code never loads on public pages).
import { expect, type Page, test } from "@playwright/test";

// Words that exist only in the portal's code.
const ADMIN_MARKERS = ["Check Spam Records", "Login Successful!", "X-XSRF-TOKEN"];

/** Every script a page fetched or asked to preload, by address, with its text. */
async function scriptsOf(page: Page, path: string): Promise<{ url: string; source: string }[]> {
  const fetched: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".js")) fetched.push(response.url());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const urls = [...new Set([...fetched, ...preloads])];
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
  // Without a session the dashboard's module loads, then sends the visitor to the sign-in page's.
  const scripts = await scriptsOf(page, "/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  for (const marker of ADMIN_MARKERS)
    expect(
      scripts.some(({ source }) => source.includes(marker)),
      marker,
    ).toBe(true);
});
