// The order of the product lines in the portal (issue 26, decision 067): the panel lists every line,
// a line moves with the keyboard and the focus stays on its button, and the page is axe clean at
// 375 and 1280 px. Nothing is saved: the public pages' menu order stays as the other tests expect
// (saving is covered by the component test and the API test).
import { axeResults } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { DESKTOP, MOBILE } from "./support/site";

for (const [width, viewport] of [
  ["1280", DESKTOP],
  ["375", MOBILE],
] as const) {
  test(`an editor moves a product line down with the keyboard at ${width} px`, async ({ page, signIn }) => {
    await page.setViewportSize(viewport);
    await signIn();
    await page.goto("/admin/content/product-lines");
    const panel = page.getByRole("region", { name: "Order on the site" });
    const lines = panel.getByRole("listitem");
    await expect(lines.first()).toBeVisible();
    expect(await lines.count()).toBeGreaterThanOrEqual(4);
    const first = (await lines.first().textContent())?.replace(/UpDown$/, "") ?? "";
    await expect(panel.getByRole("button", { name: "Save order" })).toBeDisabled();

    const down = panel.getByRole("button", { name: `Move ${first} down` });
    await down.focus();
    await page.keyboard.press("Enter");
    await expect(lines.nth(1)).toContainText(first);
    await expect(down).toBeFocused();
    await expect(panel.getByRole("button", { name: "Save order" })).toBeEnabled();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/content-order-${width}.png`, fullPage: true });
    expect((await axeResults(page)).violations).toEqual([]);
  });
}
