/** The photo gallery of a product page: thumbnails that open the lightbox (wrap-around, 300 ms lock). */
import { useState } from "react";
import { Lightbox } from "~/components/lightbox/lightbox";
import type { MachinePageMessages } from "~/i18n/messages/en";
import type { GalleryImage } from "#content/products/schema";
import { usePictures } from "~/components/picture/picture";
import { variantUrl } from "~/components/picture/picture-data";
import { ProductPicture } from "./product-picture";

interface ProductGalleryProps {
  title: string;
  images: readonly GalleryImage[];
  words: MachinePageMessages;
}

export function ProductGallery({ title, images, words }: ProductGalleryProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const pictures = usePictures(images.map((image) => image.src));
  return (
    <section className="product-gallery" aria-labelledby="product-gallery-heading">
      <h2 id="product-gallery-heading">{words.gallery}</h2>
      <ul className="product-gallery__grid">
        {images.map((image, index) => (
          <li key={image.id}>
            <button type="button" className="product-gallery__thumb" onClick={() => setOpenIndex(index)}>
              <ProductPicture image={{ name: image.src, alt: "" }} sizes="(max-width: 768px) 50vw, 240px" />
              <span className="visually-hidden">
                {words.enlargePhoto} {image.alt}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        title={words.galleryOf.replace("{title}", title)}
        images={images.map((image, index) => {
          const picture = pictures[index]!;
          const width = picture.widths.at(-1) ?? picture.fallbackWidth;
          return {
            src: variantUrl(picture, width, "webp"),
            alt: image.alt,
            width: picture.width,
            height: picture.height,
            caption: image.alt,
          };
        })}
        openIndex={openIndex}
        onClose={() => setOpenIndex(null)}
        words={words}
      />
    </section>
  );
}
