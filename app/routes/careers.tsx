/**
 * /Carrer: the openings, each with its profile, skills and APPLY NOW; a JobPosting per opening.
 * The openings are HR's published ones (app/lib/site-content.server.ts).
 */
import { PageBanner } from "~/components/page-banner/page-banner";
import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { jobPostingJsonLd } from "~/features/careers/job-posting-json-ld";
import { type ListedOpening, OpeningList } from "~/features/careers/opening-list";
import { PageTextProvider, useMessages } from "~/i18n/messages";
import { sitePageMessages } from "~/i18n/site-page-messages.server";
import { absoluteUrl, pageMeta } from "~/lib/seo";
import { siteContentOf } from "~/lib/site-content.server";
import { siteTextsIn, staticPageIn } from "~/lib/site-texts.server";
import { offices as englishOffices } from "#content/offices";
import { inLocale } from "#content/translations/kit";
import { localizedFields } from "#contracts/collections/translations";
import { localePath, splitLocalePath } from "#contracts/locales";
import type { Route } from "./+types/careers";

export function loader({ context, request }: Route.LoaderArgs) {
  // `/ru/Carrer` is the Russian page: the postings name it and its language.
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  // Each opening in the page's language where HR's translation is published (decision 058); an
  // application is filed under the English title, the one HR's lists and mail know it by.
  const list: ListedOpening[] = siteContentOf(context).openings.map((item) => {
    const { slug } = item;
    const fields = localizedFields({ collection: "openings", ...item }, locale).fields;
    return {
      slug,
      ...(fields.title === item.fields.title ? {} : { filedTitle: item.fields.title }),
      title: fields.title,
      department: fields.department,
      location: fields.location,
      office: fields.office,
      employmentType: fields.employmentType,
      experience: fields.experience,
      datePosted: fields.datePosted ?? "",
      profile: fields.profile,
      skills: fields.skills,
    };
  });
  // The offices' words in the page's language; the country stays English, the posting codes it.
  const offices = inLocale(englishOffices, siteTextsIn(locale).offices).map((office, index) => ({
    ...office,
    country: englishOffices[index]!.country,
  }));
  const postings = list.map((opening) => {
    const office = offices.find((o) => o.slug === opening.office);
    if (!office) throw new Error(`Opening "${opening.title}" names an unknown office: ${opening.office}`);
    return jobPostingJsonLd(opening, office, absoluteUrl(localePath(locale, "/Carrer")), locale);
  });
  return {
    openings: list,
    postings,
    pictures: picturesFor("banner-careers"),
    ...staticPageIn(locale, "/Carrer"),
    ...sitePageMessages(locale, [
      "Current openings ({count})",
      "We hire engineers, technicians and office staff for our works in Ankleshwar, the corporate office in Ahmedabad and our service centre in Indore. Open a position to read the job profile and the skills it needs.",
      "Job profile",
      "Required skills",
      "Job profile: {title}",
      "Required skills: {title}",
      "APPLY NOW",
      "Apply for {title}",
      "Close",
      "(opens in a new tab)",
    ]),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => [
  ...pageMeta(location.pathname, loaderData?.page),
  ...(loaderData?.postings ?? []).map((posting) => ({ "script:ld+json": posting })),
];

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextProvider messages={loaderData.messages}>
      <PictureProvider pictures={loaderData.pictures}>
        <PageBanner path="/Carrer" picture="banner-careers" text={loaderData.page} />
        <CurrentOpenings openings={loaderData.openings} />
      </PictureProvider>
    </PageTextProvider>
  );
}

function CurrentOpenings({ openings }: { openings: ListedOpening[] }) {
  const t = useMessages();
  return (
    <section className="container" aria-labelledby="openings-title">
      <div className="careers-intro">
        <h2 id="openings-title">{t("Current openings ({count})", { count: String(openings.length) })}</h2>
        <p>
          {t(
            "We hire engineers, technicians and office staff for our works in Ankleshwar, the corporate office in Ahmedabad and our service centre in Indore. Open a position to read the job profile and the skills it needs.",
          )}
        </p>
      </div>
      <OpeningList openings={openings} />
    </section>
  );
}
