// The lead forms in the buyer's language (decision 069): a Russian buyer asks for a machine's
// catalogue from /ru/TapeExtrusion and reads the outcome in Russian; an Arabic buyer's form on a
// phone reads right to left. Fields are typed a key at a time, as a person types: the spam score
// reads how long the form took from the moment it showed (the form token, at least 3 s).
import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { queryRows, uniqueTag } from "./support/admin";
import { MOBILE, gotoHydrated } from "./support/site";

test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 20_000 };

async function type(field: Locator, text: string) {
  await field.fill("");
  await field.pressSequentially(text, { delay: 45 });
}

test("a Russian buyer asks for a catalogue from /ru/TapeExtrusion and is answered in Russian", async ({ page }) => {
  const tag = uniqueTag();
  await gotoHydrated(page, "/ru/TapeExtrusion");
  await page
    .getByRole("button", { name: /Download Catalogue|каталог/i })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Прислать мне каталог" })).toBeVisible(SLOW);
  await expect(dialog.getByText(/Мы используем эти данные, чтобы отправить вам каталог/)).toBeVisible();

  // A blank field is named in Russian before anything is sent.
  await dialog.getByRole("button", { name: "Прислать мне каталог" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Заполните поле «Имя».");

  await type(dialog.getByLabel("Имя"), `Иван ${tag}`);
  await type(dialog.getByLabel("Название компании"), "ООО Полимерпак");
  await type(dialog.getByLabel("E-mail"), "ivan@polimerpak.ru");
  await type(dialog.getByLabel("Контактный телефон"), "+7 495 123-45-67");
  await type(dialog.getByLabel("Город"), "Москва");
  await type(dialog.getByLabel("Регион"), "Московская область");
  await type(dialog.getByLabel("Страна"), "Россия");
  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/send-email"));
  await dialog.getByRole("button", { name: "Прислать мне каталог" }).click();
  expect((await posted).postDataJSON()).toMatchObject({ language: "ru" });
  await expect(page.getByText("Каталог отправлен на ваш e-mail!")).toBeVisible(SLOW);

  const [stored] = queryRows<{ language: string; is_spam: number }>(
    "select language, is_spam from catalogue_requests where name = ?",
    `Иван ${tag}`,
  );
  expect(stored).toEqual({ language: "ru", is_spam: 0 });
});

test("an Arabic buyer's inquiry form on a phone reads right to left, in Arabic", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await gotoHydrated(page, "/ar/ContactUs");
  const form = page.getByRole("form", { name: "استفسار" });
  await expect(form).toBeVisible();
  expect(await form.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  const name = form.getByLabel("الاسم");
  expect(await name.evaluate((input) => getComputedStyle(input).direction)).toBe("rtl");

  await form.getByRole("button", { name: "إرسال الاستفسار" }).click();
  expect(await name.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe("يُرجى ملء حقل «الاسم».");
});
