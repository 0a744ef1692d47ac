/** /Exhibition: where to meet us next, and the galleries of past trade shows and company events. */
import { z } from "zod";
import { PageBanner } from "~/components/page-banner/page-banner";
import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { GalleryCards } from "~/features/galleries/gallery-cards";
import { UpcomingExhibitions } from "~/features/galleries/upcoming-exhibitions";
import { pageMeta } from "~/lib/seo";
import { eventGalleries } from "#content/events";
import { exhibitionGalleries, upcomingExhibitions } from "#content/exhibitions";
import { gallerySchema, upcomingExhibitionSchema } from "#content/schema";
import type { Route } from "./+types/exhibition";

const SHOW_GROUPS = ["INDIAPLAST", "PLASTIVISION", "PLASTINDIA", "K-GERMANY"] as const;
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function loader() {
  const galleries = z.array(gallerySchema).parse(exhibitionGalleries);
  const content = {
    banner: "banner-exhibition",
    map: {
      name: "exhibitions-map",
      alt: "World map with pins on Istanbul, Moscow, Mumbai, New Delhi, Ho Chi Minh City and Düsseldorf",
    },
    upcoming: z
      .array(upcomingExhibitionSchema)
      .parse(upcomingExhibitions)
      .map((show) => ({ ...show, dates: dateFormat.formatRange(day(show.startDate), day(show.endDate)) })),
    showGroups: SHOW_GROUPS.map((show) => ({
      show,
      galleries: galleries.filter((g) => g.title.startsWith(`${show} `)),
    })),
    events: z.array(gallerySchema).parse(eventGalleries),
  };
  return { ...content, pictures: picturesFor(content) };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function ExhibitionPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <PictureProvider pictures={data.pictures}>
      <PageBanner path="/Exhibition" picture={data.banner} />
      <UpcomingExhibitions shows={data.upcoming} map={data.map} />
      <section className="gallery-section container" aria-labelledby="trade-shows-title">
        <h2 id="trade-shows-title">Trade shows</h2>
        {data.showGroups.map((group) => (
          <div key={group.show} className="gallery-section__group">
            <h3>{group.show}</h3>
            <GalleryCards galleries={group.galleries} headingLevel={4} />
          </div>
        ))}
      </section>
      <section className="gallery-section gallery-section--events" aria-labelledby="events-title">
        <div className="container">
          <h2 id="events-title">Life at JP</h2>
          <GalleryCards galleries={data.events} />
        </div>
      </section>
    </PictureProvider>
  );
}
