import { PageHeading } from "~/components/page-heading/page-heading";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/exhibition";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ExhibitionPage() {
  return <PageHeading path="/Exhibition" />;
}
