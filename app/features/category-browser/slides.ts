/**
 * Which products the category slider shows (docs/spec.md §2 "Category browser"): the last path segment
 * names a product line directly, or a product whose line is then shown, opening on it. No
 * segment means no filter: every product. Anything else matches nothing. The lines and products
 * are the published collections', in their stored order (the route's loader hands them over).
 */
import type { ProductLine, ProductPage } from "#content/product-lines";

/** The product lines and their machines as the category browser lists them. */
interface CategoryBrowserContent {
  lines: readonly ProductLine[];
  products: readonly ProductPage[];
}

export interface SliderSlides {
  line: ProductLine | null;
  products: readonly ProductPage[];
  /** The product path the slider opens on, when the address names one. */
  startAt: string | null;
}

export function slidesFor(segment: string | undefined, { lines, products }: CategoryBrowserContent): SliderSlides {
  if (!segment) return { line: null, products, startAt: null };
  const wanted = segment.toLowerCase();
  const line = lines.find((l) => l.slug === wanted);
  if (line) return { line, products: products.filter((p) => p.line === line.slug), startAt: null };
  const product = products.find((p) => p.path.toLowerCase() === wanted);
  if (product) {
    const productLine = lines.find((l) => l.slug === product.line) ?? null;
    return { line: productLine, products: products.filter((p) => p.line === product.line), startAt: product.path };
  }
  return { line: null, products: [], startAt: null };
}

/** The slide to select for a deep link (`#<ProductPath>` or a product segment), else the first. */
export function startIndex(products: readonly ProductPage[], wanted: string | null): number {
  if (!wanted) return 0;
  const index = products.findIndex((p) => p.path.toLowerCase() === wanted.toLowerCase());
  return index < 0 ? 0 : index;
}

/** The id of a product's slide, also its #fragment. */
export function slideId(product: ProductPage): string {
  return product.path;
}
