import { PageHeading } from "~/components/page-heading/page-heading";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function AboutPage() {
  return <PageHeading path="/Aboutus" />;
}
