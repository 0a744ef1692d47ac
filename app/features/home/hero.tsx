/** The home page's first screen: the poster (first paint, the page's LCP), the clip, the tagline. */
import { LocaleLink, useMessages } from "~/i18n/messages";
import { Picture } from "~/components/picture/picture";
import type { ClipData } from "~/components/picture/picture-data";
import { HeroVideo } from "./hero-video";
import "./hero.css";

interface HeroProps {
  heading: string;
  subheading: string;
  poster: { name: string; alt: string };
  clip: ClipData;
}

export function Hero({ heading, subheading, poster, clip }: HeroProps) {
  const t = useMessages();
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__media">
        <Picture name={poster.name} alt={poster.alt} sizes="100vw" priority cover />
        <HeroVideo clip={clip} />
      </div>
      <div className="home-hero__content container">
        <h1 id="home-title" className="home-hero__title">
          {heading}
        </h1>
        <p className="home-hero__subtitle">{subheading}</p>
        <p className="home-hero__actions">
          <LocaleLink className="button button--primary" to="/PlasticRecycling">
            {t("Explore our machines")}
          </LocaleLink>
          <a className="button home-hero__secondary" href="#catalogue">
            {t("Download catalogue")}
          </a>
        </p>
      </div>
    </section>
  );
}
