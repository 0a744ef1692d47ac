/**
 * /PlasticRecycling/{category}: the product slider of one line, at a route per served path (a line,
 * or a product opened in its line: app/routes.ts), so the category is the path's last segment. The
 * slide list is the small product-lines index. The loader (run at build) only supplies the
 * pictures; should a data file be missing, the client loader goes on without them (the slides
 * then show text only).
 */
import { useLocation } from "react-router";
import { PictureProvider } from "~/components/picture/picture";
import type { PictureSet } from "~/components/picture/picture-data";
import { picturesFor } from "~/components/picture/pictures.server";
import { CategorySlider } from "~/features/category-browser/category-slider";
import { slidesFor } from "~/features/category-browser/slides";
import { pageMeta } from "~/lib/seo";
import { productPages } from "#content/product-lines";
import type { Route } from "./+types/category-slider";

export function loader() {
  return { pictures: picturesFor(productPages) as PictureSet };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return { pictures: {} as PictureSet };
  }
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function CategorySliderPage({ loaderData }: Route.ComponentProps) {
  const category = useLocation().pathname.split("/").pop();
  const { line, products, startAt } = slidesFor(category);
  return (
    <PictureProvider pictures={loaderData.pictures}>
      <CategorySlider key={category} line={line} products={products} startAt={startAt} pictures={loaderData.pictures} />
    </PictureProvider>
  );
}
