/** /Aboutus and /AboutUs: the founder's story and the timeline of milestones (docs/spec.md §1). */
import { z } from "zod";
import { PageBanner } from "~/components/page-banner/page-banner";
import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { FounderStory } from "~/features/about/founder-story";
import { PageTextProvider } from "~/i18n/messages";
import { sitePageMessages } from "~/i18n/site-page-messages.server";
import { MilestoneTimeline } from "~/features/about/milestone-timeline";
import { filmOf } from "~/widgets/video/films.server";
import { pageMeta } from "~/lib/seo";
import { pageLocaleOf, siteTextsIn, staticPageIn } from "~/lib/site-texts.server";
import { milestones } from "#content/milestones";
import { milestoneSchema } from "#content/schema";
import { about } from "#content/site";
import { inLocale } from "#content/translations/kit";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  const locale = pageLocaleOf(request);
  const texts = siteTextsIn(locale);
  const content = {
    banner: about.banner.name,
    founder: inLocale(about.founder, texts.about?.founder),
    milestones: inLocale(z.array(milestoneSchema).parse(milestones), texts.milestones),
  };
  const films = Object.fromEntries(
    content.milestones.flatMap((m) => (m.video ? [[m.year, filmOf(`${m.year}: ${m.title}`, m.image, m.video)]] : [])),
  );
  return {
    ...content,
    films,
    pictures: picturesFor(content),
    ...staticPageIn(locale, "/Aboutus"),
    ...sitePageMessages(locale, ["Milestones", "Watch the film", "Close"]),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextProvider messages={loaderData.messages}>
      <PictureProvider pictures={loaderData.pictures}>
        <PageBanner path="/Aboutus" picture={loaderData.banner} text={loaderData.page} />
        <FounderStory {...loaderData.founder} />
        <MilestoneTimeline milestones={loaderData.milestones} films={loaderData.films} />
      </PictureProvider>
    </PageTextProvider>
  );
}
