// Shared helpers of the browser tests: viewports, hydration, and making a page scrollable.
import type { Page, Response } from "@playwright/test";

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
 * Skeleton pages may be shorter than the window. Padding the document (outside React's tree,
 * so it survives client-side navigation) gives every page room to scroll, so a scroll
 * assertion cannot pass merely because the page was too short to move.
 */
export async function makeScrollable(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.paddingBottom = "4000px";
  });
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Scrolls the window to `y` and waits until scroll listeners have seen it. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((target) => window.scrollTo({ top: target, behavior: "instant" }), y);
  await page.waitForFunction((target) => Math.abs(window.scrollY - target) < 1, y);
}
