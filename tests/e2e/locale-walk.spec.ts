// A Russian and an Arabic buyer's walk (issue 25, "Done when"): a browser preferring ru or ar lands
// on the English machine page, is offered its language, takes it, stays on the machine page in that
// locale (language, direction, nothing wider than the window, the header's menu by keyboard) and
// asks for the catalogue at a person's pace; the lead is stored in the buyer's language. At 375 and
// 1280 px. Page text is partly English still: the checks are of structure, language and behaviour.
//
// E2E_SHOTS=<directory> keeps a screenshot of each step there, for a person to look at.
import path from "node:path";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { machineTranslations } from "#content/seed/machine-translations";
import { LOCALE_NAMES, textDirection } from "#contracts/locales";
import { queryRows, uniqueTag } from "./support/admin";
import { DESKTOP, MOBILE, gotoHydrated, waitForHydration } from "./support/site";

test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 20_000 };

const BUYERS = {
  ru: {
    name: "Иван Петров",
    company: "ПолиТех",
    email: "ivan.petrov@politech.example",
    phone: "+7 495 123 45 67",
    city: "Москва",
    state: "Москва",
    country: "Россия",
  },
  ar: {
    name: "أحمد حسن",
    company: "النيل للتغليف",
    email: "ahmed.hassan@nile-pack.example",
    phone: "+20 2 2345 6789",
    city: "القاهرة",
    state: "القاهرة",
    country: "مصر",
  },
} as const;

/** The start of the catalogue modal's title and sentence, and its close button's name. */
const MODAL_WORDS = {
  ru: { title: "Каталог: ", intro: "Укажите, куда прислать каталог", close: "Закрыть" },
  ar: { title: "الكتالوج: ", intro: "أخبرونا أين نرسل كتالوج", close: "إغلاق" },
} as const;

const WIDTHS = [
  { name: "375", viewport: MOBILE },
  { name: "1280", viewport: DESKTOP },
] as const;

async function shot(page: Page, name: string, fullPage = false) {
  const directory = process.env.E2E_SHOTS;
  if (directory) await page.screenshot({ path: path.join(directory, `${name}.png`), fullPage });
}

/** Types like a person: a key at a time, about twenty keys a second (the spam score times the form). */
async function type(field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text, { delay: 45 });
}

