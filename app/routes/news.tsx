import { PageHeading } from "~/components/page-heading/page-heading";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function NewsPage() {
  return <PageHeading path="/news" />;
}
