/**
 * The Russian and Arabic static pages carry the translators' text (content/translations/ru/,
 * ar/): each loader's copy is the English laid over with the locale's, and differs from the English.
 */
import { describe, expect, it } from "vitest";
import { departments } from "#content/departments";
import { milestones } from "#content/milestones";
import { offices } from "#content/offices";
import { privacyNotice } from "#content/privacy";
import { longDateIn } from "~/i18n/dates";
import { wovenOverview } from "#content/products/woven-overview";
import { about, home, service } from "#content/site";
import { staticPages } from "#content/site-map";
import { siteTextsOf } from "#content/translations/index";
import { inLocale } from "#content/translations/kit";
import type { Locale } from "#contracts/locales";
import { loader as aboutLoader } from "./about";
import { loader as contactLoader } from "./contact";
import { loader as homeLoader } from "./home";
import { loader as privacyLoader } from "./privacy";
import { loader as serviceLoader } from "./service";
import { loader as wovenLoader } from "./woven";

const args = (locale: Locale, path: string) =>
  ({ request: new Request(`http://localhost/${locale}${path}`), context: {}, params: {} }) as never;

describe.each(["ru", "ar"] as const)("the %s static pages", (locale) => {
  const texts = siteTextsOf(locale);

  it("home, about and services show the translated copy", () => {
    const { content, page } = homeLoader(args(locale, ""));
    expect(content.hero).toEqual(inLocale(home.hero, texts.home?.hero));
    expect(content.hero.heading).not.toBe(home.hero.heading);
    expect(page?.title).toBe(texts.staticPages?.[0]?.title);
    expect(page?.title).not.toBe(staticPages[0]!.title);
    const aboutPage = aboutLoader(args(locale, "/Aboutus"));
    expect(aboutPage.founder).toEqual(inLocale(about.founder, texts.about?.founder));
    expect(aboutPage.founder.paragraphs[0]).not.toBe(about.founder.paragraphs[0]);
    expect(aboutPage.milestones[0]!.title).not.toBe(milestones[0]!.title);
    const servicePage = serviceLoader(args(locale, "/Service"));
    expect(servicePage.paragraphs).toEqual(inLocale(service.paragraphs, texts.service?.paragraphs));
    expect(servicePage.paragraphs[0]).not.toBe(service.paragraphs[0]);
  });

  it("contact, privacy and /Woven show the translated copy", () => {
    const contact = contactLoader(args(locale, "/ContactUs"));
    expect(contact.offices).toEqual(inLocale(offices, texts.offices));
    expect(contact.offices[0]!.kind).not.toBe(offices[0]!.kind);
    expect(contact.departments[0]!.title).not.toBe(departments[0]!.title);
    const privacy = privacyLoader(args(locale, "/Privacy"));
    expect(privacy.notice).toEqual({
      ...inLocale(privacyNotice, texts.privacyNotice),
      updated: longDateIn(locale)(privacyNotice.updated),
    });
    expect(privacy.notice.intro[0]).not.toBe(privacyNotice.intro[0]);
    const woven = wovenLoader(args(locale, "/Woven"));
    expect(woven.intro).toEqual(inLocale(wovenOverview.intro, texts.wovenOverview?.intro));
    expect(woven.intro[0]).not.toBe(wovenOverview.intro[0]);
  });
});
