import { NotFoundPage } from "./product";
import { notFoundMeta } from "~/lib/seo";

export const meta = () => notFoundMeta();

export default NotFoundPage;
