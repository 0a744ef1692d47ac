import { describe, expect, it } from "vitest";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "#contracts/public-origin";
import { organizationJsonLd, pageMeta } from "./seo";

function find(meta: ReturnType<typeof pageMeta>, key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("page meta", () => {
  it("points an alias's canonical URL at the main spelling", () => {
    const meta = pageMeta("/AboutUs");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${PUBLIC_ORIGIN_PLACEHOLDER}/Aboutus`);
    expect(find(meta, "property", "og:url")?.content).toBe(`${PUBLIC_ORIGIN_PLACEHOLDER}/Aboutus`);
  });

  it("gives each page its own title and description", () => {
    const about = pageMeta("/Aboutus");
    const contact = pageMeta("/ContactUs");
    const title = (m: typeof about) => (m.find((d) => "title" in d) as { title: string }).title;
    expect(title(about)).toMatch(/^About Us/);
    expect(title(contact)).toMatch(/^Contact Us/);
    expect(find(about, "name", "description")?.content).not.toBe(find(contact, "name", "description")?.content);
  });

  it("marks an unknown page noindex", () => {
    expect(find(pageMeta("/no-such-page"), "name", "robots")?.content).toBe("noindex");
  });
});

describe("organization JSON-LD", () => {
  it("is valid JSON that cannot close its script element", () => {
    const text = organizationJsonLd();
    expect(text).not.toContain("<");
    const data = JSON.parse(text);
    expect(data["@type"]).toBe("Organization");
    expect(data.foundingDate).toBe("1987");
  });
});
