/**
 * The static pages' loaders draw their copy in the page's locale (issue 25): the locale's site copy
 * laid over the English modules, English where the locale leaves a place out, and English pages
 * exactly as the modules say. The translations here are a fixture, so the test does not wait for
 * the translators' files.
 */
import { describe, expect, it, vi } from "vitest";
import { departments } from "#content/departments";
import { milestones } from "#content/milestones";
import { magazineCovers } from "#content/news";
import { offices } from "#content/offices";
import { privacyNotice } from "#content/privacy";
import { longDateIn } from "~/i18n/dates";
import { wovenOverview } from "#content/products/woven-overview";
import { about, home, service } from "#content/site";
import { staticPages } from "#content/site-map";
import { siteTextsOf } from "#content/translations/index";
import { inLocale } from "#content/translations/kit";
import { corporateFilm } from "#content/videos";
import type { Locale } from "#contracts/locales";
import { arOnSitePages } from "~/i18n/messages/ar";
import { ruOnSitePages } from "~/i18n/messages/ru";
import { meta as aboutMeta, loader as aboutLoader } from "./about";
import { loader as careersLoader } from "./careers";
import { loader as contactLoader } from "./contact";
import { meta as homeMeta, loader as homeLoader } from "./home";
import { handle as russianLayout } from "./locale-layouts/ru";
import { loader as newsLoader } from "./news";
import { meta as notFoundMeta } from "./not-found";
import { loader as privacyLoader } from "./privacy";
import { loader as serviceLoader } from "./service";
import { loader as wovenLoader } from "./woven";

vi.mock("#content/translations/index", () => {
  const texts = (word: string) => ({
    home: { hero: { heading: `${word}: hero` }, about: { paragraphs: [undefined, `${word}: about`] } },
    about: { founder: { heading: `${word}: founder` } },
    milestones: [{ title: `${word}: 1989` }],
    service: { offers: [`${word}: offer`] },
    offices: [{ region: `${word}: Ankleshwar`, city: `${word}: city`, country: `${word}: country` }],
    departments: [undefined, undefined, { title: `${word}: spares` }],
    privacyNotice: { intro: [`${word}: intro`] },
    staticPages: [
      { title: `${word}: home`, description: `${word}: home page` },
      { title: `${word}: about`, path: "/translated-address" },
    ],
    wovenOverview: { steps: [{ step: `${word}: extrude` }] },
    corporateFilm: { description: `${word}: film` },
    magazineCovers: [undefined, { alt: `${word}: cover` }],
  });
  const byLocale: Record<string, object> = { ru: texts("ru"), ar: texts("ar") };
  return { siteTextsOf: (locale: string) => byLocale[locale] ?? {} };
});

const args = (locale: Locale, path: string) =>
  ({
    request: new Request(`http://localhost${locale === "en" ? path : `/${locale}${path === "/" ? "" : path}`}`),
    context: {},
    params: {},
  }) as never;

const TRANSLATED = ["ru", "ar"] as const;

