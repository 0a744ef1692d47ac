// The navigation bar at desktop width: order, the PRODUCT LINE dropdown, the 'scrolled' state.
import { type Page, expect, test } from "@playwright/test";
import { productLinePath, productLines } from "#content/product-lines";
import { DESKTOP, gotoHydrated, makeScrollable, scrollTo, watchScroll } from "./support/site";

test.use({ viewport: DESKTOP });

// Spec §2 "Navigation bar" and the route table: label and destination of each item, in order.
const ITEMS = [
  { label: "HOME", href: "/" },
  { label: "ABOUT US", href: "/Aboutus" },
  { label: "PRODUCT LINE", href: null },
  { label: "SPARES & SERVICES", href: "/Service" },
  { label: "NEWS & EVENTS", href: "/news" },
  { label: "EXHIBITIONS", href: "/Exhibition" },
  { label: "CAREERS", href: "/Carrer" },
  { label: "CONTACT US", href: "/ContactUs" },
];

const mainNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main" });
const productLineButton = (page: Page) => mainNav(page).getByRole("button", { name: "PRODUCT LINE" });
const productLineLinks = (page: Page) =>
  productLines.map((line) => mainNav(page).getByRole("link", { name: line.title, exact: true }));

async function expectDropdown(page: Page, open: boolean) {
  await expect(productLineButton(page)).toHaveAttribute("aria-expanded", String(open));
  for (const link of productLineLinks(page)) {
    if (open) await expect(link).toBeVisible();
    else await expect(link).toBeHidden();
  }
}

/**
 * Waits until the bar's transitions (its height as it takes or drops 'scrolled') have finished:
 * those running a frame after the last change, so one its scroll listener has just started counts.
 */
async function barSettled(page: Page): Promise<void> {
  await page.getByRole("banner").evaluate(async (bar) => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.allSettled(bar.getAnimations({ subtree: true }).map((animation) => animation.finished));
  });
}

test("the bar shows its eight items in the spec's order, each going to its page", async ({ page }) => {
  await gotoHydrated(page, "/Aboutus");
  const topLevel = mainNav(page).getByRole("list").first().locator(":scope > li > :is(a, button)");
  await expect(topLevel).toHaveText(ITEMS.map((item) => item.label));
  for (const [index, item] of ITEMS.entries()) {
    const element = topLevel.nth(index);
    await expect(element).toBeVisible();
    if (item.href) await expect(element).toHaveAttribute("href", item.href);
  }
});

test("the PRODUCT LINE dropdown lists the four product lines and opens while hovered", async ({ page }) => {
  await gotoHydrated(page, "/Aboutus");
  await expectDropdown(page, false);

  await productLineButton(page).hover();
  await expectDropdown(page, true);
  const links = mainNav(page)
    .locator("#" + (await productLineButton(page).getAttribute("aria-controls")))
    .getByRole("link");
  await expect(links).toHaveText(productLines.map((line) => line.title));
  for (const [index, line] of productLines.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", productLinePath(line.slug));
  }

  // Moving from the button into the list keeps it open; leaving both closes it.
  await links.last().hover();
  await expectDropdown(page, true);
  await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
  await expectDropdown(page, false);
});

test("the dropdown opens on keyboard focus, walks with Tab and closes on Escape", async ({ page }) => {
  await gotoHydrated(page, "/Aboutus");
  await mainNav(page).getByRole("link", { name: "ABOUT US" }).focus();
  await page.keyboard.press("Tab");
  await expect(productLineButton(page)).toBeFocused();
  await expectDropdown(page, true);

  await page.keyboard.press("Tab");
  await expect(productLineLinks(page)[0]!).toBeFocused();
  await expectDropdown(page, true);

  await page.keyboard.press("Escape");
  await expectDropdown(page, false);
  await expect(productLineButton(page)).toBeFocused();

  // Focus leaving the item closes it too.
  await page.keyboard.press("Enter");
  await expectDropdown(page, true);
  for (let i = 0; i <= productLines.length; i++) await page.keyboard.press("Tab");
  await expect(mainNav(page).getByRole("link", { name: "SPARES & SERVICES" })).toBeFocused();
  await expectDropdown(page, false);
});

test("choosing a product line in the dropdown opens it and closes the dropdown", async ({ page }) => {
  await gotoHydrated(page, "/Aboutus");
  await productLineButton(page).hover();
  const line = productLines[1]!;
  await mainNav(page).getByRole("link", { name: line.title, exact: true }).click();
  await expect(page).toHaveURL(productLinePath(line.slug));
  await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 20);
  await expectDropdown(page, false);
});

test("the bar takes its 'scrolled' state past 50 px of scrolling and drops it above", async ({ page }) => {
  await gotoHydrated(page, "/Aboutus");
  await makeScrollable(page);
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await scrollTo(page, 300);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await scrollTo(page, 0);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await barSettled(page); // the bar finishes its change of size before the next step
  expect(await scrollTo(page, 50)).toBe(50);
  await barSettled(page);
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("taking or dropping the 'scrolled' state neither moves the page nor flickers", async ({ page }) => {
  await gotoHydrated(page, "/Aboutus");
  await makeScrollable(page);
  // Just past the threshold: if the bar's change of height shifted the page, the browser's
  // scroll anchoring would carry the window back over the threshold, and round again.
  for (const y of [60, 300]) {
    await scrollTo(page, 0);
    await barSettled(page);
    await scrollTo(page, y);
    const samples = await watchScroll(page, 1000);
    expect(
      samples.map((s) => Math.round(s.y)),
      `window position after scrolling to ${y}`,
    ).toEqual(samples.map(() => y));
    expect(
      samples.slice(2).map((s) => s.scrolled),
      `data-scrolled after scrolling to ${y}`,
    ).toEqual(samples.slice(2).map(() => "true"));
  }
});
