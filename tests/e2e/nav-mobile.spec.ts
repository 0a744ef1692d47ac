// The navigation bar at 375 px: the hamburger menu, its scroll lock and the ways it closes.
import { type Page, expect, test } from "@playwright/test";
import { productLinePath, productLines } from "#content/product-lines";
import { DESKTOP, MOBILE, clickInPlace, gotoHydrated, makeScrollable, scrollTo, scrollY } from "./support/site";

test.use({ viewport: MOBILE });

const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Menu" });
const mainNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main" });
const contactLink = (page: Page) => mainNav(page).getByRole("link", { name: "CONTACT US" });

async function expectMenu(page: Page, open: boolean) {
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", String(open));
  if (open) await expect(contactLink(page)).toBeVisible();
  else await expect(contactLink(page)).toBeHidden();
}

/** Turns the mouse wheel over a point and reports how far the window scrolled. */
async function wheelAt(page: Page, x: number, y: number, deltaY = 600): Promise<number> {
  const before = await scrollY(page);
  await page.mouse.move(x, y);
  // Wheel scrolling is asynchronous: once the wheel event has reached the page, the position is
  // read when it has not moved for five frames in a row (a scroll in progress moves every frame;
  // a wheel the menu's lock stops never moves it).
  await page.evaluate(() => {
    const settled = new Promise<void>((resolve) => {
      const onWheel = () => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      };
      window.addEventListener("wheel", onWheel, { once: true, capture: true, passive: true });
    });
    Object.assign(window, { wheelSettled: settled });
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as { wheelSettled: Promise<void> }).wheelSettled);
  return (await scrollY(page)) - before;
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, "/Aboutus");
  await makeScrollable(page);
});

test("the hamburger replaces the bar and opens the menu", async ({ page }) => {
  await expect(menuButton(page)).toBeVisible();
  await expectMenu(page, false);
  await menuButton(page).click();
  await expectMenu(page, true);
  const labels = mainNav(page).getByRole("list").first().locator(":scope > li > :is(a, button)");
  await expect(labels).toHaveText([
    "HOME",
    "ABOUT US",
    "PRODUCT LINE",
    "SPARES & SERVICES",
    "NEWS & EVENTS",
    "EXHIBITIONS",
    "CAREERS",
    "CONTACT US",
  ]);
  await menuButton(page).click();
  await expectMenu(page, false);
});

test("in the menu, PRODUCT LINE opens on click, not on hover", async ({ page }) => {
  await menuButton(page).click();
  const trigger = mainNav(page).getByRole("button", { name: "PRODUCT LINE" });
  const links = productLines.map((line) => mainNav(page).getByRole("link", { name: line.title, exact: true }));
  // Hovering opens the desktop dropdown at once: the frame after the pointer entered the trigger
  // would show it.
  await trigger.evaluate((element) => {
    const entered = new Promise<void>((resolve) => {
      const onEnter = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      element.addEventListener("pointerenter", onEnter, { once: true });
    });
    Object.assign(window, { pointerEntered: entered });
  });
  await trigger.hover();
  await page.evaluate(() => (window as unknown as { pointerEntered: Promise<void> }).pointerEntered);
  for (const link of links) await expect(link).toBeHidden();

  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  for (const [index, line] of productLines.entries()) {
    await expect(links[index]!).toBeVisible();
    await expect(links[index]!).toHaveAttribute("href", productLinePath(line.slug));
  }
  await trigger.click();
  for (const link of links) await expect(link).toBeHidden();
});

test("while the menu is open the wheel cannot scroll the page, and the place is kept", async ({ page }) => {
  // Control: with the menu closed the same wheel does scroll, so the lock is what stops it.
  expect(await wheelAt(page, MOBILE.width / 2, MOBILE.height - 100)).toBeGreaterThan(0);
  const start = await scrollTo(page, 300);
  expect(start).toBeGreaterThan(0);

  await clickInPlace(page, menuButton(page));
  await expectMenu(page, true);
  expect(await scrollY(page), "opening the menu keeps the page where it was").toBe(start);
  const panel = (await mainNav(page).boundingBox())!;
  expect(await wheelAt(page, MOBILE.width / 2, panel.y + panel.height / 2)).toBe(0);
  if (panel.y + panel.height < MOBILE.height - 40) {
    expect(await wheelAt(page, MOBILE.width / 2, MOBILE.height - 20)).toBe(0);
  }
  expect(await scrollY(page)).toBe(start);

  await clickInPlace(page, menuButton(page));
  await expectMenu(page, false);
  expect(await scrollY(page), "closing the menu leaves the page where it was").toBe(start);
  expect(await wheelAt(page, MOBILE.width / 2, MOBILE.height - 100)).toBeGreaterThan(0);
});

test("a click outside the menu closes it", async ({ page }) => {
  await menuButton(page).click();
  await expectMenu(page, true);
  const panel = (await mainNav(page).boundingBox())!;
  const below = panel.y + panel.height + 20;
  expect(below, "the open menu leaves part of the page uncovered to click").toBeLessThan(MOBILE.height);
  await page.mouse.click(MOBILE.width / 2, below);
  await expectMenu(page, false);
  await expect(page).toHaveURL("/Aboutus");
});

test("widening the window to 1280 px closes the menu and frees the page", async ({ page }) => {
  await menuButton(page).click();
  await expectMenu(page, true);

  await page.setViewportSize(DESKTOP);
  await expect(menuButton(page)).toBeHidden();
  await expect(page.getByRole("banner")).toHaveAttribute("data-menu-open", "false");
  expect(await wheelAt(page, DESKTOP.width / 2, DESKTOP.height - 100)).toBeGreaterThan(0);

  // Narrowing again shows the hamburger with the menu still closed.
  await page.setViewportSize(MOBILE);
  await expect(menuButton(page)).toBeVisible();
  await expectMenu(page, false);
});

test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
  await menuButton(page).click();
  await expectMenu(page, true);
  await contactLink(page).focus();
  await page.keyboard.press("Escape");
  await expectMenu(page, false);
  await expect(menuButton(page)).toBeFocused();
});

test("following a link in the menu closes it, unlocks the page and starts at the top", async ({ page }) => {
  expect(await scrollTo(page, 400)).toBeGreaterThan(0);
  await clickInPlace(page, menuButton(page));
  await expectMenu(page, true);
  await clickInPlace(page, contactLink(page));
  await expect(page).toHaveURL("/ContactUs");
  // The address and the closed menu come before the new page is drawn (the link closes the menu
  // at once; the router pushes the address before React commits the page): its heading says it is.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expectMenu(page, false);
  expect(await scrollY(page)).toBe(0);
  expect(await wheelAt(page, MOBILE.width / 2, MOBILE.height - 100)).toBeGreaterThan(0);
});
