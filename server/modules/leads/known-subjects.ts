/**
 * What a lead may be about: a product tab of the site (a catalogue request's `productCategory`)
 * and an opening on the careers page (an application's `jobTitle`). Visitor-bound mail repeats
 * these names, so only names the company wrote are accepted (security review S-05). Both come
 * from content/ today; openings are looked up through `findOpening` alone, so that it can move to
 * the database without its callers changing.
 */
import { openings } from "#content/openings";
import { productPages } from "#content/product-lines";
import { productTabTitle } from "#content/products/catalogue-subject";
import { productContent } from "#content/products/index";
import { allTabs } from "#content/products/schema";

export interface ProductSubject {
  /** As the product page names it, e.g. "Circular Looms: 6-Shuttle". */
  title: string;
  /** The tab's catalogue path, e.g. /catalogues/circular-loom-6-shuttle.pdf. */
  catalogue: string;
}

/** Case and runs of white space do not make a different name. */
function key(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

let productIndex: { byTitle: Map<string, ProductSubject>; byCatalogue: Map<string, ProductSubject> } | undefined;

function products() {
  if (!productIndex) {
    const subjects = productPages.flatMap((page) =>
      allTabs(productContent(page.path)).map((tab) => ({
        title: productTabTitle(page.name, tab.label),
        catalogue: tab.catalogue,
      })),
    );
    productIndex = {
      byTitle: new Map(subjects.map((subject) => [key(subject.title), subject])),
      byCatalogue: new Map(subjects.map((subject) => [subject.catalogue, subject])),
    };
  }
  return productIndex;
}

/** The product tab a request names, in the site's spelling; undefined for any other text. */
export function findProduct(name: string): ProductSubject | undefined {
  return products().byTitle.get(key(name));
}

/** The product tab whose catalogue this is (a request that sends only the brochure link). */
export function productOfCatalogue(catalogue: string): ProductSubject | undefined {
  return products().byCatalogue.get(catalogue);
}

/**
 * The opening an application names, in the careers page's spelling; undefined when the title is
 * not an opening. The one place that knows where openings are kept.
 */
export async function findOpening(title: string): Promise<string | undefined> {
  const wanted = key(title);
  return openings.find((opening) => key(opening.title) === wanted)?.title;
}
