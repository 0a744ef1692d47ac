/** The photo gallery of a product page: thumbnails that open the lightbox (wrap-around, 300 ms lock). */
import { useState } from "react";
import { Lightbox } from "~/components/lightbox/lightbox";
import type { GalleryImage } from "../../../content/products/schema";
import { placeholderSrc } from "~/lib/placeholder-image";
import { ProductPicture } from "./product-picture";

export function ProductGallery({ title, images }: { title: string; images: readonly GalleryImage[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <section className="product-gallery" aria-labelledby="product-gallery-heading">
      <h2 id="product-gallery-heading">Photo gallery</h2>
      <ul className="product-gallery__grid">
        {images.map((image, index) => (
          <li key={image.id}>
            <button type="button" className="product-gallery__thumb" onClick={() => setOpenIndex(index)}>
              <ProductPicture image={{ name: image.src, alt: "" }} />
              <span className="visually-hidden">Enlarge photo: {image.alt}</span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        title={`${title}: photo gallery`}
        images={images.map((image) => ({ src: placeholderSrc(image.src), alt: image.alt, width: 800, height: 600, caption: image.alt }))}
        openIndex={openIndex}
        onClose={() => setOpenIndex(null)}
      />
    </section>
  );
}
