// Machine pages: tabs and their deep link, the table as cards on phones, the catalogue modal,
// Bag-Conversion's two levels of tabs and slideshow, the gallery lightbox and axe checks of the
// states that only appear after interaction.
import { type Page, expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, gotoHydrated, gotoLinkedTab } from "./support/site";
import { axeResults } from "./support/axe";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await axeResults(page, TAGS);
  return found.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const visiblePanel = (page: Page) => page.locator("[role=tabpanel]:visible").last();
const panelImageName = (page: Page) =>
  visiblePanel(page).locator(".product-tab__media img").first().getAttribute("alt");

test.describe("product page tabs", () => {
  test("every tab's table is in the HTML before any script runs", async ({ request }) => {
    const html = await (await request.get("/CircularLoom")).text();
    for (const shuttles of [4, 6, 8, 10, 12])
      expect(html).toContain(`${shuttles}-Shuttle circular loom: main specifications`);
    expect(html).toContain("iL (Inside Lamination) loom: main specifications");
    expect(html.match(/<table/g)).toHaveLength(6);
    expect(html).toContain('"@type":"Product"');
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every tab's content is shown, one after another", async ({ page }) => {
      await page.goto("/CircularLoom");
      await expect(page.getByRole("table")).toHaveCount(6);
      for (const table of await page.getByRole("table").all()) await expect(table).toBeVisible();
    });
  });

  test("switching tabs changes the table and the image, and the address remembers it", async ({ page }) => {
    await gotoHydrated(page, "/CircularLoom");
    const table = visiblePanel(page).getByRole("table");
    await expect(table).toHaveAccessibleName("4-Shuttle circular loom: main specifications");
    await expect(table.getByRole("row", { name: /Max\. speed \(rpm\)/ })).toContainText("180");
    const firstImage = await panelImageName(page);

    await page.getByRole("tab", { name: "10-Shuttle" }).click();
    await expect(visiblePanel(page).getByRole("table")).toHaveAccessibleName(
      "10-Shuttle circular loom: main specifications",
    );
    await expect(visiblePanel(page).getByRole("row", { name: /Max\. speed \(rpm\)/ })).toContainText("100");
    expect(await panelImageName(page)).not.toBe(firstImage);
    await expect(page).toHaveURL(/\?tab=10-shuttle$/);

    // Arrow keys move along the tab list (the WAI-ARIA pattern).
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "12-Shuttle" })).toHaveAttribute("aria-selected", "true");
    await expect(visiblePanel(page).getByRole("table")).toHaveAccessibleName(
      "12-Shuttle circular loom: main specifications",
    );
  });

  test("a deep link opens its tab", async ({ page }) => {
    await gotoHydrated(page, "/ExtrusionCoating?tab=tarpaulin");
    await expect(page.getByRole("tab", { name: "Tarpaulin" })).toHaveAttribute("aria-selected", "true");
    await expect(visiblePanel(page).getByRole("cell", { name: "6000", exact: true })).toBeVisible();
  });

  test("the PET page has no table", async ({ page }) => {
    await gotoHydrated(page, "/PET");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("PET Bottle Washing & Recycling Line");
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByText("Flakes for PET strapping")).toBeVisible();
  });
});

