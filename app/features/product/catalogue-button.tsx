/**
 * The Download Catalogue button and the catalogue modal it opens; after success the modal closes
 * and the button says so. The form inside the modal is its own chunk (decision 020): it is asked
 * for when a visitor points at, focuses or touches the button, so it is usually there by the click.
 */
import { lazy, Suspense, useState } from "react";
import { Modal } from "~/components/modal/modal";
import type { MachinePageMessages } from "~/i18n/messages/en";
// The success notice below uses the lead forms' notice style, needed before the form chunk loads.
import "~/widgets/lead-forms/lead-forms.css";

const loadRequestSlot = () => import("./catalogue-request-slot");
const CatalogueRequestSlot = lazy(() => loadRequestSlot().then((module) => ({ default: module.CatalogueRequestSlot })));

/** Starts loading the form; the module loader only fetches it once. */
function preloadRequestSlot() {
  void loadRequestSlot().catch(() => undefined);
}

interface CatalogueButtonProps {
  catalogue: string;
  /** What the catalogue is about in the page's language, e.g. "Circular Looms: 6-Shuttle". */
  title: string;
  /** The English title the request is filed under. */
  subject: string;
  words: MachinePageMessages;
}

export function CatalogueButton({ catalogue, title, subject, words }: CatalogueButtonProps) {
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
        onPointerEnter={preloadRequestSlot}
        onFocus={preloadRequestSlot}
        onTouchStart={preloadRequestSlot}
        onClick={() => {
          setSent("");
          setOpen(true);
        }}
      >
        {words.catalogue}
      </button>
      <p className="lead-form__notice" role="alert" data-tone="success">
        {sent}
      </p>
      <Modal open={open} onClose={close} title={words.catalogueOf.replace("{title}", title)}>
        <Suspense fallback={<p>{words.loadingForm}</p>}>
          <CatalogueRequestSlot
            brochureLink={catalogue}
            title={title}
            subject={subject}
            intro={words.catalogueIntro}
            onDone={done}
          />
        </Suspense>
      </Modal>
    </>
  );
}
