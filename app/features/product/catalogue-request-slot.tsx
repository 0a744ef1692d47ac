/**
 * The product-page catalogue request form in the catalogue modal (docs/spec.md §7 call 2, product-page
 * variant): it sends the tab's catalogue path as `brochureLink` and the product and tab it is about
 * as `productCategory`, and closes the modal through `onDone` after success.
 */
import { ProductCatalogueForm } from "~/widgets/lead-forms/product-catalogue-form";

interface CatalogueRequestSlotProps {
  /** The tab's catalogue path, e.g. /catalogues/box-strapping-line.pdf. */
  brochureLink: string;
  /** What the catalogue is about in the page's language, e.g. "Circular Looms: 6-Shuttle". */
  title: string;
  /** The English title, sent as the request's product (the server accepts only those). */
  subject: string;
  /** The sentence before the form in the page's language, with `{title}` where the title goes. */
  intro: string;
  /** Called with the success message; the owner closes the modal and shows it. */
  onDone: (message: string) => void;
}

export function CatalogueRequestSlot({ brochureLink, title, subject, intro, onDone }: CatalogueRequestSlotProps) {
  const [before, after] = intro.split("{title}");
  return (
    <div className="catalogue-request-slot" data-slot="catalogue-request" data-brochure-link={brochureLink}>
      <p>
        {before}
        <strong>{title}</strong>
        {after}
      </p>
      <ProductCatalogueForm brochureLink={brochureLink} productCategory={subject} onSent={onDone} />
    </div>
  );
}
