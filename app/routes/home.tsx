/**
 * Home. The loader runs at build, and on the server when a product line is published (its cards
 * follow the published lines): the copy, the pictures and the clip's sources reach the browser in
 * the prerendered HTML and the page's .data file, not in a JavaScript bundle.
 */
import { clipFor } from "~/components/picture/pictures.server";
import { type HomeContent, HomePage } from "~/features/home/home-page";
import { PageTextProvider } from "~/i18n/messages";
import { sitePageMessages } from "~/i18n/site-page-messages.server";
import { filmLink } from "~/widgets/video/films.server";
import { pageMeta } from "~/lib/seo";
import { pagePictures, productLinesIn, siteContentOf } from "~/lib/site-content.server";
import { pageLocaleOf, siteTextsIn, staticPageIn } from "~/lib/site-texts.server";
import { company } from "#content/company";
import { departments } from "#content/departments";
import { productLinePath } from "#content/product-lines";
import { home as englishHome } from "#content/site";
import { inLocale } from "#content/translations/kit";
import { corporateFilm as englishFilm } from "#content/videos";
import type { Route } from "./+types/home";

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = pageLocaleOf(request);
  const texts = siteTextsIn(locale);
  const home = inLocale(englishHome, texts.home);
  const corporateFilm = inLocale(englishFilm, texts.corporateFilm);
  // The alt text of a line's card; a line added in the portal is described by its title.
  const cardAlt: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(home.range.images).map(([slug, image]) => [slug, image.alt]),
  );
  const siteContent = siteContentOf(context);
  const sales = departments.find((d) => d.slug === "sales-marketing");
  const content: HomeContent = {
    founded: company.founded,
    salesEmail: sales?.emails[0] ?? company.email,
    hero: home.hero,
    intro: home.intro,
    about: home.about,
    catalogue: home.catalogue,
    export: home.export,
    stats: home.stats,
    range: home.range,
    // Each line's title and summary in the locale where it has them (decision 068), else the English.
    lines: productLinesIn(siteContent, locale).map((line) => ({
      slug: line.slug,
      title: line.title,
      summary: line.summary,
      href: productLinePath(line.slug),
      image: { name: line.image, alt: cardAlt[line.slug] ?? line.title },
    })),
    film: {
      videoTitle: corporateFilm.videoTitle,
      videoThumbnail: englishFilm.videoThumbnail,
      description: corporateFilm.description,
      link: filmLink(englishFilm),
    },
  };
  return {
    content,
    clip: clipFor(home.hero.backgroundClip),
    pictures: pagePictures(siteContent, content),
    ...staticPageIn(locale, "/"),
    ...sitePageMessages(locale, [
      "Since {year}",
      "Explore our machines",
      "Download catalogue",
      "Or write to",
      "Our export record",
      "Explore →",
      "Corporate film",
      "(opens YouTube in a new tab)",
      "(opens the film in a new tab)",
      "(opens in a new tab)",
    ]),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextProvider messages={loaderData.messages}>
      <HomePage content={loaderData.content} clip={loaderData.clip} pictures={loaderData.pictures} />
    </PageTextProvider>
  );
}
