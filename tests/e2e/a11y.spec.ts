// axe-core on every public route, the 404 page and the sign-in page, at desktop and phone widths.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { allPublicPaths } from "../../content/site-map";
import { DESKTOP, MOBILE, gotoHydrated } from "./support/site";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const PATHS = [...allPublicPaths(), "/no-such-page", "/admin/login"];

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width} px`, () => {
    // Content that fades in on scroll is shown at once, so axe sees its final colours.
    test.use({ viewport, reducedMotion: "reduce" });

    for (const path of PATHS) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const found = violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 5).map((n) => n.target.join(" ")).join(", ")}`,
        );
        expect(found).toEqual([]);
      });
    }
  });
}
