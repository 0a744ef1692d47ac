/**
 * The last English words on the other locales' pages (issue 25), against the real build: the
 * slides' positions and the slideshow's buttons, the words of the lightbox, the modals and the
 * catalogue form that the pages draw when opened (in their loader data), the contact page's
 * corporate office, works and phone labels, and a sentence with a figure of company.ts. The
 * English pages keep their English.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_DIR, ensureBuild } from "#tests/setup/test-app";

const built = (relativePath: string) => readFileSync(path.join(CLIENT_DIR, relativePath), "utf8");

/** What the page shows, without its loader data. */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

/** The slides' names, in the order of the page. */
const slideNames = (html: string) =>
  [...mainOf(html).matchAll(/aria-roledescription="slide" aria-label="([^"]*)"/g)].map((match) => match[1]);

beforeAll(() => ensureBuild(), 600_000);

describe("the built machine pages", () => {
  it("name each slide's position in the page's language, figures left to right in Arabic", () => {
    expect(slideNames(built("ru/TapeExtrusion/index.html")).slice(0, 3)).toEqual(["1 из 3", "2 из 3", "3 из 3"]);
    expect(slideNames(built("ar/TapeExtrusion/index.html")).slice(0, 3)).toEqual(["1 من 3", "2 من 3", "3 من 3"]);
    expect(slideNames(built("TapeExtrusion/index.html")).slice(0, 3)).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
  });

  it("hand the page the words of its lightbox, its modals and the catalogue form, and none to the English page", () => {
    const russian = built("ru/TapeExtrusion.data");
    for (const text of [
      "Закрыть",
      "Предыдущее фото",
      "Следующее фото",
      "Каталог: {title}",
      "Загрузка формы…",
      "Укажите, куда прислать каталог «{title}»",
    ])
      expect(russian, text).toContain(text);
    const arabic = built("ar/TapeExtrusion.data");
    for (const text of ["إغلاق", "الصورة السابقة", "الصورة التالية", "الكتالوج: {title}"])
      expect(arabic, text).toContain(text);
    const english = built("TapeExtrusion.data");
    for (const text of ["Catalogue: {title}", "Previous image", "Loading the form…"])
      expect(english, text).toContain(text);
    expect(english).not.toContain("Закрыть");
  });
});

describe("the built product-line slider", () => {
  /** The names a screen reader gives the slider's progress bar and its dots. */
  const sliderNames = (relativePath: string) => {
    const main = mainOf(built(relativePath));
    return [/role="progressbar" aria-label="([^"]*)"/, /category-slider__dots" aria-label="([^"]*)"/].map(
      (pattern) => pattern.exec(main)?.[1],
    );
  };

  it("names its progress bar and its dots in the page's language, the English page's as before", () => {
    expect(sliderNames("ru/PlasticRecycling/woven-packaging/index.html")).toEqual(["Слайд", "Слайды"]);
    expect(sliderNames("ar/PlasticRecycling/woven-packaging/index.html")).toEqual(["الشريحة", "الشرائح"]);
    expect(sliderNames("PlasticRecycling/woven-packaging/index.html")).toEqual(["Slide", "Slides"]);
  });

  it("keeps its counter left to right on the Arabic page, so it never reads 07 / 01; the English page's as before", () => {
    const arabic = built("ar/PlasticRecycling/woven-packaging/index.html");
    // The rule of the counter in the stylesheets the Arabic page links: left to right, isolated.
    const rules = [...arabic.matchAll(/<link rel="stylesheet" href="([^"#]*)#?"/g)]
      .map((link) => built(link[1]!.slice(1)))
      .flatMap((css) => [...css.matchAll(/\.category-slider__count\{([^}]*)\}/g)].map((rule) => rule[1]));
    expect(rules).toEqual([expect.stringMatching(/(^|;)direction:ltr(;|$)/)]);
    expect(rules[0]).toMatch(/(^|;)unicode-bidi:isolate(;|$)/);
    // The figures themselves, as the English page has them too.
    const counter = (html: string) =>
      /<p class="category-slider__count"[^>]*>[^<]*(?:<!-- -->[^<]*)*/.exec(mainOf(html))?.[0];
    expect(counter(arabic)).toBe('<p class="category-slider__count" aria-live="polite">01<!-- --> / <!-- -->07');
    expect(counter(built("PlasticRecycling/woven-packaging/index.html"))).toBe(
      '<p class="category-slider__count" aria-live="polite">01<!-- --> / <!-- -->07',
    );
  });
});

