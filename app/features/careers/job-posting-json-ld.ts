/** schema.org JobPosting for an opening: what the page states, with the office's address. */
import { company } from "#content/company";
import type { Office, Opening } from "#content/schema";
import type { Locale } from "#contracts/locales";

const COUNTRY_CODES: Record<string, string> = { India: "IN", Russia: "RU", Vietnam: "VN" };

/** The description's two headings in each locale (the loader's only: none of it reaches the browser). */
const HEADINGS: Readonly<Record<Locale, { profile: string; skills: string }>> = {
  en: { profile: "Job profile", skills: "Required skills" },
  ru: { profile: "Обязанности", skills: "Требования" },
  vi: { profile: "Mô tả công việc", skills: "Kỹ năng yêu cầu" },
  ar: { profile: "الوصف الوظيفي", skills: "المهارات المطلوبة" },
  es: { profile: "Perfil del puesto", skills: "Competencias requeridas" },
  fr: { profile: "Profil du poste", skills: "Compétences requises" },
};

export function jobPostingJsonLd(
  opening: Opening,
  office: Office,
  pageUrl: string,
  locale: Locale,
): Record<string, unknown> {
  const headings = HEADINGS[locale];
  const [street, ...rest] = office.addressLines;
  const postalCode = rest.join(" ").match(/\b\d{6}\b/)?.[0];
  const description = [
    `<p>${opening.department}, ${opening.location}. ${opening.experience}.</p>`,
    `<h3>${headings.profile}</h3><ul>${opening.profile.map((p) => `<li>${p}</li>`).join("")}</ul>`,
    `<h3>${headings.skills}</h3><ul>${opening.skills.map((s) => `<li>${s}</li>`).join("")}</ul>`,
  ].join("");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    description,
    datePosted: opening.datePosted,
    employmentType: opening.employmentType,
    url: `${pageUrl}#${opening.slug}`,
    // The page, in its language: a JobPosting has no inLanguage of its own (schema.org).
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl, inLanguage: locale },
    hiringOrganization: { "@type": "Organization", name: company.legalName, sameAs: company.social.map((s) => s.url) },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        streetAddress: street,
        addressLocality: office.city,
        ...(postalCode ? { postalCode } : {}),
        addressCountry: COUNTRY_CODES[office.country] ?? office.country,
      },
    },
    experienceRequirements: opening.experience,
  };
}
