/** The Download Catalogue button and the catalogue modal it opens. */
import { useState } from "react";
import { Modal } from "~/components/modal/modal";
import { CatalogueRequestSlot } from "./catalogue-request-slot";

interface CatalogueButtonProps {
  catalogue: string;
  subject: string;
}

export function CatalogueButton({ catalogue, subject }: CatalogueButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="button button--primary product-tab__catalogue" onClick={() => setOpen(true)}>
        Download Catalogue
      </button>
      <Modal open={open} onClose={close} title={`Catalogue: ${subject}`}>
        <CatalogueRequestSlot brochureLink={catalogue} subject={subject} onDone={close} />
      </Modal>
    </>
  );
}
