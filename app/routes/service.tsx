import { PageHeading } from "~/components/page-heading/page-heading";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/service";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ServicePage() {
  return <PageHeading path="/Service" />;
}
