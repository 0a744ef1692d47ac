// News & events: the article modal (scroll lock, quote, contacts), the clips, the video modal
// playing the site's own clip, the magazine viewer, and our press releases as PDFs.
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
    await expect(dialog.locator("blockquote")).toContainText("Managing Director, JP Extrusion Systems");
    await expect(dialog).toContainText("up to 70 sacks a minute");
    await expect(dialog.locator('a[href^="tel:+91"]')).toHaveCount(1);
    await expect(dialog.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
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

  test("a video card plays the site's own clip in the modal, loaded only once it is opened", async ({ page }) => {
    const clipRequests: string[] = [];
    page.on("request", (req) => {
      if (/video-tape-line\.[0-9a-f]+\.(webm|mp4)$/.test(req.url())) clipRequests.push(req.url());
    });
    await gotoHydrated(page, "/news");
    await page.locator(".news-videos").scrollIntoViewIfNeeded();
    // The browser has fetched what scrolling brought into view (the cards' lazy posters): a clip
    // loaded with the cards would have been asked for by then.
    await expect
      .poll(() =>
        page
          .locator(".news-videos img")
          .evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    expect(clipRequests).toEqual([]);

    await page.getByRole("button", { name: /Play video.*Tape extrusion line/ }).click();
    const dialog = page.getByRole("dialog", { name: "Tape extrusion line running at 900 kg/h" });
    const video = dialog.locator("video");
    await expect(video).toHaveCount(1);
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 10_000 })
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/assets\/media\/video-tape-line\./);
    expect(clipRequests.length).toBeGreaterThan(0);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("dialog video")).toHaveCount(0);
  });

  test("the magazine viewer moves from one cover to the other", async ({ page }) => {
    await gotoHydrated(page, "/news");
    const active = page.locator('.news-magazine [data-active="true"] img');
    await expect(active).toHaveAttribute("data-picture", "magazine-jp-news-2017");
    await expect(active).toHaveAttribute("data-picture", "magazine-jp-news-2021", { timeout: 8_000 });
  });

  test("our press releases open in a new tab and answer as PDFs", async ({ page, request }) => {
    await gotoHydrated(page, "/news");
    const links = page.locator(".news-press__link");
    await expect(links).toHaveCount(4);
    for (const meta of await links.locator(".news-press__meta").allTextContents())
      expect(meta).toMatch(/^Press release · /);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
    }
    await expect(links.first()).toHaveAttribute("target", "_blank");
  });
});