test.describe("specification table", () => {
  test("is a table with columns on desktop", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, "/BoxStrapping");
    const header = page.getByRole("columnheader", { name: "STRAPEX 100-PET" });
    await expect(header).toBeVisible();
    const output = page.getByRole("row", { name: /Output \(kg\/h\)/ });
    const cells = output.getByRole("cell");
    const first = await cells.nth(0).boundingBox();
    const last = await cells.nth(3).boundingBox();
    expect(last!.y).toBeCloseTo(first!.y, 0);
    await expect(cells.nth(3)).toHaveText("200-250");
  });

  test("shows each row as a card, each value labelled, at 480 px and narrower", async ({ page }) => {
    for (const width of [480, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/BoxStrapping");
      // The header row is kept for screen readers but takes no room on screen.
      await expect(page.getByRole("columnheader", { name: "STRAPEX 100-PET" })).toBeAttached();
      const headerRow = await page.locator(".spec-table thead").boundingBox();
      expect(headerRow!.width).toBeLessThanOrEqual(1);
      const output = page.getByRole("row", { name: /Output \(kg\/h\)/ });
      const cells = output.getByRole("cell");
      const first = await cells.nth(0).boundingBox();
      const last = await cells.nth(3).boundingBox();
      // Stacked: one value under the other, not side by side.
      expect(last!.y).toBeGreaterThan(first!.y + first!.height - 1);
      const label = await cells.nth(3).evaluate((cell) => getComputedStyle(cell, "::before").content);
      expect(label).toBe('"STRAPEX 100-PET"');
      const row = await output.evaluate((tr) => getComputedStyle(tr).display);
      expect(row).toBe("block");
    }
  });

  test("a two-column parameter table stays a table on a phone: it already reads as label and value", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/BBB");
    const row = page.getByRole("row", { name: /W1 — bag width/ });
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe("table-row");
    await expect(row.getByRole("cell")).toHaveText("350–600");
  });

  test("stays a table just above 480 px", async ({ page }) => {
    await page.setViewportSize({ width: 481, height: 900 });
    await gotoHydrated(page, "/BoxStrapping");
    expect(
      await page.getByRole("row", { name: /Output \(kg\/h\)/ }).evaluate((tr) => getComputedStyle(tr).display),
    ).toBe("table-row");
  });
});

