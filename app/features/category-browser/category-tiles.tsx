/** /PlasticRecycling: the four product lines as tiles, each with an EXPLORE link to its slider. */
import { LocaleLink } from "~/i18n/messages";
import { Picture } from "~/components/picture/picture";
import { productLinePath, productLines, productPages } from "#content/product-lines";
import "./category-tiles.css";

export function CategoryTiles() {
  return (
    <section className="category-tiles container" aria-labelledby="category-tiles-title">
      <h1 id="category-tiles-title">Product Line</h1>
      <p className="lead">
        Four lines of machinery, designed and built in our Ankleshwar works. Choose one to browse its machines.
      </p>
      <ul className="category-tiles__grid">
        {productLines.map((line, index) => {
          const machines = productPages.filter((p) => p.line === line.slug);
          return (
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
                <p className="category-tile__count">{machines.length} machines</p>
                <LocaleLink to={productLinePath(line.slug)} className="button button--primary category-tile__explore">
                  EXPLORE<span className="visually-hidden"> {line.title}</span>
                </LocaleLink>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
