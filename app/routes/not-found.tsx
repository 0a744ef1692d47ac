import { NotFoundPage } from "~/components/not-found/not-found-page";
import { notFoundMeta } from "~/lib/seo";

export const meta = () => notFoundMeta();

export default NotFoundPage;
