/**
 * The fifteen machine pages (one route module, fifteen route ids). The loader runs at build for
 * the prerendered page, so the product content reaches the browser in the HTML and the page's
 * .data file, never in a JavaScript bundle.
 */
import { data } from "react-router";
import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { ProductPage } from "~/features/product/product-page";
import { filmOf } from "~/widgets/video/films.server";
import { productJsonLd } from "~/features/product/product-json-ld";
import { absoluteUrl, pageMeta } from "~/lib/seo";
import { productLines, productPages } from "#content/product-lines";
import { productContent } from "#content/products/index";
import { localePath, splitLocalePath } from "#contracts/locales";
import type { Route } from "./+types/product";

export function loader({ request }: Route.LoaderArgs) {
  // `/ru/TapeExtrusion` is the same machine as `/TapeExtrusion`.
  const path = splitLocalePath(new URL(request.url).pathname).path.replace(/^\/+|\/+$/g, "");
  const page = productPages.find((p) => p.path.toLowerCase() === path.toLowerCase());
  if (!page) throw data(null, { status: 404 });
  const line = productLines.find((l) => l.slug === page.line);
  const product = productContent(page.path);
  const films = (product.videos ?? []).map((video) => filmOf(video.videoTitle, video.videoThumbnail, video));
  return { page, lineTitle: line?.title ?? "", product, films, pictures: picturesFor(product) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const tags = pageMeta(location.pathname);
  if (!loaderData) return tags;
  const { page, product } = loaderData;
  const url = absoluteUrl(localePath(splitLocalePath(location.pathname).locale, `/${page.path}`));
  return [...tags, { "script:ld+json": productJsonLd(page, product, url) }];
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { page, lineTitle, product, films, pictures } = loaderData;
  return (
    <PictureProvider pictures={pictures}>
      <ProductPage page={page} lineTitle={lineTitle} product={product} films={films} />
    </PictureProvider>
  );
}
