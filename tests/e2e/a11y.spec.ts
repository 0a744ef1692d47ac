// axe-core on every public route, the 404 page and the sign-in page, at desktop and phone widths
// (the phone menu closed). One page load per path checks both widths. In every other locale, the
// home, a machine page, news and careers at the phone's width, and Arabic's at the desktop's too.
import { type Page, expect, test } from "@playwright/test";
import { allPublicPaths } from "#content/site-map";
import { PREFIXED_LOCALES, localePath } from "#contracts/locales";
import { axeResults } from "./support/axe";
import { DESKTOP, MOBILE, gotoHydrated } from "./support/site";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const PATHS = [...allPublicPaths(), "/no-such-page", "/admin/login"];

// Content that fades in on scroll is shown at once, so axe sees its final colours.
test.use({ reducedMotion: "reduce" });

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await axeResults(page, TAGS);
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(" "))
        .join(", ")}`,
  );
}

for (const path of PATHS) {
  test(`${path} has no axe violations at 1280 and 375 px`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, path);
    // The sign-in page is drawn in the browser once its route module has loaded, which can be after
    // hydration on a busy machine: axe then saw an empty page (no title, main or heading).
    if (path === "/admin/login")
      await expect(page.getByRole("heading", { level: 1, name: "Admin Portal" })).toBeVisible();
    expect(await violations(page), "at 1280 px").toEqual([]);

    await page.setViewportSize(MOBILE);
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
    if (path !== "/admin/login") await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(await violations(page), "at 375 px").toEqual([]);
  });
}

const LOCALE_PAGES = ["/", "/TapeExtrusion", "/news", "/Carrer"];

for (const locale of PREFIXED_LOCALES) {
  for (const path of LOCALE_PAGES.map((page) => localePath(locale, page))) {
    const widths = locale === "ar" ? "1280 and 375 px" : "375 px";
    test(`${path} has no axe violations at ${widths}`, async ({ page }) => {
      if (locale === "ar") {
        await page.setViewportSize(DESKTOP);
        await gotoHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        expect(await violations(page), "at 1280 px").toEqual([]);
        await page.setViewportSize(MOBILE);
      } else {
        await page.setViewportSize(MOBILE);
        await gotoHydrated(page, path);
      }
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      // The menu button's name is the locale's word for "Menu": found by its place in the header.
      await expect(page.getByRole("banner").locator(".site-header__menu-button")).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      expect(await violations(page), "at 375 px").toEqual([]);
    });
  }
}
