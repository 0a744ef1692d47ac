/** The home page's text blocks beside a picture: intro with Join us, about, export with figures. */
import { LocaleLink, useMessages } from "~/i18n/messages";
import { Picture } from "~/components/picture/picture";
import { Reveal } from "~/components/reveal/reveal";
import { HomeCatalogueForm } from "~/widgets/lead-forms/home-catalogue-form";
import { StatFigure } from "./stat-figure";
import "./sections.css";

type PictureRef = { name: string; alt: string };

interface IntroProps {
  heading: string;
  paragraphs: readonly string[];
  joinUs: { label: string; to: string };
  image: PictureRef;
  founded: number;
}

/** Text with a call to action beside a picture: the shared body of the intro and about blocks. */
function TextBesidePicture({
  titleId,
  kicker,
  heading,
  paragraphs,
  link,
  linkClass,
  image,
}: {
  titleId: string;
  kicker?: string;
  heading: string;
  paragraphs: readonly string[];
  link: { label: string; to: string };
  linkClass: string;
  image: PictureRef;
}) {
  return (
    <>
      <Reveal className="home-split__text">
        {kicker ? <p className="home-kicker">{kicker}</p> : null}
        <h2 id={titleId}>{heading}</h2>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>
          <LocaleLink className={linkClass} to={link.to}>
            {link.label}
          </LocaleLink>
        </p>
      </Reveal>
      <Reveal className="home-split__media">
        <Picture name={image.name} alt={image.alt} sizes="(min-width: 769px) 45vw, 100vw" />
      </Reveal>
    </>
  );
}

export function Intro({ heading, paragraphs, joinUs, image, founded }: IntroProps) {
  const t = useMessages();
  return (
    <section className="home-split container" aria-labelledby="home-intro-title">
      <TextBesidePicture
        titleId="home-intro-title"
        kicker={t("Since {year}", { year: String(founded) })}
        heading={heading}
        paragraphs={paragraphs}
        link={joinUs}
        linkClass="button button--primary"
        image={image}
      />
    </section>
  );
}

interface AboutProps {
  heading: string;
  paragraphs: readonly string[];
  link: { label: string; to: string };
  image: PictureRef;
}

export function AboutBlock({ heading, paragraphs, link, image }: AboutProps) {
  return (
    <section className="home-band" aria-labelledby="home-about-title">
      <div className="home-split home-split--reverse container">
        <TextBesidePicture
          titleId="home-about-title"
          heading={heading}
          paragraphs={paragraphs}
          link={link}
          linkClass="button button--secondary"
          image={image}
        />
      </div>
    </section>
  );
}

/** The home page's catalogue request: the heading and text beside the form. */
export function CatalogueRequestSection({ heading, text, email }: { heading: string; text: string; email: string }) {
  const t = useMessages();
  return (
    <section id="catalogue" className="home-catalogue" aria-labelledby="home-catalogue-title">
      <div className="container home-catalogue__inner">
        <div>
          <h2 id="home-catalogue-title">{heading}</h2>
          <p>{text}</p>
          <p>
            {`${t("Or write to")} `}
            <a href={`mailto:${email}?subject=Catalogue%20request`}>{email}</a>.
          </p>
        </div>
        <div className="home-catalogue__slot" data-slot="catalogue-request-home">
          <HomeCatalogueForm />
        </div>
      </div>
    </section>
  );
}

interface ExportProps {
  heading: string;
  text: string;
  image: PictureRef;
  stats: readonly { value: number; suffix: string; label: string }[];
}

export function ExportBlock({ heading, text, image, stats }: ExportProps) {
  const t = useMessages();
  return (
    <section className="home-export" aria-labelledby="home-export-title">
      <div className="container home-export__inner">
        <Reveal className="home-export__text">
          <h2 id="home-export-title">{heading}</h2>
          <p>{text}</p>
        </Reveal>
        <div className="home-export__media">
          <Picture name={image.name} alt={image.alt} sizes="(min-width: 769px) 55vw, 100vw" />
        </div>
        <ul className="home-stats" aria-label={t("Our export record")}>
          {stats.map((stat) => (
            <li key={stat.label} className="home-stats__item">
              <StatFigure value={stat.value} suffix={stat.suffix} />
              <span className="home-stats__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
