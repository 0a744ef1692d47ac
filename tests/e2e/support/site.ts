// Shared helpers of the browser tests: viewports, hydration, and making a page scrollable.
import type { Locator, Page, Response } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

/** Opens a path and waits until React has hydrated the page, so handlers are attached. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
  return response;
}

/**
 * Skeleton pages may be shorter than the window. A minimum height on <main> gives every page
 * room to scroll, so a scroll assertion cannot pass merely because the page was too short to
 * move. React does not manage main's style, and the layout keeps the same <main> across
 * client-side navigation, so the next page is tall too. (Padding the body would not do: the
 * sticky header only sticks within the body's content box.)
 */
export async function makeScrollable(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelector("main")!.style.minHeight = "5000px";
  });
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/**
 * Scrolls the window to `y` at once and waits two frames, so scroll listeners have run and
 * layout has settled; returns where the window ended up (scroll anchoring may have moved it).
 */
export async function scrollTo(page: Page, y: number): Promise<number> {
  return page.evaluate(async (target) => {
    window.scrollTo({ top: target, behavior: "instant" });
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return window.scrollY;
  }, y);
}

/** Samples the window's position and an attribute of the banner every 50 ms for `ms`. */
export async function watchScroll(page: Page, ms: number): Promise<{ y: number; scrolled: string | null }[]> {
  return page.evaluate(async (duration) => {
    const samples: { y: number; scrolled: string | null }[] = [];
    const header = document.querySelector("body > header, [role=banner]");
    for (let t = 0; t < duration; t += 50) {
      samples.push({ y: window.scrollY, scrolled: header?.getAttribute("data-scrolled") ?? null });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return samples;
  }, ms);
}

async function centreInViewport(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  await target.waitFor({ state: "visible" });
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error(`${target} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (x < 0 || y < 0 || x > viewport.width || y > viewport.height) throw new Error(`${target} is outside the window`);
  return { x, y };
}

/**
 * Clicks an element where it is on screen, as a person would. Locator.click() first scrolls the
 * element "into view" honouring the page's scroll-padding-top, which for an item of the sticky
 * header means scrolling the page back to the top: that would hide the very scroll behaviour
 * under test.
 */
export async function clickInPlace(page: Page, target: Locator): Promise<void> {
  const { x, y } = await centreInViewport(page, target);
  await page.mouse.click(x, y);
}

export async function hoverInPlace(page: Page, target: Locator): Promise<void> {
  const { x, y } = await centreInViewport(page, target);
  await page.mouse.move(x, y);
}
