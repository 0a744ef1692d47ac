/**
 * /Carrer: the openings, each with its profile, skills and APPLY NOW; a JobPosting per opening.
 * The openings are HR's published ones (app/lib/site-content.server.ts).
 */
import { PageBanner } from "~/components/page-banner/page-banner";
import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { jobPostingJsonLd } from "~/features/careers/job-posting-json-ld";
import { OpeningList } from "~/features/careers/opening-list";
import { absoluteUrl, pageMeta } from "~/lib/seo";
import { siteContentOf } from "~/lib/site-content.server";
import { offices } from "#content/offices";
import type { Opening } from "#content/schema";
import { localePath, splitLocalePath } from "#contracts/locales";
import type { Route } from "./+types/careers";

export function loader({ context, request }: Route.LoaderArgs) {
  const list: Opening[] = siteContentOf(context).openings.map(({ slug, fields }) => ({
    slug,
    title: fields.title,
    department: fields.department,
    location: fields.location,
    office: fields.office,
    employmentType: fields.employmentType,
    experience: fields.experience,
    datePosted: fields.datePosted ?? "",
    profile: fields.profile,
    skills: fields.skills,
  }));
  // `/ru/Carrer` is the Russian page: the postings name it and its language.
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const postings = list.map((opening) => {
    const office = offices.find((o) => o.slug === opening.office);
    if (!office) throw new Error(`Opening "${opening.title}" names an unknown office: ${opening.office}`);
    return jobPostingJsonLd(opening, office, absoluteUrl(localePath(locale, "/Carrer")), locale);
  });
  return { openings: list, postings, pictures: picturesFor("banner-careers") };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => [
  ...pageMeta(location.pathname),
  ...(loaderData?.postings ?? []).map((posting) => ({ "script:ld+json": posting })),
];

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return (
    <PictureProvider pictures={loaderData.pictures}>
      <PageBanner path="/Carrer" picture="banner-careers" />
      <section className="container" aria-labelledby="openings-title">
        <div className="careers-intro">
          <h2 id="openings-title">Current openings ({loaderData.openings.length})</h2>
          <p>
            We hire engineers, technicians and office staff for our works in Ankleshwar, the corporate office in
            Ahmedabad and our service centre in Indore. Open a position to read the job profile and the skills it needs.
          </p>
        </div>
        <OpeningList openings={loaderData.openings} />
      </section>
    </PictureProvider>
  );
}
