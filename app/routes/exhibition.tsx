/**
 * /Exhibition: where to meet us next, and the galleries of past trade shows and company events,
 * as marketing published them (app/lib/site-content.server.ts).
 */
import { PageBanner } from "~/components/page-banner/page-banner";
import { PictureProvider } from "~/components/picture/picture";
import { GalleryCards } from "~/features/galleries/gallery-cards";
import { UpcomingExhibitions } from "~/features/galleries/upcoming-exhibitions";
import { PageTextProvider } from "~/i18n/messages";
import { dayRangeIn } from "~/i18n/dates";
import { machineWordsIn } from "~/i18n/machine-page-messages.server";
import { sitePageMessages, sitePageWord } from "~/i18n/site-page-messages.server";
import { pageMeta } from "~/lib/seo";
import { pagePictures, siteContentOf } from "~/lib/site-content.server";
import { staticPageIn } from "~/lib/site-texts.server";
import type { Gallery } from "#content/schema";
import { TRADE_SHOWS } from "#contracts/collections/galleries";
import type { PublishedItem } from "#contracts/collections/published";
import type { GalleryFields } from "#contracts/collections/galleries";
import { localizedFields } from "#contracts/collections/translations";
import { splitLocalePath } from "#contracts/locales";
import type { Route } from "./+types/exhibition";

function galleryOf({ slug, fields }: PublishedItem<GalleryFields>): Gallery {
  return {
    slug,
    title: fields.title,
    year: fields.year,
    place: fields.place,
    caption: fields.caption,
    images: fields.photos.map((photo) => ({ id: photo.name, src: photo.name, alt: photo.alt })),
  };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const siteContent = siteContentOf(context);
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const dates = dayRangeIn(locale);
  const word = (key: Parameters<typeof sitePageWord>[1]) => sitePageWord(locale, key);
  // Each show and gallery in the page's language where it is translated, else in English (decision 058).
  const exhibitions = siteContent.exhibitions.map((item) => ({
    ...item,
    fields: localizedFields({ collection: "exhibitions", ...item }, locale).fields,
  }));
  const galleries = siteContent.galleries.map((item) => ({
    ...item,
    fields: localizedFields({ collection: "galleries", ...item }, locale).fields,
  }));
  const tradeShows = galleries.filter((gallery) => gallery.fields.kind === "trade-show");
  // The known shows in their order, then any other show in the order of its first gallery.
  const shows = [...new Set([...TRADE_SHOWS, ...tradeShows.map((gallery) => gallery.fields.show!)])];
  const content = {
    banner: "banner-exhibition",
    map: {
      name: "exhibitions-map",
      alt: word("World map with pins on Istanbul, Moscow, Mumbai, New Delhi, Ho Chi Minh City and Düsseldorf"),
    },
    upcoming: exhibitions.map(({ fields }) => ({
      name: fields.name,
      venue: fields.venue,
      city: fields.city,
      country: fields.country,
      startDate: fields.startDate,
      endDate: fields.endDate,
      ...(fields.stand ? { stand: fields.stand } : {}),
      ...(fields.website ? { website: fields.website } : {}),
      dates: dates(fields.startDate, fields.endDate),
    })),
    showGroups: shows
      .map((show) => ({
        show,
        galleries: tradeShows.filter((gallery) => gallery.fields.show === show).map(galleryOf),
      }))
      .filter((group) => group.galleries.length > 0),
    events: galleries.filter((gallery) => gallery.fields.kind === "event").map(galleryOf),
  };
  return {
    ...content,
    pictures: pagePictures(siteContent, content),
    ...staticPageIn(locale, "/Exhibition"),
    // The page's words as values, so no bundle carries them (English too), and the modal's close mark (073).
    words: {
      ...machineWordsIn(locale, ["previousImage", "nextImage"]),
      meetUsNext: word("Meet us next"),
      enlargeMap: word("Enlarge map"),
      mapTitle: word("Map of our coming exhibitions"),
      tradeShows: word("Trade shows"),
      lifeAtJp: word("Life at JP"),
      viewPhotos: word("View {count} photos"),
    },
    ...sitePageMessages(locale, ["Close"]),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function ExhibitionPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <PageTextProvider messages={data.messages}>
      <PictureProvider pictures={data.pictures}>
        <PageBanner path="/Exhibition" picture={data.banner} text={data.page} />
        <UpcomingExhibitions shows={data.upcoming} map={data.map} words={data.words} />
        <section className="gallery-section container" aria-labelledby="trade-shows-title">
          <h2 id="trade-shows-title">{data.words.tradeShows}</h2>
          {data.showGroups.map((group) => (
            <div key={group.show} className="gallery-section__group">
              <h3>{group.show}</h3>
              <GalleryCards galleries={group.galleries} headingLevel={4} words={data.words} />
            </div>
          ))}
        </section>
        <section className="gallery-section gallery-section--events" aria-labelledby="events-title">
          <div className="container">
            <h2 id="events-title">{data.words.lifeAtJp}</h2>
            <GalleryCards galleries={data.events} words={data.words} />
          </div>
        </section>
      </PictureProvider>
    </PageTextProvider>
  );
}
