// Shared helpers of the browser tests: viewports, hydration, and making a page scrollable.
import { expect, type Locator, type Page, type Response } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

/**
 * Opens a path and waits until React has hydrated the page and run its effects, so handlers are
 * attached. The client hydrates in a transition, which the scheduler splits into slices: the DOM
 * nodes carry their fibers from the first slice on, long before the tree is committed and its
 * effects (a slider's key listener, say) have run. So this reads React's own root, which the
 * document carries: hydration is over when the committed root is no longer dehydrated. Passive
 * effects run in a scheduler task after the commit: two frames and a task later they have.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Opens a machine page at `?tab=` and waits until that tab is the selected one. The prerendered
 * HTML shows the first tab whatever the address says; the linked tab takes over in the render
 * after hydration, and a click before it lands on the first tab's button.
 */
export async function gotoLinkedTab(page: Page, path: string, tab: string): Promise<void> {
  await gotoHydrated(page, path);
  await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
}

/** Waits until React has hydrated the page now open and run its effects (see gotoHydrated). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
    if (key === undefined) return false;
    const hostRoot = (document as unknown as Record<string, { stateNode?: ReactFiberRoot }>)[key];
    const committed = hostRoot?.stateNode?.current;
    return committed?.child != null && committed.memoizedState?.isDehydrated === false;
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/** What gotoHydrated reads of React's root (react-dom 19's FiberRoot and its HostRoot fiber). */
interface ReactFiberRoot {
  current?: { child?: unknown; memoizedState?: { isDehydrated?: boolean } };
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

/** Every script error the page throws and every error it logs to the console, from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}
