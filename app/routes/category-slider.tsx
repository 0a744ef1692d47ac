import { PageHeading } from "~/components/page-heading/page-heading";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/category-slider";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function CategorySliderPage({ params }: Route.ComponentProps) {
  return <PageHeading path={`/PlasticRecycling/${params.category}`} />;
}