describe("static pages in the page's locale", () => {
  it("home: the locale's hero, paragraphs and film over the English, English where it says nothing", () => {
    const english = homeLoader(args("en", "/"));
    expect(english.content.hero).toBe(home.hero);
    expect(english.content.about).toBe(home.about);
    expect(english.content.film.description).toBe(corporateFilm.description);
    expect(english).not.toHaveProperty("page");
    for (const locale of TRANSLATED) {
      const { content } = homeLoader(args(locale, "/"));
      const texts = siteTextsOf(locale);
      expect(content.hero).toEqual(inLocale(home.hero, texts.home?.hero));
      expect(content.hero.heading).not.toBe(home.hero.heading);
      expect(content.about.paragraphs).toEqual([home.about.paragraphs[0], `${locale}: about`]);
      expect(content.intro).toEqual(home.intro);
      expect(content.film.description).toBe(`${locale}: film`);
      expect(content.film.link).toEqual(english.content.film.link);
    }
  });

  it("about: the founder's story and milestones in the locale, years and pictures shared", () => {
    const english = aboutLoader(args("en", "/Aboutus"));
    expect(english.founder).toBe(about.founder);
    expect(english.milestones).toEqual(milestones);
    for (const locale of TRANSLATED) {
      const data = aboutLoader(args(locale, "/Aboutus"));
      expect(data.founder).toEqual(inLocale(about.founder, siteTextsOf(locale).about?.founder));
      expect(data.founder.heading).toBe(`${locale}: founder`);
      expect(data.milestones[0]).toEqual({ ...milestones[0], title: `${locale}: 1989` });
      expect(data.milestones[1]).toEqual(milestones[1]);
      expect(Object.keys(data.films)).toEqual(Object.keys(english.films));
    }
  });

  it("service: its copy and the spare-parts card in the locale", () => {
    const english = serviceLoader(args("en", "/Service"));
    expect(english.paragraphs).toBe(service.paragraphs);
    expect(english.offers).toBe(service.offers);
    expect(english.spares).toEqual(departments[2]);
    for (const locale of TRANSLATED) {
      const data = serviceLoader(args(locale, "/Service"));
      expect(data.offers).toEqual(inLocale(service.offers, siteTextsOf(locale).service?.offers));
      expect(data.offers[0]).not.toBe(service.offers[0]);
      expect(data.paragraphs).toEqual(service.paragraphs);
      expect(data.spares.title).toBe(`${locale}: spares`);
      expect(data.spares.emails).toEqual(departments[2]!.emails);
    }
  });

  it("contact: offices and departments in the locale, maps found by the English address", () => {
    const english = contactLoader(args("en", "/ContactUs"));
    expect(english.offices).toEqual(offices);
    expect(english.departments).toEqual(departments);
    for (const locale of TRANSLATED) {
      const data = contactLoader(args(locale, "/ContactUs"));
      expect(data.offices).toEqual(inLocale(offices, siteTextsOf(locale).offices));
      expect(data.offices[0]!.region).toBe(`${locale}: Ankleshwar`);
      expect(data.offices[1]).toEqual(offices[1]);
      expect(data.mapUrls).toEqual(english.mapUrls);
    }
  });

  it("careers: the postings name the office's city in the locale and keep its country's code", () => {
    const english = careersLoader(args("en", "/Carrer"));
    for (const locale of TRANSLATED) {
      const data = careersLoader(args(locale, "/Carrer"));
      const atWorks = data.postings.findIndex((posting) => JSON.stringify(posting).includes(`${locale}: city`));
      expect(atWorks).toBeGreaterThanOrEqual(0);
      const location = data.postings[atWorks]!.jobLocation as { address: { addressCountry: string } };
      const englishLocation = english.postings[atWorks]!.jobLocation as { address: { addressCountry: string } };
      expect(location.address.addressCountry).toBe(englishLocation.address.addressCountry);
    }
  });

  it("privacy, woven and news: the notice, the process steps and the magazine covers in the locale", () => {
    // The notice's day is written by the page, in its language ("25 November 2026" in English).
    expect(privacyLoader(args("en", "/Privacy")).notice).toEqual({ ...privacyNotice, updated: "25 November 2026" });
    expect(wovenLoader(args("en", "/Woven")).intro).toBe(wovenOverview.intro);
    expect(newsLoader(args("en", "/news")).magazineCovers).toBe(magazineCovers);
    for (const locale of TRANSLATED) {
      const texts = siteTextsOf(locale);
      const privacy = privacyLoader(args(locale, "/Privacy"));
      expect(privacy.notice).toEqual({
        ...inLocale(privacyNotice, texts.privacyNotice),
        updated: longDateIn(locale)(privacyNotice.updated),
      });
      expect(privacy.notice.updated).not.toBe("25 November 2026");
      expect(privacy.notice.intro[0]).not.toBe(privacyNotice.intro[0]);
      expect(privacy.notice.sections).toEqual(privacyNotice.sections);
      const woven = wovenLoader(args(locale, "/Woven"));
      expect(woven.steps[0]!.step).toBe(`${locale}: extrude`);
      expect(woven.steps[1]!.step).toBe(wovenOverview.steps[1]!.step);
      const news = newsLoader(args(locale, "/news"));
      expect(news.magazineCovers).toEqual(inLocale(magazineCovers, texts.magazineCovers));
      expect(news.magazineCovers[1]!.alt).not.toBe(magazineCovers[1]!.alt);
    }
  });

  it("titles and descriptions: the locale's in the data and the meta tags, at the site map's address", () => {
    const homeData = homeLoader(args("ru", "/"));
    expect(homeData.page).toEqual({ path: "/", title: "ru: home", description: "ru: home page" });
    const tags = homeMeta({ location: { pathname: "/ru" }, loaderData: homeData } as never);
    expect(tags).toContainEqual({ title: `JP Extrusion Systems | ru: home` });
    expect(tags).toContainEqual({ name: "description", content: "ru: home page" });
    // A translation cannot move the page; a place left out keeps the English description.
    const aboutData = aboutLoader(args("ar", "/Aboutus"));
    expect(aboutData.page).toEqual({ path: "/Aboutus", title: "ar: about", description: staticPages[1]!.description });
    const aboutTags = aboutMeta({ location: { pathname: "/ar/Aboutus" }, loaderData: aboutData } as never);
    expect(aboutTags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: expect.stringMatching(/\/ar\/Aboutus$/),
    });
    expect(privacyLoader(args("ar", "/Privacy")).title).toBe(staticPages[7]!.title);
    // English: the site map's own, as before.
    const englishTags = homeMeta({ location: { pathname: "/" }, loaderData: homeLoader(args("en", "/")) } as never);
    expect(englishTags).toContainEqual({ name: "description", content: staticPages[0]!.description });
  });

  it("not found: titled in the language of the locale's layout, English without one", () => {
    const russian = notFoundMeta({ matches: [undefined, { handle: russianLayout }, {}] } as never);
    expect(russian).toContainEqual({ title: "Страница не найдена | JP Extrusion Systems" });
    expect(notFoundMeta({ matches: [{}, {}] } as never)).toContainEqual({
      title: "Page not found | JP Extrusion Systems",
    });
  });

  it("the pages' own words (headings, buttons, labels) come with the data in the locale, none on English pages", () => {
    const pages = [
      () => homeLoader(args("ar", "/")),
      () => aboutLoader(args("ar", "/Aboutus")),
      () => serviceLoader(args("ar", "/Service")),
      () => contactLoader(args("ar", "/ContactUs")),
      () => careersLoader(args("ar", "/Carrer")),
      () => newsLoader(args("ar", "/news")),
      () => privacyLoader(args("ar", "/Privacy")),
      () => wovenLoader(args("ar", "/Woven")),
    ];
    for (const page of pages) {
      const { messages } = page() as { messages?: Record<string, string> };
      expect(Object.keys(messages ?? {}).length).toBeGreaterThan(0);
      for (const [english, arabic] of Object.entries(messages!)) {
        if (english in arOnSitePages) expect(arabic).toBe(arOnSitePages[english as keyof typeof arOnSitePages]);
        expect(arabic).not.toBe(english);
      }
    }
    expect(contactLoader(args("ru", "/ContactUs")).messages?.Departments).toBe(ruOnSitePages.Departments);
    expect(careersLoader(args("ru", "/Carrer")).messages?.["APPLY NOW"]).toBe(ruOnSitePages["APPLY NOW"]);
    expect(contactLoader(args("ru", "/ContactUs")).messages?.["(opens in a new tab)"]).toBe(
      ruOnSitePages["(opens in a new tab)"],
    );
    expect(homeLoader(args("en", "/"))).not.toHaveProperty("messages");
    expect(newsLoader(args("en", "/news"))).not.toHaveProperty("messages");
  });
});
