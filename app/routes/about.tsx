/** /Aboutus and /AboutUs: the founder's story and the timeline of milestones (docs/spec.md §1). */
import { z } from "zod";
import { PageBanner } from "~/components/page-banner/page-banner";
import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { FounderStory } from "~/features/about/founder-story";
import { MilestoneTimeline } from "~/features/about/milestone-timeline";
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
  return { ...content, pictures: picturesFor(content) };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <PictureProvider pictures={loaderData.pictures}>
      <PageBanner path="/Aboutus" picture={loaderData.banner} />
      <FounderStory {...loaderData.founder} />
      <MilestoneTimeline milestones={loaderData.milestones} />
    </PictureProvider>
  );
}
