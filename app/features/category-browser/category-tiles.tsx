/** /PlasticRecycling: the product lines as tiles, each with its count of machines and an EXPLORE link to its slider. */
import { LocaleLink } from "~/i18n/messages";
import { Picture } from "~/components/picture/picture";
import { type ProductLine, productLinePath } from "#content/product-lines";
import type { CategoryPageMessages } from "~/i18n/messages/en";
import "./category-tiles.css";

interface CategoryTilesProps {
  /** Each line with its count of machines, and that count in words on another locale's page. */
  tiles: readonly (ProductLine & { machines: number; count?: string })[];
  /** The page's title in another locale (the site map's); the English on English pages. */
  heading?: string | undefined;
  /** The tiles' words in another locale (the loader's); left out on English pages. */
  words?: Pick<CategoryPageMessages, "lead" | "explore"> | undefined;
}

export function CategoryTiles({ tiles, heading, words }: CategoryTilesProps) {
  return (
    <section className="category-tiles container" aria-labelledby="category-tiles-title">
      <h1 id="category-tiles-title">{heading ?? "Product Line"}</h1>
      <p className="lead">
        {words?.lead ??
          "Four lines of machinery, designed and built in our Ankleshwar works. Choose one to browse its machines."}
      </p>
      <ul className="category-tiles__grid">
        {tiles.map((line, index) => (
          <li key={line.slug} className="category-tile">
            <Picture
              name={line.image}
              alt=""
              sizes="(max-width: 768px) 100vw, 600px"
              priority={index === 0}
              cover
              className="category-tile__image"
            />
            <div className="category-tile__body">
              <h2>{line.title}</h2>
              <p>{line.summary}</p>
              <p className="category-tile__count">{line.count ?? <>{line.machines} machines</>}</p>
              <LocaleLink to={productLinePath(line.slug)} className="button button--primary category-tile__explore">
                {words?.explore ?? "EXPLORE"}
                <span className="visually-hidden"> {line.title}</span>
              </LocaleLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
