/** The four product lines as picture cards, each linking to its machines in the category browser. */
import { LocaleLink, useMessages } from "~/i18n/messages";
import { Picture } from "~/components/picture/picture";
import { Reveal } from "~/components/reveal/reveal";
import "./machinery-range.css";

interface MachineryRangeProps {
  heading: string;
  text: string;
  lines: readonly {
    slug: string;
    title: string;
    summary: string;
    href: string;
    image: { name: string; alt: string };
  }[];
}

export function MachineryRange({ heading, text, lines }: MachineryRangeProps) {
  const t = useMessages();
  return (
    <section className="machinery-range container" aria-labelledby="machinery-range-title">
      <h2 id="machinery-range-title">{heading}</h2>
      <p className="machinery-range__intro">{text}</p>
      <ul className="machinery-range__list">
        {lines.map((line) => (
          <Reveal as="li" key={line.slug} className="machinery-range__card">
            <Picture
              name={line.image.name}
              alt={line.image.alt}
              sizes="(min-width: 1024px) 25vw, (min-width: 481px) 50vw, 100vw"
            />
            <div className="machinery-range__body">
              <h3>
                <LocaleLink className="machinery-range__link" to={line.href}>
                  {line.title}
                </LocaleLink>
              </h3>
              <p>{line.summary}</p>
              <span className="machinery-range__more" aria-hidden="true">
                {t("Explore →")}
              </span>
            </div>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
