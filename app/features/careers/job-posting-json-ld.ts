/** schema.org JobPosting for an opening: what the page states, with the office's address. */
import { company } from "#content/company";
import type { Office, Opening } from "#content/schema";

const COUNTRY_CODES: Record<string, string> = { India: "IN", Russia: "RU", Vietnam: "VN" };

export function jobPostingJsonLd(opening: Opening, office: Office, pageUrl: string): Record<string, unknown> {
  const [street, ...rest] = office.addressLines;
  const postalCode = rest.join(" ").match(/\b\d{6}\b/)?.[0];
  const description = [
    `<p>${opening.department}, ${opening.location}. ${opening.experience}.</p>`,
    `<h3>Job profile</h3><ul>${opening.profile.map((p) => `<li>${p}</li>`).join("")}</ul>`,
    `<h3>Required skills</h3><ul>${opening.skills.map((s) => `<li>${s}</li>`).join("")}</ul>`,
  ].join("");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    description,
    datePosted: opening.datePosted,
    employmentType: opening.employmentType,
    url: `${pageUrl}#${opening.slug}`,
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
