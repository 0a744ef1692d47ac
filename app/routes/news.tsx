/** /news and /News: the partnership announcement, awards, videos, magazines, photos and press releases. */
import { z } from "zod";
import { PageBanner } from "~/components/page-banner/page-banner";
import { Picture, PictureProvider } from "~/components/picture/picture";
import { clipFor, picturesFor } from "~/components/picture/pictures.server";
import { PartnershipAnnouncement } from "~/features/news/partnership-announcement";
import { AwardsGallery, MagazineViewer, PhotoCards, PressReleases } from "~/features/news/news-sections";
import { filmOf } from "~/widgets/video/films.server";
import { VideoCards } from "~/widgets/video/video-cards";
import { pageMeta } from "~/lib/seo";
import { awards } from "#content/awards";
import { magazineCovers, partnershipAnnouncement, photoCards } from "#content/news";
import { pressItems } from "#content/press";
import { awardSchema, newsArticleSchema, pressItemSchema, videoCardSchema } from "#content/schema";
import { videos } from "#content/videos";
import type { Route } from "./+types/news";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

export function loader() {
  const article = newsArticleSchema.parse(partnershipAnnouncement);
  const content = {
    banner: "banner-news",
    article,
    articleDate: formatDate(article.date),
    clips: Object.fromEntries(article.clips.map((clip) => [clip.name, clipFor(clip.name)])),
    awards: z.array(awardSchema).parse(awards),
    videos: z
      .array(videoCardSchema)
      .parse(videos)
      .map((video) => ({
        thumbnail: video.videoThumbnail,
        film: filmOf(video.videoTitle, video.videoThumbnail, video),
      })),
    magazineCovers,
    photoCards,
    press: z
      .array(pressItemSchema)
      .parse(pressItems)
      .map((item) => ({
        title: item.title,
        link: item.link,
        dateText: formatDate(item.date),
      })),
  };
  return { ...content, pictures: picturesFor(content) };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return (
    <PictureProvider pictures={data.pictures}>
      <PageBanner path="/news" picture={data.banner} />
      <PartnershipAnnouncement article={data.article} dateText={data.articleDate} clips={data.clips} />
      <AwardsGallery awards={data.awards} />
      <div className="container news-videos">
        <VideoCards
          videos={data.videos.map((video) => ({
            film: video.film,
            thumbnail: <Picture name={video.thumbnail} alt="" sizes="(min-width: 769px) 25vw, 50vw" />,
          }))}
        />
      </div>
      <div className="news-band">
        <div className="container news-band__grid">
          <MagazineViewer covers={data.magazineCovers} />
          <PhotoCards cards={data.photoCards} />
        </div>
      </div>
      <PressReleases items={data.press} />
    </PictureProvider>
  );
}
