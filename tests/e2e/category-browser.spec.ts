// The category browser: the four tiles, and the full-screen slider with its wheel throttle, keys,
// dots, down arrow, deep link and empty state.
import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/site";

const WOVEN = [
  "TapeExtrusion",
  "WindingMachine",
  "CircularLoom",
  "ExtrusionCoating",
  "PrintingMachine",
  "Bag-Conversion",
  "BBB",
];

/** The slide the slider shows: its dot is current and it fills the track. */
async function expectSlide(page: Page, index: number) {
  await expect(page.getByRole("navigation", { name: "Slides" }).getByRole("link").nth(index)).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("progressbar", { name: "Slide" })).toHaveAttribute("aria-valuenow", String(index + 1));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const track = document.querySelector<HTMLElement>(".category-slider__track")!;
        return Math.round(track.scrollTop / track.clientHeight);
      }),
    )
    .toBe(index);
}

async function wheel(page: Page, deltaY: number) {
  const box = await page.locator(".category-slider__track").boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.wheel(0, deltaY);
}

test.describe("category tiles", () => {
  test("/PlasticRecycling shows the four lines, each EXPLORE leading to its slider", async ({ page }) => {
    await gotoHydrated(page, "/PlasticRecycling");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "Woven Packaging",
      "Plastic Recycling",
      "Profile Extrusion",
      "Sheet & Film Extrusion",
    ]);
    const explore = page.getByRole("link", { name: /^EXPLORE/ });
    await expect(explore).toHaveCount(4);
    await page.getByRole("link", { name: "EXPLORE Profile Extrusion" }).click();
    await expect(page).toHaveURL(/\/PlasticRecycling\/profile-extrusion$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile Extrusion");
  });
});

test.describe("category slider", () => {
  test("has every product of the line in the HTML, with a link to each page, before scripts run", async ({
    request,
  }) => {
    const html = await (await request.get("/PlasticRecycling/woven-packaging")).text();
    for (const path of WOVEN) expect(html).toContain(`href="/${path}"`);
    expect(html).not.toContain('href="/Monofilament"');
  });

  test("each slide's arrow link opens its product page", async ({ page }) => {
    await gotoHydrated(page, "/PlasticRecycling/sheet-film-extrusion");
    await page.getByRole("link", { name: /^View machine\s*: Sheet Extrusion Line$/ }).click();
    await expect(page).toHaveURL(/\/SheetExtrusion$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sheet Extrusion Line");
  });

  test("a deep link opens on its slide after 200 ms", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/PlasticRecycling/woven-packaging#CircularLoom");
    await page.clock.runFor(250);
    await expectSlide(page, WOVEN.indexOf("CircularLoom"));
  });

  test("a deep link to a product of another line opens on the first slide", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/PlasticRecycling/woven-packaging#Monofilament");
    await page.clock.runFor(250); // past the 200 ms at which a deep link to this line's product moves

    await expectSlide(page, 0);
  });

  test("a product segment opens its line on that product", async ({ page }) => {
    await gotoHydrated(page, "/PlasticRecycling/woven-packaging");
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate("/PlasticRecycling/Monofilament"),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile Extrusion");
    await expectSlide(page, 1);
  });

  test("a product segment requested directly is a prerendered page that opens its line on that product", async ({
    page,
  }) => {
    const response = await page.request.get("/PlasticRecycling/BoxStrapping");
    expect(response.status()).toBe(200);
    // The same slider as the line's page, which is the canonical address.
    expect(await response.text()).toMatch(
      /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/PlasticRecycling\/profile-extrusion"\/>/,
    );
    await page.clock.install();
    await gotoHydrated(page, "/PlasticRecycling/BoxStrapping");
    await page.clock.runFor(250);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile Extrusion");
    await expectSlide(page, 2);
  });

  test("says 'No products available' when the filter matches nothing", async ({ page }) => {
    await gotoHydrated(page, "/PlasticRecycling/woven-packaging");
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate("/PlasticRecycling/injection-moulding"),
    );
    await expect(page.getByRole("status")).toHaveText("No products available");
    await expect(page.getByRole("link", { name: "Browse all product lines" })).toBeVisible();
  });
});

