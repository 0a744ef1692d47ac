// Translating content in the portal (issue 25, decision 058): an editor opens a news item in
// Russian, writes each text field under its English, saves, marks it reviewed and sees it so in
// the translation overview; Arabic fields are right to left; axe finds nothing in the editor, at
// 375 and 1280 px.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";

const widths = [
  { width: 375, slugTitle: "Best Brand 2021" },
  { width: 1280, slugTitle: "Best Brand 2019" },
];

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

for (const { width, slugTitle } of widths) {
  test(`an editor translates a news item into Russian, marks it reviewed and sees the overview at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/content/news?q=${encodeURIComponent(slugTitle)}`);
    await page.getByRole("link", { name: slugTitle, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(slugTitle);

    const translations = page.getByRole("region", { name: "Translations" });
    await translations.getByRole("button", { name: /Russian/ }).click();
    const form = page.getByRole("form", { name: /Russian/ });
    await expect(form.getByText("English: National plastics and packaging industry awards, Mumbai")).toBeVisible();
    const title = form.getByRole("textbox", { name: "Title", exact: true });
    await expect(title).toHaveAttribute("lang", "ru");
    await title.fill(`Лучший бренд ${slugTitle.slice(-4)}`);
    await form
      .getByRole("textbox", { name: "Presented by" })
      .fill("Национальная премия индустрии пластмасс и упаковки, Мумбаи");
    await form
      .getByRole("textbox", { name: "Summary" })
      .fill("Признан лучшим брендом в машиностроении для переработки полимеров.");
    await form
      .getByRole("textbox", { name: "Photos 1: description" })
      .fill(`Кубок «Лучший бренд ${slugTitle.slice(-4)}» на постаменте в свете прожектора`);
    await form.getByRole("button", { name: "Save translation" }).click();
    await expect(translations.getByText("Translation saved.", { exact: false })).toBeVisible();
    await expect(form.getByText("Needs review")).toBeVisible();

    await form.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(translations.getByText("Marked reviewed.")).toBeVisible();
    await expect(translations.getByRole("button", { name: /Russian.*Reviewed/ })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Arabic is written right to left, and its fields say so.
    await translations.getByRole("button", { name: /Arabic/ }).click();
    const arabicTitle = page.getByRole("form", { name: /Arabic/ }).getByRole("textbox", { name: "Title", exact: true });
    await expect(arabicTitle).toHaveAttribute("dir", "rtl");
    await expect(arabicTitle).toHaveAttribute("lang", "ar");

    // Keyboard: the overview link is reachable and followed with Enter.
    await translations.getByRole("link", { name: "All translations" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${slugTitle} in .*Russian.*: Reviewed`) })).toBeVisible();
  });
}
