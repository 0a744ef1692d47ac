import { PictureProvider } from "~/components/picture/picture";
import { CategoryTiles } from "~/features/category-browser/category-tiles";
import { categoryBrowserOf, pagePictures, siteContentOf } from "~/lib/site-content.server";
import { pageMeta } from "~/lib/seo";
import { pageLocaleOf, staticPageIn } from "~/lib/site-texts.server";
import type { Route } from "./+types/category-tiles";

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = pageLocaleOf(request);
  const siteContent = siteContentOf(context);
  const { lines, products } = categoryBrowserOf(siteContent, locale);
  const tiles = lines.map((line) => ({ ...line, machines: products.filter((p) => p.line === line.slug).length }));
  return {
    tiles,
    pictures: pagePictures(siteContent, lines),
    ...staticPageIn(locale, "/PlasticRecycling"),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function CategoryTilesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PictureProvider pictures={loaderData.pictures}>
      <CategoryTiles tiles={loaderData.tiles} />
    </PictureProvider>
  );
}
