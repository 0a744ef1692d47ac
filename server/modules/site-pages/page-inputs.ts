/**
 * Which public pages show what of the published content (decision 043): the content pages, the
 * pages listing the lines and machines, the menu-only pages, the sliders and the machine pages, and
 * each page's inputs in a locale, by which the page publisher draws a page again only when they change.
 */
import type { Collection } from "#contracts/collections/api";
import { liveSiteContent, type PublishedEntry, type PublishedSiteContent } from "#contracts/collections/published";
import { seedCollections } from "#content/seed/collections";
import { seedTranslations } from "#content/seed/translations";
import { productLinePath, productLines, productPages } from "#content/product-lines";
import { productPageOf } from "#content/products/machine-fields";
import { staticPages } from "#content/site-map";
import { DEFAULT_LOCALE, LOCALES, type Locale, localePath } from "#contracts/locales";

interface ContentPage {
  path: string;
  /** The items of the content this page shows. */
  items: (
    content: PublishedSiteContent,
  ) => readonly { slug: string; fields: unknown; translations?: Partial<Record<Locale, object>> }[];
  /** Whether the page can be drawn from this content; when not, it keeps what it showed last. */
  drawn?: (content: PublishedSiteContent) => boolean;
}

const itemsOf =
  (...collections: readonly Collection[]) =>
  (content: PublishedSiteContent) =>
    collections.flatMap(
      (collection) =>
        content[collection] as { slug: string; fields: unknown; translations?: Partial<Record<Locale, object>> }[],
    );

type Translations = Partial<Record<Locale, object>>;

/** Of an item's text in each locale, only the fields named (what a page shows of it); a locale with none of them is left out. */
function textShown(translations: Translations | undefined, fields: readonly string[]): Translations {
  const shown: Translations = {};
  for (const [locale, text] of Object.entries(translations ?? {}) as [Locale, object][]) {
    const kept = Object.entries(text).filter(([field]) => fields.includes(field));
    if (kept.length > 0) shown[locale] = Object.fromEntries(kept);
  }
  return shown;
}

/**
 * The product lines as every public page's PRODUCT LINE menu lists them (app/routes/public-layout.tsx),
 * by their title in the page's locale (decision 075).
 */
const menuOf = (content: PublishedSiteContent) =>
  content["product-lines"].map((item) => ({
    slug: `menu:${item.slug}`,
    fields: item.fields.title,
    translations: textShown(item.translations, ["title"]),
  }));

/** The pages drawn from the collections other than the machines', with what of the content each one shows. */
export const CONTENT_PAGES: readonly ContentPage[] = [
  { path: "/Carrer", items: (content) => [...itemsOf("openings")(content), ...menuOf(content)] },
  { path: "/news", items: (content) => [...itemsOf("news")(content), ...menuOf(content)] },
  { path: "/Exhibition", items: (content) => [...itemsOf("exhibitions", "galleries")(content), ...menuOf(content)] },
];

export const BUILT_MACHINE_PAGES = productPages.map((page) => `/${page.path}`);
export const BUILT_LINE_PAGES = productLines.map((line) => productLinePath(line.slug));
export const linePath = (slug: string) => `/PlasticRecycling/${slug}`;

/**
 * A machine as the lists of machines show it (its slide, its step on /Woven, its count on its line's
 * tile), not its whole page: with its name and summary in each locale.
 */
const listedMachines = (content: PublishedSiteContent, line?: string) =>
  content.machines
    .filter((item) => line === undefined || item.fields.line === line)
    .map((item) => ({
      slug: item.slug,
      fields: productPageOf(item.fields),
      translations: textShown(item.translations, ["title", "summary"]),
    }));

/**
 * The build's pages that list the product lines and machines: the home page's cards of the lines,
 * the tiles of /PlasticRecycling and each line's slider (also at its products' addresses under it,
 * its spellings). A line's slider is drawn again when the lines or its own machines change.
 */
export const BROWSER_PAGES: readonly ContentPage[] = [
  { path: "/", items: itemsOf("product-lines") },
  // Its tiles count the machines and name none of them.
  {
    path: "/PlasticRecycling",
    items: (content) => [
      ...content["product-lines"],
      ...listedMachines(content).map(({ slug, fields }) => ({ slug, fields })),
    ],
  },
  { path: "/Woven", items: (content) => [...menuOf(content), ...listedMachines(content)] },
];

/**
 * The pages of the build that show no content but the menu, drawn again when the product lines
 * in it change.
 */
