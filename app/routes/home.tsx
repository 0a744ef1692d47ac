/**
 * Home. The loader runs at build, and on the server when a product line is published (its cards
 * follow the published lines): the copy, the pictures and the clip's sources reach the browser in
 * the prerendered HTML and the page's .data file, not in a JavaScript bundle.
 */
import { clipFor } from "~/components/picture/pictures.server";
import { type HomeContent, HomePage } from "~/features/home/home-page";
import { filmLink } from "~/widgets/video/films.server";
import { pageMeta } from "~/lib/seo";
import { categoryBrowserOf, pagePictures, siteContentOf } from "~/lib/site-content.server";
import { company } from "#content/company";
import { departments } from "#content/departments";
import { productLinePath } from "#content/product-lines";
import { home } from "#content/site";
import { corporateFilm } from "#content/videos";
import type { Route } from "./+types/home";

/** The alt text of a line's card; a line added in the portal is described by its title. */
const cardAlt: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(home.range.images).map(([slug, image]) => [slug, image.alt]),
);

export function loader({ context }: Route.LoaderArgs) {
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
    lines: categoryBrowserOf(siteContent).lines.map((line) => ({
      slug: line.slug,
      title: line.title,
      summary: line.summary,
      href: productLinePath(line.slug),
      image: { name: line.image, alt: cardAlt[line.slug] ?? line.title },
    })),
    film: {
      videoTitle: corporateFilm.videoTitle,
      videoThumbnail: corporateFilm.videoThumbnail,
      description: corporateFilm.description,
      link: filmLink(corporateFilm),
    },
  };
  return { content, clip: clipFor(home.hero.backgroundClip), pictures: pagePictures(siteContent, content) };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.content} clip={loaderData.clip} pictures={loaderData.pictures} />;
}
