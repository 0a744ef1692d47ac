/**
 * The product-page catalogue request form in the catalogue modal (docs/spec.md §7 call 2, product-page
 * variant): it sends the tab's catalogue path as `brochureLink` and the product and tab it is about
 * as `productCategory`, and closes the modal through `onDone` after success.
 */
import { ProductCatalogueForm } from "~/widgets/lead-forms/product-catalogue-form";

interface CatalogueRequestSlotProps {
  /** The tab's catalogue path, e.g. /catalogues/box-strapping-line.pdf. */
  brochureLink: string;
  /** What the catalogue is about, e.g. "Circular Looms: 6-Shuttle": sent as the request's product. */
  subject: string;
  /** Called with the success message; the owner closes the modal and shows it. */
  onDone: (message: string) => void;
}

export function CatalogueRequestSlot({ brochureLink, subject, onDone }: CatalogueRequestSlotProps) {
  return (
    <div className="catalogue-request-slot" data-slot="catalogue-request" data-brochure-link={brochureLink}>
      <p>
        Tell us where to send the <strong>{subject}</strong> catalogue and our sales team will follow up with a
        quotation for your plant.
      </p>
      <ProductCatalogueForm brochureLink={brochureLink} productCategory={subject} onSent={onDone} />
    </div>
  );
}
