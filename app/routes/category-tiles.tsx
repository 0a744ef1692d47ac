import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { CategoryTiles } from "~/features/category-browser/category-tiles";
import { pageMeta } from "~/lib/seo";
import { productLines } from "#content/product-lines";
import type { Route } from "./+types/category-tiles";

export function loader() {
  return { pictures: picturesFor(productLines) };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function CategoryTilesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PictureProvider pictures={loaderData.pictures}>
      <CategoryTiles />
    </PictureProvider>
  );
}
