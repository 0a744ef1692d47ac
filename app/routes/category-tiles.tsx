import { PageHeading } from "~/components/page-heading/page-heading";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/category-tiles";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function CategoryTilesPage() {
  return <PageHeading path="/PlasticRecycling" />;
}
