/**
 * /PlasticRecycling/{category}: the product slider of one line. The slide list is the small
 * product-lines index, so any segment renders in the browser: a product path opens its line on
 * it, an unknown one says 'No products available'. The loader (run at build for the four line
 * pages) only supplies the pictures; for a segment that was not prerendered there is no data
 * file, so the client loader goes on without pictures (the slides then show text only).
 */
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

export default function CategorySliderPage({ params, loaderData }: Route.ComponentProps) {
  const { line, products, startAt } = slidesFor(params.category);
  return (
    <PictureProvider pictures={loaderData.pictures}>
      <CategorySlider
        key={params.category}
        line={line}
        products={products}
        startAt={startAt}
        pictures={loaderData.pictures}
      />
    </PictureProvider>
  );
}
