import { PictureProvider } from "~/components/picture/picture";
import { CategoryTiles } from "~/features/category-browser/category-tiles";
import { categoryBrowserOf, pagePictures, siteContentOf } from "~/lib/site-content.server";
import { pageMeta } from "~/lib/seo";
import { categoryPageWords, machinesIn } from "~/i18n/site-page-messages.server";
import { pageLocaleOf, staticPageIn } from "~/lib/site-texts.server";
import type { Route } from "./+types/category-tiles";

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = pageLocaleOf(request);
  const siteContent = siteContentOf(context);
  const { lines, products } = categoryBrowserOf(siteContent, locale);
  const words = categoryPageWords(locale);
  const tiles = lines.map((line) => {
    const machines = products.filter((p) => p.line === line.slug).length;
    // Another locale's count in words; an English page's tile says it as before.
    return { ...line, machines, ...(words ? { count: machinesIn(locale, machines, words) } : {}) };
  });
  return {
    tiles,
    ...(words ? { words } : {}),
    pictures: pagePictures(siteContent, lines),
    ...staticPageIn(locale, "/PlasticRecycling"),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function CategoryTilesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PictureProvider pictures={loaderData.pictures}>
      <CategoryTiles tiles={loaderData.tiles} heading={loaderData.page?.title} words={loaderData.words} />
    </PictureProvider>
  );
}
