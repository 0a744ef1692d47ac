import { NotFoundPage } from "~/components/not-found/not-found-page";
import { notFoundMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default NotFoundPage;