describe("the built exhibitions page", () => {
  it("shows its headings, buttons, map and dates in Russian, the English page as before", () => {
    const russian = mainOf(built("ru/Exhibition/index.html"));
    for (const text of [
      "Ближайшие выставки",
      "Увеличить карту",
      "Карта мира с отметками",
      ">Выставки</h2>",
      "Жизнь в JP",
      "Смотреть 3 фото",
      "июня 2027",
    ])
      expect(russian, text).toContain(text);
    for (const english of ["Meet us next", "Enlarge map", "World map", "Trade shows", "Life at JP", " photos", "June"])
      expect(russian, english).not.toContain(english);
    const english = mainOf(built("Exhibition/index.html"));
    for (const text of ["Meet us next", "Enlarge map", "Trade shows", "Life at JP", "View 3 photos", "June 2027"])
      expect(english, text).toContain(text);
  });

  it("hands its lightbox's words and the venues map's title to the page in Russian", () => {
    const russian = built("ru/Exhibition.data");
    for (const text of ["Закрыть", "Предыдущее фото", "Следующее фото", "Карта наших ближайших выставок"])
      expect(russian, text).toContain(text);
    expect(russian).not.toContain("Map of our coming exhibitions");
    expect(built("Exhibition.data")).toContain("Map of our coming exhibitions");
  });
});

describe("the built news page", () => {
  it("words the magazine slideshow's buttons and positions in Russian", () => {
    const main = mainOf(built("ru/news/index.html"));
    for (const text of ["Следующий слайд", "Предыдущий слайд", "Показать слайд", 'aria-label="1 из '])
      expect(main, text).toContain(text);
    for (const english of ["Next slide", "Previous slide", "Show slide", "Stop slideshow", 'aria-label="1 of '])
      expect(main, english).not.toContain(english);
    expect(mainOf(built("news/index.html"))).toContain("Next slide");
  });
});

describe("the built contact page", () => {
  it("names the corporate office, the works and the phones in Russian and Arabic", () => {
    const russian = mainOf(built("ru/ContactUs/index.html"));
    for (const text of [
      "<h3>Корпоративный офис</h3>",
      "<h3>Завод</h3>",
      "Показать на карте: корпоративный офис",
      '<span class="contact-details__label">Продажи</span>',
      '<span class="contact-details__label">Завод</span>',
    ])
      expect(russian, text).toContain(text);
    const arabic = mainOf(built("ar/ContactUs/index.html"));
    for (const text of ["<h3>المكتب الرئيسي للشركة</h3>", "<h3>المصنع</h3>", "عرض المصنع على الخريطة"])
      expect(arabic, text).toContain(text);
    for (const [name, main] of [
      ["ru", russian],
      ["ar", arabic],
    ])
      for (const english of [">Corporate office<", ">Works<", ">Sales<", "corporate office"])
        expect(main, `${name}: ${english}`).not.toContain(english);
  });

  it("keeps the English page's names", () => {
    const english = mainOf(built("ContactUs/index.html"));
    for (const text of [
      "<h3>Corporate office</h3>",
      "<h3>Works</h3>",
      "View corporate office on the map",
      '<span class="contact-details__label">Sales</span>',
    ])
      expect(english, text).toContain(text);
  });
});

describe("the built home page", () => {
  it("counts the company's years with the word's form for the figure", () => {
    expect(mainOf(built("ru/index.html"))).toContain("Уже 38 лет мы проектируем");
    expect(mainOf(built("ar/index.html"))).toContain("منذ 38 عاماً نصمّم");
  });
});
