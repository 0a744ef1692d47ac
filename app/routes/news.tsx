/**
 * /news and /News: marketing's published news (app/lib/site-content.server.ts) in the page's
 * sections: stories, awards, videos, the magazine viewer, photo cards and press releases.
 */
import { PageBanner } from "~/components/page-banner/page-banner";
import { Picture, PictureProvider } from "~/components/picture/picture";
import { clipFor } from "~/components/picture/pictures.server";
import { type NewsStory, NewsStories } from "~/features/news/news-stories";
import { AwardsGallery, MagazineViewer, PhotoCards, PressReleases } from "~/features/news/news-sections";
import { PageTextProvider } from "~/i18n/messages";
import { longDateIn } from "~/i18n/dates";
import { machineWordsIn, SLIDESHOW_WORDS } from "~/i18n/machine-page-messages.server";
import { sitePageMessages } from "~/i18n/site-page-messages.server";
import { leadParagraphText } from "~/features/news/rich-text.server";
import { filmOf } from "~/widgets/video/films.server";
import { VideoCards } from "~/widgets/video/video-cards";
import { pageMeta } from "~/lib/seo";
import { pagePictures, siteContentOf } from "~/lib/site-content.server";
import { pageLocaleOf, siteTextsIn, staticPageIn } from "~/lib/site-texts.server";
import { magazineCovers } from "#content/news";
import { inLocale } from "#content/translations/kit";
import type { NewsFields } from "#contracts/collections/news";
import { localizedFields } from "#contracts/collections/translations";
import type { Route } from "./+types/news";

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = pageLocaleOf(request);
  const formatDate = longDateIn(locale);
  const siteContent = siteContentOf(context);
  // Each item in the page's language where its translation is published (decision 058), else English.
  const news = siteContent.news.map((item) => ({
    slug: item.slug,
    ...localizedFields({ collection: "news", ...item }, locale).fields,
  }));
  const ofKind = <K extends NewsFields["kind"]>(kind: K) => news.filter((item) => item.kind === kind);
  const firstPhoto = (item: NewsFields) => item.photos![0]!;
  const stories: NewsStory[] = ofKind("story").map((story) => ({
    slug: story.slug,
    date: story.date!,
    dateText: formatDate(story.date!),
    ...(story.topic ? { topic: story.topic } : {}),
    headline: story.title,
    summary: story.summary!,
    lead: leadParagraphText(story.body!),
    body: story.body!,
    image: firstPhoto(story),
    clips: (story.videos ?? []).map((video) => ({ name: video.clip!, poster: video.clip!, label: video.title })),
  }));
  const content = {
    banner: "banner-news",
    stories,
    clips: Object.fromEntries(stories.flatMap((story) => story.clips).map((clip) => [clip.name, clipFor(clip.name)])),
    awards: ofKind("award").map((award) => ({
      title: award.title,
      presentedBy: award.presentedBy!,
      citation: award.summary!,
      image: firstPhoto(award),
    })),
    videos: ofKind("video").map((video) => ({
      thumbnail: firstPhoto(video).name,
      film: filmOf(video.title, firstPhoto(video).name, video.videos![0]!),
    })),
    magazineCovers: inLocale(magazineCovers, siteTextsIn(locale).magazineCovers),
    photoCards: ofKind("photo").map((card) => ({ image: firstPhoto(card), caption: card.summary! })),
    press: ofKind("press-release").map((item) => ({
      title: item.title,
      link: item.pressRelease!,
      dateText: formatDate(item.date!),
    })),
  };
  return {
    ...content,
    pictures: pagePictures(siteContent, content),
    ...staticPageIn(locale, "/news"),
    // The films' and the magazine slideshow's words in the page's language (English too), as the machine pages have them (068).
    words: machineWordsIn(locale, ["videos", "playVideo", ...SLIDESHOW_WORDS]),
    ...sitePageMessages(locale, [
      "Read More",
      "Close",
      "Awards",
      "JP News, our customer magazine",
      "Magazine covers",
      "From the works",
      "Press releases",
      "Press release · {date} · PDF",
      "(opens in a new tab)",
    ]),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <PageTextProvider messages={data.messages}>
      <PictureProvider pictures={data.pictures}>
        <PageBanner path="/news" picture={data.banner} text={data.page} />
        <NewsStories stories={data.stories} clips={data.clips} />
        <AwardsGallery awards={data.awards} />
        <div className="container news-videos">
          <VideoCards
            words={data.words}
            videos={data.videos.map((video) => ({
              film: video.film,
              thumbnail: <Picture name={video.thumbnail} alt="" sizes="(min-width: 769px) 25vw, 50vw" />,
            }))}
          />
        </div>
        <div className="news-band">
          <div className="container news-band__grid">
            <MagazineViewer covers={data.magazineCovers} words={data.words} />
            <PhotoCards cards={data.photoCards} />
          </div>
        </div>
        <PressReleases items={data.press} />
      </PictureProvider>
    </PageTextProvider>
  );
}