test.describe("catalogue modal", () => {
  test("Download Catalogue opens the modal with the request slot for that tab's catalogue", async ({ page }) => {
    await gotoLinkedTab(page, "/WindingMachine?tab=auto-doffing-winders", "Auto-Doffing Winders");
    await visiblePanel(page).getByRole("button", { name: "Download Catalogue" }).click();
    const dialog = page.getByRole("dialog", { name: "Catalogue: Tape Winding Machines: Auto-Doffing Winders" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("[data-slot=catalogue-request]")).toHaveAttribute(
      "data-brochure-link",
      "/catalogues/auto-doffing-winders.pdf",
    );
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("the catalogue file is a PDF", async ({ request }) => {
    const response = await request.get("/catalogues/auto-doffing-winders.pdf");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

test.describe("Bag-Conversion", () => {
  test("has two levels of tabs, each sub-tab with its own table and catalogue", async ({ page }) => {
    await gotoHydrated(page, "/Bag-Conversion");
    const main = page.getByRole("tablist", { name: "Bag Conversion & FIBC Equipment: equipment" });
    await expect(main.getByRole("tab")).toHaveText(["Small Bag Conversion", "FIBC Equipment"]);
    const small = page.getByRole("tablist", { name: "Small Bag Conversion", exact: true });
    await expect(small.getByRole("tab")).toHaveText([
      "Bag Conversion Line",
      "Bag Conversion Line with Linear Insertion",
      "Woven Fabric Tubing Machine",
      "Bag Conversion Line with Integrated Gusseting",
    ]);
    await expect(visiblePanel(page).getByRole("table")).toHaveAccessibleName(
      "Bag conversion line: main specifications",
    );

    await small.getByRole("tab", { name: "Woven Fabric Tubing Machine" }).click();
    await expect(visiblePanel(page).getByRole("table")).toHaveAccessibleName(
      "Woven fabric tubing machine: main specifications",
    );

    await main.getByRole("tab", { name: "FIBC Equipment" }).click();
    const fibc = page.getByRole("tablist", { name: "FIBC Equipment", exact: true });
    await expect(fibc.getByRole("tab")).toHaveText(["Mouth Punching", "Bale Press", "Belt Cutting"]);
    await fibc.getByRole("tab", { name: "Bale Press" }).click();
    await expect(visiblePanel(page).getByRole("table")).toHaveAccessibleName("FIBC bale press: main specifications");
    await expect(page).toHaveURL(/\?tab=bale-press$/);
    await visiblePanel(page).getByRole("button", { name: "Download Catalogue" }).click();
    await expect(page.getByRole("dialog").locator("[data-slot=catalogue-request]")).toHaveAttribute(
      "data-brochure-link",
      "/catalogues/fibc-bale-press.pdf",
    );
  });

  test("a deep link to a sub-tab opens its main tab too", async ({ page }) => {
    await gotoHydrated(page, "/Bag-Conversion?tab=belt-cutting");
    await expect(page.getByRole("tab", { name: "FIBC Equipment" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Belt Cutting" })).toHaveAttribute("aria-selected", "true");
  });

  test("the first sub-tab's pictures change every 3 s; the others show one still image", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/Bag-Conversion");
    await page.clock.pauseAt(Date.now() + 1000);
    const slideshow = visiblePanel(page).getByRole("region", {
      name: "Bag Conversion & FIBC Equipment: Bag Conversion Line: pictures",
    });
    const current = () => slideshow.locator("[data-active=true] img").getAttribute("alt");
    const first = await current();
    expect(first).not.toBeNull();
    // Find the moment of a change, then time the next one.
    let waited = 0;
    while ((await current()) === first && waited < 4000) {
      await page.clock.runFor(100);
      waited += 100;
    }
    const second = await current();
    expect(second).not.toBe(first);
    await page.clock.runFor(2800);
    expect(await current()).toBe(second);
    await page.clock.runFor(300);
    expect(await current()).not.toBe(second);

    await page.getByRole("tab", { name: "Bag Conversion Line with Linear Insertion" }).click();
    await expect(visiblePanel(page).locator(".product-tab__media [aria-roledescription=carousel]")).toHaveCount(0);
    await expect(visiblePanel(page).locator(".product-tab__media img")).toHaveCount(1);
  });
});

test.describe("photo gallery lightbox", () => {
  test("next and previous wrap around, with a 300 ms lock between moves", async ({ page }) => {
    // The page's clock, stopped while the lightbox moves, so the lock is timed exactly however busy the machine is.
    await page.clock.install();
    await gotoHydrated(page, "/TapeExtrusion");
    const thumbs = page.getByRole("button", { name: /^Enlarge photo/ });
    const count = await thumbs.count();
    expect(count).toBe(5);
    await thumbs.last().click();
    const dialog = page.getByRole("dialog", { name: "Tape Extrusion Line: photo gallery" });
    const counter = dialog.locator(".lightbox__counter");
    await expect(counter).toHaveText(`${count} / ${count}`);
    await page.clock.pauseAt(Date.now() + 1000);

    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText(`1 / ${count}`);
    await page.clock.runFor(300);
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(counter).toHaveText(`${count} / ${count}`);

    // Two presses inside 300 ms move once.
    await page.clock.runFor(300);
    await page.keyboard.press("ArrowRight");
    await page.clock.runFor(299);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`1 / ${count}`);
    await page.clock.runFor(1);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`2 / ${count}`);
    await page.clock.resume();

    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("video cards", () => {
  test("a card plays the site's own clip in the modal until the company confirms a YouTube ID", async ({ page }) => {
    await gotoHydrated(page, "/TapeExtrusion");
    await page.getByRole("button", { name: /Play video.*JP-TL 120 tape line/ }).click();
    const dialog = page.getByRole("dialog", { name: "JP-TL 120 tape line running at 600 kg/h" });
    await expect(dialog.locator("iframe")).toHaveCount(0);
    const video = dialog.locator("video");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 10_000 })
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/assets\/media\/video-tape-line\./);
  });
});

test.describe("product pages at phone width", () => {
  test.use({ viewport: MOBILE, reducedMotion: "reduce" });

  test("Bag-Conversion's second level and the modal have no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/Bag-Conversion?tab=mouth-punching");
    expect(await violations(page)).toEqual([]);
  });
});
