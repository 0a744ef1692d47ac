// Addresses typed in another letter case, the spellings visitors try, and unknown addresses
// (issue 12): after the page's script has started, each shows the right page, never the error
// page, and the browser reports no error.
import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/site";

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** What the page logs as an error, a failed resource aside (a 404 page's own document logs one). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  return errors;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
}

for (const [address, landsOn, heading] of [
  ["/contactus?from=mail", "/ContactUs?from=mail", "Contact Us"],
  ["/exhibition", "/Exhibition", "Exhibitions"],
  ["/careers", "/Carrer", "Careers"],
  ["/plasticrecycling/woven-packaging", "/PlasticRecycling/woven-packaging", "Woven Packaging"],
  ["/tapeextrusion", "/TapeExtrusion", "Tape Extrusion Line"],
] as const) {
  test(`${address} lands on ${landsOn} and shows it after the script starts`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await gotoHydrated(page, address);
    await settle(page);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(landsOn);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

// One segment is matched in the browser by the moved-machine route, more by the catch-all: each
// address is sent the not-found page drawn by the route the browser matches (React's #418 otherwise).
for (const address of ["/no-such-page", "/NoSuchMachine", "/ContactUs/extra", "/TapeExtrusion/extra", "/a/b/c"]) {
  test(`the unknown ${address} shows the not-found page after the script starts`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const consoleErrors = collectConsoleErrors(page);
    const response = await gotoHydrated(page, address);
    await settle(page);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

test("an unknown product line shows the slider's 'No products available' after the script starts", async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await gotoHydrated(page, "/plasticrecycling/injection-moulding");
  await settle(page);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("status")).toHaveText("No products available");
  await expect(page.getByRole("link", { name: "Browse all product lines" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown product line reached in the browser from a Russian page says so in Russian", async ({ page }) => {
  const errors = collectPageErrors(page);
  const consoleErrors = collectConsoleErrors(page);
  await gotoHydrated(page, "/ru/PlasticRecycling/woven-packaging");
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }).__reactRouterDataRouter.navigate(
      "/ru/PlasticRecycling/no-such-line",
    ),
  );
  await expect(page).toHaveURL("/ru/PlasticRecycling/no-such-line");
  await expect(page.getByRole("status")).toHaveText("Машин пока нет");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Все машины");
  await expect(page.getByRole("link", { name: "Смотреть все продуктовые линейки" })).toHaveAttribute(
    "href",
    "/ru/PlasticRecycling",
  );
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the portal's sign-in typed with capitals lands on the sign-in page", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto("/Admin/Login");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(errors).toEqual([]);
});