/** Presses Tab until the focus is on an element matching `selector`; fails after `most` presses. */
async function tabTo(page: Page, selector: string, most = 15) {
  for (let press = 0; press < most; press++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} was not reached in ${most} presses of Tab`);
}

/**
 * Where on screen a run of text starts and ends: the left edges of the first character of `from`
 * and of the last character of `to` inside `scope`. In Arabic text a number drawn right to left
 * ends further left than it starts.
 */
function textEnds(scope: Locator, from: string, to: string): Promise<{ first: number; last: number }> {
  return scope.evaluate(
    (element, [start, end]) => {
      const texts: Text[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) texts.push(walker.currentNode as Text);
      const leftOf = (node: Text, offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getBoundingClientRect().left;
      };
      const startNode = texts.find((node) => node.data.includes(start!))!;
      const endNode = texts.findLast((node) => node.data.includes(end!))!;
      return {
        first: leftOf(startNode, startNode.data.indexOf(start!)),
        last: leftOf(endNode, endNode.data.lastIndexOf(end!) + end!.length - 1),
      };
    },
    [from, to],
  );
}

/**
 * Which way a slideshow button's chevron points on screen, as an x of -1 (left) or 1 (right). The
 * chevron is the top and right border of a square (its corner is the tip) turned by the
 * pseudo-element's transform and scale.
 */
function chevronPointsTo(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element, "::before");
    const [sx = 1, sy = sx] = style.scale === "none" ? [] : style.scale.split(" ").map(Number);
    const matrix = new DOMMatrix()
      .scale(sx, sy)
      .multiply(new DOMMatrix(style.transform === "none" ? undefined : style.transform));
    // The tip's direction from the centre (the translation moves both alike).
    return Math.sign(matrix.transformPoint(new DOMPoint(10, -10)).x - matrix.transformPoint(new DOMPoint(0, 0)).x);
  });
}

/** How far the page is wider than the window (0 when nothing sticks out to scroll to). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const locale of ["ru", "ar"] as const) {
  for (const width of WIDTHS) {
    test.describe(`a buyer whose browser prefers ${locale}, at ${width.name} px`, () => {
      test.use({ locale, viewport: width.viewport, reducedMotion: "reduce" });

      test("takes the offered language on the machine page and asks for its catalogue in it", async ({ page }) => {
        const step = (name: string, fullPage = false) => shot(page, `${locale}-${width.name}-${name}`, fullPage);
        const address = `/${locale}/TapeExtrusion`;

        await gotoHydrated(page, "/TapeExtrusion");
        const offer = page.getByRole("region", { name: "Language" });
        await expect(offer).toContainText(LOCALE_NAMES[locale]);
        await expect(offer.getByRole("link")).toHaveAttribute("href", address);
        await step("1-offer");

        await offer.getByRole("link").click();
        await expect(page).toHaveURL(address);
        await waitForHydration(page);
        const html = page.locator("html");
        await expect(html).toHaveAttribute("lang", locale);
        if (textDirection(locale) === "rtl") await expect(html).toHaveAttribute("dir", "rtl");
        else await expect(html).not.toHaveAttribute("dir", "rtl");
        // The machine in that language: its seeded title (decision 068).
        const title = String(machineTranslations["tape-extrusion-line"]![locale]!.title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.locator(".language-offer")).toBeHidden(); // the visitor is in their language
        expect(await overflow(page), "the page is no wider than the window").toBeLessThanOrEqual(0);
        await step("2-machine-page", true);
        // Phone numbers and years read left to right in Arabic text too.
        const footer = page.getByRole("contentinfo");
        for (const phone of await footer.locator('a[href^="tel:"]').all()) {
          const digits = (await phone.textContent())!.trim();
          const { first, last } = await textEnds(phone, digits[0]!, digits.at(-1)!);
          expect(first, `${digits} reads left to right`).toBeLessThan(last);
        }
        const years = await textEnds(
          footer.locator(".site-footer__copyright"),
          "1987",
          String(new Date().getFullYear()),
        );
        expect(years.first, "the years read left to right").toBeLessThan(years.last);
        // A slideshow's "next" points the way the page reads, and sits on that side.
        const controls = page.locator(".slideshow__controls").filter({ visible: true }).first();
        const [previous, next] = [
          controls.locator(".slideshow__step--prev"),
          controls.locator(".slideshow__step--next"),
        ];
        const forward = locale === "ar" ? -1 : 1;
        expect(await chevronPointsTo(next), "next points forward").toBe(forward);
        expect(await chevronPointsTo(previous), "previous points back").toBe(-forward);
        expect(Math.sign((await next.boundingBox())!.x - (await previous.boundingBox())!.x)).toBe(forward);

        // The header's menu, by keyboard: the phone's menu button, the desktop's product dropdown.
        const header = page.getByRole("banner");
        if (width.viewport === MOBILE) {
          const menuButton = header.locator(".site-header__menu-button");
          await tabTo(page, ".site-header__menu-button");
          await page.keyboard.press("Enter");
          await expect(menuButton).toHaveAttribute("aria-expanded", "true");
          await page.keyboard.press("Tab");
          const firstLink = header.locator(".site-nav__link").first();
          await expect(firstLink).toBeFocused();
          await expect(firstLink).toHaveAttribute("href", `/${locale}`);
          await expect(firstLink).toBeInViewport();
          await step("3-menu");
          await page.keyboard.press("Escape");
          await expect(menuButton).toHaveAttribute("aria-expanded", "false");
          await expect(menuButton).toBeFocused();
        } else {
          const trigger = header.locator(".site-nav__trigger");
          await tabTo(page, ".site-nav__trigger");
          await expect(trigger).toHaveAttribute("aria-expanded", "true"); // opens on focus
          await page.keyboard.press("Tab");
          const firstProductLine = header.locator(".site-nav__sublink").first();
          await expect(firstProductLine).toBeFocused();
          await expect(firstProductLine).toBeInViewport();
          await expect(firstProductLine).toHaveAttribute("href", new RegExp(`^/${locale}/`));
          await step("3-menu");
          await page.keyboard.press("Escape");
          await expect(trigger).toHaveAttribute("aria-expanded", "false");
        }

        await page.locator(".product-tab__catalogue").filter({ visible: true }).first().click();
        const dialog = page.getByRole("dialog");
        const form = dialog.locator("form");
        await expect(form).toBeVisible(SLOW);
        await expect(form.locator('input[name="formToken"]')).toHaveCount(1, SLOW);
        await expect(form.locator('input[name="language"]')).toHaveValue(locale);
        // The modal's title, its sentence and its close button are in the page's language.
        const modal = MODAL_WORDS[locale];
        await expect(dialog).toHaveAccessibleName(new RegExp(`^${modal.title}`));
        await expect(dialog.locator(".catalogue-request-slot > p")).toContainText(modal.intro);
        await expect(dialog.getByRole("button", { name: modal.close })).toBeVisible();
        expect(await overflow(page), "the form is no wider than the window").toBeLessThanOrEqual(0);
        await step("4-form");

        const buyer = BUYERS[locale];
        const name = `${buyer.name} ${uniqueTag()}`;
        await type(form.locator('[name="name"]'), name);
        await type(form.locator('[name="companyName"]'), buyer.company);
        await type(form.locator('[name="email"]'), buyer.email);
        await type(form.locator('[name="contactNumber"]'), buyer.phone);
        await type(form.locator('[name="city"]'), buyer.city);
        await type(form.locator('[name="state"]'), buyer.state);
        await type(form.locator('[name="country"]'), buyer.country);
        await step("5-filled");
        const answered = page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/send-email",
        );
        await form.locator('button[type="submit"]').click();
        expect((await answered).status()).toBe(201);
        await expect(dialog).toBeHidden(SLOW);
        const notice = page.locator('.lead-form__notice[data-tone="success"]').filter({ visible: true });
        await expect(notice).not.toBeEmpty();
        await notice.scrollIntoViewIfNeeded();
        await step("6-sent");

        const stored = queryRows<{ language: string; is_spam: number; spam_reasons: string | null }>(
          "select language, is_spam, spam_reasons from catalogue_requests where name = ?",
          name,
        );
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ language: locale, is_spam: 0 });
        // Typed at a person's pace: not "too-fast" (headless Chromium's user agent is a weak signal of its own).
        expect(JSON.parse(stored[0]!.spam_reasons ?? "[]")).not.toContain("too-fast");
      });
    });
  }
}
