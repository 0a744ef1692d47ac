/**
 * What a lead may be about: a product tab of the site (a catalogue request's `productCategory`)
 * and an opening on the careers page (an application's `jobTitle`). Visitor-bound mail repeats
 * these names, so only names the company wrote are accepted (security review S-05). Product tabs
 * come from content/ (the build); openings are those live on the careers page at the moment, read
 * from the published content in the database (decision 043), since HR publishes and closes them
 * in the portal.
 */
import type { Kysely } from "kysely";
import { currentCatalogue, UPLOADED_PDF } from "#contracts/collections/machines";
import { liveSiteContent } from "#contracts/collections/published";
import { productPages } from "#content/product-lines";
import { productTabTitle } from "#content/products/catalogue-subject";
import { productContent } from "#content/products/index";
import { allTabs } from "#content/products/schema";
import type { Database } from "#server/db/schema";
import { publishedEntries } from "#server/modules/site-content/published-content";

export interface ProductSubject {
  /** As the product page names it, e.g. "Circular Looms: 6-Shuttle". */
  title: string;
  /** The tab's catalogue path, e.g. /catalogues/circular-loom-6-shuttle.pdf, or its uploaded PDF's. */
  catalogue: string;
  /** The uploaded PDF's name among the content documents, when the catalogue is one (decision 056). */
  document?: string;
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

/**
 * The tabs of the machines live at `now`, as their pages name them, each with the catalogue its page
 * offers: the uploaded PDF where one is current, else the generated one (`currentCatalogue`).
 * `generated` is the generated catalogue's path, which an older page may still send.
 */
async function publishedProducts(db: Kysely<Database>, now: Date) {
  const { content } = liveSiteContent(await publishedEntries(db, "machines"), now.toISOString());
  return content.machines.flatMap(({ fields }) =>
    fields.tabs.map((tab) => {
      const catalogue = currentCatalogue(fields, tab);
      const document = UPLOADED_PDF.test(catalogue) ? catalogue.slice("/assets/documents/".length) : undefined;
      const subject: ProductSubject = {
        title: productTabTitle(fields.title, tab.name),
        catalogue,
        ...(document ? { document } : {}),
      };
      return { subject, generated: tab.catalogue };
    }),
  );
}

/**
 * The product tab a request names, in the spelling of its published page (else of the build's
 * pages); undefined for any other text.
 */
export async function findProduct(db: Kysely<Database>, name: string, now: Date): Promise<ProductSubject | undefined> {
  const wanted = key(name);
  const published = (await publishedProducts(db, now)).find(({ subject }) => key(subject.title) === wanted);
  return published?.subject ?? products().byTitle.get(wanted);
}

/** The product tab whose catalogue this is (a request that sends only the brochure link). */
export async function productOfCatalogue(
  db: Kysely<Database>,
  catalogue: string,
  now: Date,
): Promise<ProductSubject | undefined> {
  const published = (await publishedProducts(db, now)).find(
    ({ subject, generated }) => subject.catalogue === catalogue || generated === catalogue,
  );
  return published?.subject ?? products().byCatalogue.get(catalogue);
}

/**
 * The opening an application names, in the careers page's spelling, among those live at `now`;
 * undefined when the title is not such an opening (never published, unpublished, scheduled for
 * later or closed). The one place that knows where openings are kept.
 */
export async function findOpening(db: Kysely<Database>, title: string, now: Date): Promise<string | undefined> {
  const wanted = key(title);
  const { content } = liveSiteContent(await publishedEntries(db, "openings"), now.toISOString());
  return content.openings.find((opening) => key(opening.fields.title) === wanted)?.fields.title;
}
