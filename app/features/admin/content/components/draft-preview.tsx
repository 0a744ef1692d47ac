/**
 * The preview of an item as the public page will show it: the page the server draws from the form's
 * fields (saved or not), in a frame that runs none of its scripts, so what is seen is the HTML a
 * visitor and a crawler get before any script. The frame scrolls to the item's own anchor.
 */
import { useRef } from "react";
import { COLLECTION_PAGES, type Collection } from "#contracts/collections/api";
import { Button } from "~/features/admin/ui/button";
import layout from "~/features/admin/ui/layout.module.css";
import styles from "./draft-preview.module.css";

interface DraftPreviewProps {
  collection: Collection;
  html: string;
  /** The item's anchor on the page, when it has one yet. */
  slug: string | undefined;
  onClose: () => void;
}

export function DraftPreview({ collection, html, slug, onClose }: DraftPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const showItem = () => {
    const target = slug ? frame.current?.contentDocument?.getElementById(slug) : null;
    target?.scrollIntoView({ block: "start" });
  };
  return (
    <section className={styles.preview} aria-labelledby="draft-preview-title">
      <div className={`${layout.spread} ${styles.previewHead}`}>
        <h2 id="draft-preview-title" className={styles.title}>
          Preview of {COLLECTION_PAGES[collection]}
        </h2>
        <Button small onClick={onClose}>
          Close preview
        </Button>
      </div>
      <iframe
        ref={frame}
        className={styles.previewFrame}
        title={`Preview of ${COLLECTION_PAGES[collection]} with this draft`}
        // Same origin for its pictures and fonts; no scripts, so the page stays as the server drew it.
        sandbox="allow-same-origin"
        srcDoc={html}
        onLoad={showItem}
      />
    </section>
  );
}