test.describe("category slider without motion", () => {
  // The down arrow bobs to invite a click; with reduced motion it holds still (and moves are instant).
  test.use({ reducedMotion: "reduce" });

  test("the wheel moves one slide per flick: deltas under 30 ignored, then a 600 ms lock", async ({ page }) => {
    // The page's clock is stopped, so the timing is exact however busy the machine is.
    await page.clock.install();
    await gotoHydrated(page, "/PlasticRecycling/woven-packaging");
    await page.clock.pauseAt(Date.now() + 1000);
    await expectSlide(page, 0);

    await wheel(page, 29);
    await page.clock.runFor(700);
    await expectSlide(page, 0);

    await wheel(page, 120);
    await wheel(page, 120);
    await page.clock.runFor(300);
    await wheel(page, 120);
    await page.clock.runFor(250);
    await wheel(page, 120);
    await expectSlide(page, 1);

    await page.clock.runFor(100);
    await wheel(page, 120);
    await expectSlide(page, 2);

    await page.clock.runFor(650);
    await wheel(page, -120);
    await expectSlide(page, 1);
  });

  test("arrow keys, dots and the down arrow move the slider", async ({ page }) => {
    await gotoHydrated(page, "/PlasticRecycling/woven-packaging");
    // React attaches its fibers while it hydrates, before the slider's effects add the key listener:
    // End (which lands on the same slide however often it is pressed) is pressed until it is heard.
    await expect(async () => {
      await page.keyboard.press("End");
      await expect(page.getByRole("progressbar", { name: "Slide" })).toHaveAttribute(
        "aria-valuenow",
        String(WOVEN.length),
        { timeout: 500 },
      );
    }).toPass();
    await expectSlide(page, WOVEN.length - 1);
    await page.keyboard.press("Home");
    await expectSlide(page, 0);
    await page.keyboard.press("ArrowDown");
    await expectSlide(page, 1);
    await page.keyboard.press("ArrowUp");
    await expectSlide(page, 0);
    await page
      .getByRole("navigation", { name: "Slides" })
      .getByRole("link", { name: "Flexographic Printing Machine" })
      .click();
    await expectSlide(page, WOVEN.indexOf("PrintingMachine"));
    await page.getByRole("link", { name: /^Next machine/ }).click();
    await expectSlide(page, WOVEN.indexOf("Bag-Conversion"));
    await page.getByRole("link", { name: /^Next machine/ }).click();
    await expectSlide(page, WOVEN.length - 1);
    // The last slide has nowhere further down.
    await expect(page.getByRole("link", { name: /^Next machine/ })).toHaveCount(0);
  });
});

test.describe("the Arabic slider", () => {
  test("draws its counter left to right: 01 on the left of 07, not 07 / 01", async ({ page }) => {
    await gotoHydrated(page, "/ar/PlasticRecycling/woven-packaging");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // Where the first and last figures' text is drawn, left edge by left edge.
    const lefts = await page.locator(".category-slider__count").evaluate((counter) =>
      ["01", "07"].map((figures) => {
        const text = [...counter.childNodes].find((node) => node.textContent === figures)!;
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getBoundingClientRect().left;
      }),
    );
    expect(lefts[0]).toBeLessThan(lefts[1]!);
  });

  test("fills its progress bar from the right, where the page begins", async ({ page }) => {
    await gotoHydrated(page, "/ar/PlasticRecycling/woven-packaging");
    const bar = page.locator(".category-slider__progress");
    const [track, filled] = await Promise.all([bar.boundingBox(), bar.locator("span").boundingBox()]);
    // One slide of seven: a seventh of the track, at its right end.
    expect(filled!.width).toBeLessThan(track!.width / 2);
    expect(filled!.x + filled!.width).toBeCloseTo(track!.x + track!.width, 0);
  });
});

test.describe("/Woven", () => {
  test("walks through the woven-packaging process, linking to each machine", async ({ page }) => {
    await gotoHydrated(page, "/Woven");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Woven Packaging Machinery");
    const steps = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(steps).toHaveCount(8);
    await page.getByRole("link", { name: /Circular Looms/ }).click();
    await expect(page).toHaveURL(/\/CircularLoom$/);
  });
});
