/** The Download Catalogue button and the catalogue modal it opens; after success the modal closes and the button says so. */
import { useState } from "react";
import { Modal } from "~/components/modal/modal";
import { CatalogueRequestSlot } from "./catalogue-request-slot";

interface CatalogueButtonProps {
  catalogue: string;
  subject: string;
}

export function CatalogueButton({ catalogue, subject }: CatalogueButtonProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState("");
  const close = () => setOpen(false);
  const done = (message: string) => {
    setSent(message);
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="button button--primary product-tab__catalogue"
        onClick={() => {
          setSent("");
          setOpen(true);
        }}
      >
        Download Catalogue
      </button>
      <p className="lead-form__notice" role="alert" data-tone="success">
        {sent}
      </p>
      <Modal open={open} onClose={close} title={`Catalogue: ${subject}`}>
        <CatalogueRequestSlot brochureLink={catalogue} subject={subject} onDone={done} />
      </Modal>
    </>
  );
}
