// The shell around every page: which pages show the header and footer, the footer's content,
// the skip link, and the scroll to the top on every navigation.
import { type Page, expect, test } from "@playwright/test";
import { company } from "#content/company";
import { productLinePath, productLines } from "#content/product-lines";
import { DESKTOP, clickInPlace, gotoHydrated, hoverInPlace, makeScrollable, scrollTo, scrollY } from "./support/site";

test.use({ viewport: DESKTOP });

test.describe("header and footer", () => {
  // routes.spec.ts checks every route's HTML; this checks the rule still holds as a visitor moves.
  test("the footer leaves on the /PlasticRecycling pages and returns elsewhere, the header stays", async ({ page }) => {
    await gotoHydrated(page, "/Aboutus");
    await expect(page.getByRole("contentinfo")).toBeVisible();

    const line = productLines[0]!;
    await page.getByRole("banner").getByRole("button", { name: "PRODUCT LINE" }).click();
    await page.getByRole("banner").getByRole("link", { name: line.title, exact: true }).click();
    await expect(page).toHaveURL(productLinePath(line.slug));
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();

    await page.getByRole("banner").getByRole("link", { name: "CAREERS" }).click();
    await expect(page).toHaveURL("/Carrer");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("the staff sign-in page shows neither", async ({ page }) => {
    await gotoHydrated(page, "/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("the dashboard without a stored session sends the visitor to sign in, without header or footer", async ({
    page,
  }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("the footer names the group companies, the offices, phones, e-mail and social links", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const group of company.groupCompanies)
      await expect(footer.getByText(group.name, { exact: true })).toBeVisible();
    for (const office of [company.corporateOffice, company.works]) {
      await expect(footer.getByRole("heading", { name: office.title })).toBeVisible();
      await expect(footer.getByText(office.lines[0], { exact: true })).toBeVisible();
    }
    for (const phone of company.phones) {
      await expect(footer.getByRole("link", { name: phone.display })).toHaveAttribute("href", `tel:${phone.tel}`);
    }
    await expect(footer.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
    for (const network of company.social) {
      await expect(footer.getByRole("link", { name: new RegExp(`^${network.name}\\b`) })).toHaveAttribute(
        "href",
        network.url,
      );
    }
  });
});

test("the skip link is the first stop of the Tab key and moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/Aboutus");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test.describe("every navigation starts at the top of the new page", () => {
  async function startScrolledDown(page: Page) {
    await gotoHydrated(page, "/Aboutus");
    await makeScrollable(page);
    expect(await scrollTo(page, 1500)).toBeGreaterThan(1000);
    // The header is sticky: its links stay on screen while the page is scrolled down.
    await expect(page.getByRole("banner")).toBeInViewport();
  }

  async function expectAtTopOf(page: Page, path: string) {
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The padding that made the old page tall is still there, so the new page could stay down.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(4000);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.locator("main")).toBeFocused();
  }

  test("from a link in the header", async ({ page }) => {
    await startScrolledDown(page);
    await clickInPlace(page, page.getByRole("banner").getByRole("link", { name: "CONTACT US" }));
    await expectAtTopOf(page, "/ContactUs");
  });

  test("from the PRODUCT LINE dropdown", async ({ page }) => {
    await startScrolledDown(page);
    const line = productLines[0]!;
    await hoverInPlace(page, page.getByRole("banner").getByRole("button", { name: "PRODUCT LINE" }));
    await clickInPlace(page, page.getByRole("banner").getByRole("link", { name: line.title, exact: true }));
    await expectAtTopOf(page, productLinePath(line.slug));
  });

  test("from a link in the footer", async ({ page }) => {
    await startScrolledDown(page);
    const careers = page.getByRole("contentinfo").getByRole("link", { name: "CAREERS" });
    await careers.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(0);
    await clickInPlace(page, careers);
    await expectAtTopOf(page, "/Carrer");
  });
});
