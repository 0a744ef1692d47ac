/**
 * The published content the careers, news and exhibitions loaders draw their page from. When the
 * server renders a page after a publish it hands the published items in the loader context
 * (`context.siteContent`); the build's prerender has no context and draws the same from the seed
 * (content/seed/collections.ts), through the same selection of what is live, so the two agree.
 */
import type { AppLoadContext } from "react-router";
import { picturesFor } from "~/components/picture/pictures.server";
import type { PictureSet } from "~/components/picture/picture-data";
import type { ProductLine, ProductPage } from "#content/product-lines";
import { productLineOf, productPageOf } from "#content/products/machine-fields";
import { seedCollections } from "#content/seed/collections";
import { seedTranslations } from "#content/seed/translations";
import { COLLECTIONS } from "#contracts/collections/api";
import { liveSiteContent, type PublishedEntry, type PublishedSiteContent } from "#contracts/collections/published";
import { localizedFields } from "#contracts/collections/translations";
import type { Locale } from "#contracts/locales";

declare module "react-router" {
  interface AppLoadContext {
    /** Set by the server when it renders a page from the published content (server/modules/site-pages). */
    siteContent?: PublishedSiteContent;
  }
}

function seedSiteContent(): PublishedSiteContent {
  const seed = seedCollections();
  const entries: PublishedEntry[] = COLLECTIONS.flatMap((collection) =>
    seed[collection].map(
      (item, index) =>
        ({
          collection,
          id: index + 1,
          slug: item.slug,
          position: index,
          fields: item.fields,
          ...(seedTranslations[collection]?.[item.slug]
            ? { translations: seedTranslations[collection][item.slug] }
            : {}),
        }) as PublishedEntry,
    ),
  );
  return { ...liveSiteContent(entries, new Date().toISOString()).content, photos: {} };
}

export function siteContentOf(context: AppLoadContext | undefined): PublishedSiteContent {
  return context?.siteContent ?? seedSiteContent();
}

/** The pictures named anywhere in `values`: the media build's, and the uploaded photos of the content. */
export function pagePictures(siteContent: PublishedSiteContent, ...values: unknown[]): PictureSet {
  const uploaded: Record<string, PictureSet[string]> = {};
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const photo = siteContent.photos[value];
      if (photo) uploaded[value] = photo;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(values);
  const all = { ...picturesFor(...values), ...uploaded };
  return Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((name) => [name, all[name]!]),
  );
}

/** The published product lines in `locale`: each title and summary where that locale has it (decision 068), else the English. */
export function productLinesIn(siteContent: PublishedSiteContent, locale: Locale): ProductLine[] {
  return siteContent["product-lines"].map((item) =>
    productLineOf(item.slug, localizedFields({ ...item, collection: "product-lines" }, locale).fields),
  );
}

/**
 * The header's PRODUCT LINE menu: the published product lines, in their stored order, at their
 * English addresses, named in the page's language (English where a line has no title in it).
 */
export function productLineMenu(siteContent: PublishedSiteContent, locale: Locale): { label: string; to: string }[] {
  return productLinesIn(siteContent, locale).map((line) => ({
    label: line.title,
    to: `/PlasticRecycling/${line.slug}`,
  }));
}

/**
 * The published product lines and machines, in their stored order, as the category browser and
 * its sliders list them, each text in `locale` where it has one, else in English.
 */
export function categoryBrowserOf(
  siteContent: PublishedSiteContent,
  locale: Locale,
): {
  lines: ProductLine[];
  products: ProductPage[];
} {
  return {
    lines: productLinesIn(siteContent, locale),
    products: siteContent.machines.map((item) =>
      productPageOf(localizedFields({ ...item, collection: "machines" }, locale).fields),
    ),
  };
}
