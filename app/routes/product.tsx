/**
 * The machine pages (one route module, a route id per page). The loader draws a page from the
 * published `machines` and `product-lines` collections (the server hands them over when it redraws
 * a page after a publish; the build's prerender takes the same from the seed), so the product
 * content reaches the browser in the HTML and the page's .data file, never in a JavaScript bundle.
 */
import { PictureProvider } from "~/components/picture/picture";
import { PageTextProvider } from "~/i18n/messages";
import { machinePageMessages } from "~/i18n/machine-page-messages.server";
import { sitePageMessages } from "~/i18n/site-page-messages.server";
import { ProductPage } from "~/features/product/product-page";
import { filmOf } from "~/widgets/video/films.server";
import { productJsonLd } from "~/features/product/product-json-ld.server";
import { pagePictures, siteContentOf } from "~/lib/site-content.server";
import { NotFoundPage } from "~/components/not-found/not-found-page";
import { absoluteUrl, notFoundMeta, pageMeta } from "~/lib/seo";
import { machinePublicPage } from "#content/site-map";
import { productTabTitle } from "#content/products/catalogue-subject";
import { productContentOf, productPageOf } from "#content/products/machine-fields";
import { localizedFields } from "#contracts/collections/translations";
import { localePath, splitLocalePath } from "#contracts/locales";
import type { Route } from "./+types/product";

export function loader({ request, context }: Route.LoaderArgs) {
  // `/ru/TapeExtrusion` is the same machine as `/TapeExtrusion`.
  const { locale, path: localPath } = splitLocalePath(new URL(request.url).pathname);
  const path = localPath.replace(/^\/+|\/+$/g, "");
  const siteContent = siteContentOf(context);
  const found = siteContent.machines.find((item) => item.fields.path.toLowerCase() === path.toLowerCase());
  // No machine here (UNKNOWN_ADDRESS_PAGE, sent for every unknown address of one segment): the not-found page.
  if (!found) return { notFound: true as const };
  // The locale's text where it has some, field by field, else the English (decision 068).
  const machine = localizedFields({ collection: "machines", ...found }, locale).fields;
  const page = productPageOf(machine);
  const foundLine = siteContent["product-lines"].find((item) => item.slug === page.line);
  const line = foundLine && localizedFields({ collection: "product-lines", ...foundLine }, locale).fields;
  const product = productContentOf(machine);
  const films = (product.videos ?? []).map((video) => filmOf(video.videoTitle, video.videoThumbnail, video));
  // In another language, the English title each tab's catalogue request is filed under (the server accepts only those).
  const subjects =
    locale === "en"
      ? undefined
      : Object.fromEntries(found.fields.tabs.map((tab) => [tab.slug, productTabTitle(found.fields.title, tab.name)]));
  const url = absoluteUrl(localePath(locale, `/${page.path}`));
  const words = machinePageMessages(locale);
  return {
    page,
    // The title and description in the page's language, made here so no bundle carries the words.
    meta: machinePublicPage(page, words.describedBy),
    lineTitle: line?.title ?? "",
    product,
    films,
    ...(subjects ? { subjects } : {}),
    pictures: pagePictures(siteContent, product),
    words,
    // The modals' close mark, which the shared modal draws with `t()` (none for English).
    ...sitePageMessages(locale, ["Close"]),
    // Made here rather than in meta, so its code stays out of the page's bundle.
    jsonLd: productJsonLd(page, product, url, locale),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData || "notFound" in loaderData) return notFoundMeta();
  return [...pageMeta(location.pathname, loaderData.meta), { "script:ld+json": loaderData.jsonLd }];
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <NotFoundPage />;
  const { page, lineTitle, product, films, pictures } = loaderData;
  return (
    <PageTextProvider messages={loaderData.messages}>
      <PictureProvider pictures={pictures}>
        <ProductPage
          page={page}
          lineTitle={lineTitle}
          product={product}
          films={films}
          subjects={"subjects" in loaderData ? loaderData.subjects : undefined}
          words={loaderData.words}
        />
      </PictureProvider>
    </PageTextProvider>
  );
}
