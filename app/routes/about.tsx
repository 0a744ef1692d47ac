/** /Aboutus and /AboutUs: the founder's story and the timeline of milestones (docs/spec.md §1). */
import { z } from "zod";
import { PageBanner } from "~/components/page-banner/page-banner";
import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { FounderStory } from "~/features/about/founder-story";
import { MilestoneTimeline } from "~/features/about/milestone-timeline";
import { filmOf } from "~/widgets/video/films.server";
import { pageMeta } from "~/lib/seo";
import { milestones } from "#content/milestones";
import { milestoneSchema } from "#content/schema";
import { about } from "#content/site";
import type { Route } from "./+types/about";

export function loader() {
  const content = {
    banner: about.banner.name,
    founder: about.founder,
    milestones: z.array(milestoneSchema).parse(milestones),
  };
  const films = Object.fromEntries(
    content.milestones.flatMap((m) => (m.video ? [[m.year, filmOf(`${m.year}: ${m.title}`, m.image, m.video)]] : [])),
  );
  return { ...content, films, pictures: picturesFor(content) };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <PictureProvider pictures={loaderData.pictures}>
      <PageBanner path="/Aboutus" picture={loaderData.banner} />
      <FounderStory {...loaderData.founder} />
      <MilestoneTimeline milestones={loaderData.milestones} films={loaderData.films} />
    </PictureProvider>
  );
}
