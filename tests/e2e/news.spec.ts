// News & events: the article modal (scroll lock, quote, contacts), the clips, the video player's
// embed address, the magazine viewer, and the press PDFs.
import { expect, test } from "@playwright/test";
import { DESKTOP, gotoHydrated } from "./support/site";

test.use({ viewport: DESKTOP });

test.describe("news page", () => {
  test("Read More opens the full article with its quote and contacts, locking the page behind it", async ({ page }) => {
    await gotoHydrated(page, "/news");
    const readMore = page.getByRole("button", { name: /Read More/ });
    await readMore.click();
    const dialog = page.getByRole("dialog", { name: /block bottom valve sack/i });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("blockquote")).toContainText("Hemant Patel");
    await expect(dialog.locator('a[href^="tel:+91"]')).toHaveCount(1);
    await expect(dialog.locator('a[href^="mailto:"]')).toHaveCount(1);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await expect(readMore).toBeFocused();
  });

  test("plays the article's two clips muted and looping", async ({ page }) => {
    await gotoHydrated(page, "/news");
    const clips = page.locator(".news-clip");
    await expect(clips).toHaveCount(2);
    await clips.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => clips.first().evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop), { timeout: 10_000 })
      .toBe(true);
  });

  test("a video card opens the player with the autoplaying embed address", async ({ page }) => {
    await gotoHydrated(page, "/news");
    await page.locator(".video-card").first().click();
    const frame = page.getByRole("dialog").locator("iframe");
    await expect(frame).toHaveAttribute("src", /\/embed\/[\w-]{11}\?autoplay=1/);
  });

  test("the magazine viewer moves from one cover to the other", async ({ page }) => {
    await gotoHydrated(page, "/news");
    const active = page.locator('.news-magazine [data-active="true"] img');
    await expect(active).toHaveAttribute("data-picture", "magazine-modern-plastics");
    await expect(active).toHaveAttribute("data-picture", "magazine-plastics-today", { timeout: 8_000 });
  });

  test("press releases open in a new tab and answer as PDFs", async ({ page, request }) => {
    await gotoHydrated(page, "/news");
    const links = page.locator(".news-press__link");
    await expect(links).toHaveCount(4);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
    }
    await expect(links.first()).toHaveAttribute("target", "_blank");
  });
});
