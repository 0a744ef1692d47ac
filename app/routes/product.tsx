import { useLocation } from "react-router";
import { PageHeading } from "~/components/page-heading/page-heading";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ProductPage() {
  const { pathname } = useLocation();
  return <PageHeading path={pathname} />;
}
