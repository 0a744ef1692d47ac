import { CategoryTiles } from "~/features/category-browser/category-tiles";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/category-tiles";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function CategoryTilesPage() {
  return <CategoryTiles />;
}
