/** Everything one tab (or Bag-Conversion sub-tab) shows, in the order of docs/spec.md §2. */
import { Slideshow } from "~/components/slideshow/slideshow";
import type { MachinePageMessages } from "~/i18n/messages/en";
import type { ProductTab } from "#content/products/schema";
import { Applications } from "./applications";
import { CatalogueButton } from "./catalogue-button";
import { ProductPicture } from "./product-picture";
import { SpecTable } from "./spec-table";

const PRODUCT_SLIDESHOW_INTERVAL_MS = 3000;

interface ProductTabPanelProps {
  tab: ProductTab;
  /** Name of the machine or tab used in labels and catalogue requests, e.g. "Circular Looms: 6-Shuttle". */
  title: string;
  /** The English title its catalogue request is filed under. */
  subject: string;
  /** The page's first panel: its first image is the largest paint, so it is not lazy. */
  first: boolean;
  words: MachinePageMessages;
}

export function ProductTabPanel({ tab, title, subject, first, words }: ProductTabPanelProps) {
  const [firstImage] = tab.images;
  return (
    <div className="product-tab">
      <div className="product-tab__overview">
        <div className="product-tab__media">
          {tab.images.length > 1 ? (
            <Slideshow
              label={words.pictures.replace("{title}", title)}
              interval={PRODUCT_SLIDESHOW_INTERVAL_MS}
              words={words}
              slides={tab.images.map((image, index) => (
                <ProductPicture
                  key={image.name}
                  image={image}
                  priority={first && index === 0}
                  className="product-tab__image"
                />
              ))}
            />
          ) : firstImage ? (
            <ProductPicture image={firstImage} priority={first} className="product-tab__image" />
          ) : null}
        </div>
        <div className="product-tab__text">
          {tab.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <CatalogueButton catalogue={tab.catalogue} title={title} subject={subject} words={words} />
        </div>
      </div>
      {tab.tableHeaders.length > 0 ? (
        <SpecTable
          caption={tab.tableCaption ?? words.specifications.replace("{title}", title)}
          headers={tab.tableHeaders}
          rows={tab.tableRows}
        />
      ) : null}
      {tab.footnote ? <p className="product-tab__footnote">{tab.footnote}</p> : null}
      <Applications title={title} images={tab.slideshowImages} points={tab.applicationPoints} words={words} />
    </div>
  );
}