export const MENU_PAGES: readonly ContentPage[] = staticPages
  .map((page) => page.path)
  .filter((pagePath) => ![...CONTENT_PAGES, ...BROWSER_PAGES].some((page) => page.path === pagePath))
  .map((pagePath) => ({ path: pagePath, items: menuOf }));

/**
 * A line's slider (at its address, and the build's also at its products' addresses under it, its
 * spellings), drawn while the line is published: the build's lines and any published since.
 */
function linePage(pagePath: string): ContentPage {
  const lineAt = (content: PublishedSiteContent) =>
    content["product-lines"].filter((item) => linePath(item.slug) === pagePath);
  return {
    path: pagePath,
    items: (content) => [
      ...content["product-lines"],
      ...lineAt(content).flatMap((item) => listedMachines(content, item.slug)),
    ],
    drawn: (content) => lineAt(content).length > 0,
  };
}

export function linePages(content: PublishedSiteContent, drawnBefore: Iterable<string>): ContentPage[] {
  const paths = new Set([
    ...BUILT_LINE_PAGES,
    ...drawnBefore,
    ...content["product-lines"].map((item) => linePath(item.slug)),
  ]);
  return [...paths].map(linePage);
}

/**
 * A machine page shows its machine and the product lines; it is drawn while a published machine
 * holds its address: one per route of the build, and one at each address a published machine has
 * that the build did not (served by the route that takes any address, app/routes.ts).
 */
function machinePage(pagePath: string): ContentPage {
  const machineAt = (content: PublishedSiteContent) =>
    content.machines.filter((item) => `/${item.fields.path}`.toLowerCase() === pagePath.toLowerCase());
  return {
    path: pagePath,
    items: (content) => [...machineAt(content), ...content["product-lines"]],
    drawn: (content) => machineAt(content).length > 0,
  };
}

/** The build's machine pages, those drawn at other addresses before (`drawnBefore`), and any new ones. */
export function machinePages(content: PublishedSiteContent, drawnBefore: Iterable<string>): ContentPage[] {
  const pages = new Map(BUILT_MACHINE_PAGES.map((pagePath) => [pagePath.toLowerCase(), pagePath]));
  for (const pagePath of [...drawnBefore, ...content.machines.map((item) => `/${item.fields.path}`)]) {
    if (!pages.has(pagePath.toLowerCase())) pages.set(pagePath.toLowerCase(), pagePath);
  }
  return [...pages.values()].map(machinePage);
}

/**
 * A page's own share of the content in a locale: when it is the same as last time, the page is not
 * drawn again. Its items' published text in that locale is part of it (decision 068), so a
 * translation published in one locale draws that locale's pages again, and no other's.
 */
export function pageInputs(page: ContentPage, content: PublishedSiteContent, locale: Locale): string {
  const items = page.items(content);
  const photos = Object.fromEntries(
    Object.entries(content.photos).filter(([name]) => JSON.stringify(items).includes(`"${name}"`)),
  );
  const shown = items.map(({ slug, fields, translations }) => {
    const text = locale === DEFAULT_LOCALE ? undefined : translations?.[locale];
    return text ? { slug, fields, text } : { slug, fields };
  });
  return JSON.stringify({ items: shown, photos });
}

/**
 * What the build prerendered each machine page and each page listing them from (the seed): a page
 * is drawn at start only when the published content differs from it, so unchanged pages cost
 * nothing at start.
 */
export function builtPages(at: Date): Map<string, string> {
  const seed = seedCollections();
  // As app/lib/site-content.server.ts gives the prerender the seed: with its translations.
  const entries = (["machines", "product-lines"] as const).flatMap((collection) =>
    seed[collection].map((item, index) => {
      const translations = seedTranslations[collection]?.[item.slug];
      return {
        collection,
        id: index + 1,
        slug: item.slug,
        position: index,
        fields: item.fields,
        ...(translations ? { translations } : {}),
      } as PublishedEntry;
    }),
  );
  const content = { ...liveSiteContent(entries, at.toISOString()).content, photos: {} };
  const pages = [
    ...BROWSER_PAGES,
    ...MENU_PAGES,
    ...BUILT_LINE_PAGES.map(linePage),
    ...BUILT_MACHINE_PAGES.map(machinePage),
  ];
  return new Map(
    pages.flatMap((page) =>
      LOCALES.map((locale) => [localePath(locale, page.path), pageInputs(page, content, locale)] as const),
    ),
  );
}
