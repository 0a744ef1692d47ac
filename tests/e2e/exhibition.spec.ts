// Exhibitions: the coming shows as text and an enlargeable map; the galleries exactly as the
// spec lists them, opening in the lightbox that wraps around and closes by each means.
import { expect, test } from "@playwright/test";
import { DESKTOP, gotoHydrated } from "./support/site";

test.use({ viewport: DESKTOP });

test.describe("exhibitions page", () => {
  test("lists the coming shows with venue and dates as text, and enlarges the map", async ({ page }) => {
    await gotoHydrated(page, "/Exhibition");
    const shows = page.locator(".upcoming__show");
    expect(await shows.count()).toBeGreaterThanOrEqual(3);
    await expect(shows.first()).toContainText("Istanbul");
    await expect(shows.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole("button", { name: /Enlarge map/ }).click();
    await expect(page.getByRole("dialog", { name: /Map of our coming exhibitions/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("shows the trade-show and event galleries exactly as the spec lists them", async ({ page }) => {
    await gotoHydrated(page, "/Exhibition");
    const titles = await page.locator(".flip-card__title").allTextContents();
    expect(titles).toEqual([
      "INDIAPLAST 2019",
      "PLASTIVISION 2017",
      "PLASTIVISION 2013",
      "PLASTIVISION 2011",
      "PLASTIVISION 2007",
      "PLASTINDIA 2018",
      "PLASTINDIA 2015",
      "PLASTINDIA 2012",
      "PLASTINDIA 2009",
      "PLASTINDIA 2006",
      "PLASTINDIA 2000",
      "PLASTINDIA 1997",
      "PLASTINDIA 1994",
      "K-GERMANY 2025",
      "K-GERMANY 2022",
      "K-GERMANY 2019",
      "K-GERMANY 2016",
      "K-GERMANY 2007",
      "International Women's Day 2022",
      "Blood Donation Camp 2019",
      "Blood Donation Camp 2018",
      "International Yoga Day 2018",
    ]);
  });

  test("a gallery wraps around both ways, moves with the arrow keys, and closes by each means after 300 ms, focus back on its card", async ({
    page,
  }) => {
    await gotoHydrated(page, "/Exhibition");
    const card = page.locator(".flip-card", { hasText: "PLASTINDIA 2018" });
    await card.hover();
    const open = card.getByRole("button", { name: /View 3 photos/ });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "PLASTINDIA 2018" });
    const counter = dialog.locator(".lightbox__counter");
    await expect(counter).toHaveText("1 / 3");
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(counter).toHaveText("3 / 3");
    await page.waitForTimeout(350);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText("1 / 3");
    await page.waitForTimeout(350);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("2 / 3");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible(); // still playing its closing animation
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await dialog.getByRole("button", { name: /close/i }).click();
    await expect(dialog).toBeHidden();
    // Gone from the page once its closing animation has played, before the next open.
    await expect(page.locator("dialog.lightbox")).toHaveCount(0);

    await open.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400); // the backdrop
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});
