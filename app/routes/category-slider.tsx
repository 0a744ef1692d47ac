/**
 * /PlasticRecycling/{category}: the product slider of one line. It has no loader: the slide list
 * is the small product-lines index, so any segment works in the browser too (a product path
 * opens its line on it; an unknown one says 'No products available').
 */
import { CategorySlider } from "~/features/category-browser/category-slider";
import { slidesFor } from "~/features/category-browser/slides";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/category-slider";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function CategorySliderPage({ params }: Route.ComponentProps) {
  const { line, products, startAt } = slidesFor(params.category);
  return <CategorySlider key={params.category} line={line} products={products} startAt={startAt} />;
}
