/**
 * SLOT FOR THE LEAD-CAPTURE WORK (issue 5): the product-page catalogue request form goes here.
 * It receives the tab's catalogue path as `brochureLink` (spec §7 call 2, product-page variant)
 * and closes the modal through `onDone` after success. Until the form lands this shows what the
 * request will do and a direct link to the PDF, so the button is never a dead end.
 */
interface CatalogueRequestSlotProps {
  /** The tab's catalogue path, e.g. /catalogues/box-strapping-line.pdf. */
  brochureLink: string;
  /** What the catalogue is about, e.g. "Circular Looms: 6-Shuttle". */
  subject: string;
  onDone: () => void;
}

export function CatalogueRequestSlot({ brochureLink, subject }: CatalogueRequestSlotProps) {
  return (
    <div className="catalogue-request-slot" data-slot="catalogue-request" data-brochure-link={brochureLink}>
      <p>
        Tell us where to send the <strong>{subject}</strong> catalogue and our sales team will follow up with a
        quotation for your plant.
      </p>
      <p>
        <a href={brochureLink} download>
          Download the catalogue (PDF)
        </a>
      </p>
    </div>
  );
}
