import { describe, expect, it } from "vitest";
import { offices } from "#content/offices";
import { openings } from "#content/openings";
import { jobPostingJsonLd } from "./job-posting-json-ld";

describe("job posting structured data", () => {
  const opening = openings[0]!;
  const office = offices.find((o) => o.slug === opening.office)!;

  it("names the page it is on and that page's language, with the description's headings in it", () => {
    const data = jobPostingJsonLd(opening, office, "https://example.com/es/Carrer", "es");
    expect(data.url).toBe(`https://example.com/es/Carrer#${opening.slug}`);
    expect(data.mainEntityOfPage).toEqual({
      "@type": "WebPage",
      "@id": "https://example.com/es/Carrer",
      inLanguage: "es",
    });
    expect(data.description).toContain("<h3>Perfil del puesto</h3>");
    expect(data.description).toContain("<h3>Competencias requeridas</h3>");
  });

  it("keeps the English headings on the English page", () => {
    const data = jobPostingJsonLd(opening, office, "https://example.com/Carrer", "en");
    expect(data.description).toContain("<h3>Job profile</h3>");
    expect(data.description).toContain("<h3>Required skills</h3>");
    expect(data.mainEntityOfPage).toMatchObject({ inLanguage: "en" });
  });
});
