import { describe, expect, it } from "vitest";
import { addressSpellings } from "#content/address-spellings";
import { publicPages } from "#content/site-map";
import { pageRedirects } from "./page-redirects";

const redirectFor = pageRedirects(publicPages, addressSpellings);

describe("page redirects", () => {
  it("send a page path in another letter case to the page", () => {
    expect(redirectFor("/contactus")).toBe("/ContactUs");
    expect(redirectFor("/EXHIBITION")).toBe("/Exhibition");
    expect(redirectFor("/carrer")).toBe("/Carrer");
    expect(redirectFor("/tapeextrusion")).toBe("/TapeExtrusion");
    expect(redirectFor("/plasticrecycling/woven-packaging")).toBe("/PlasticRecycling/woven-packaging");
  });

  it("send a case variant shared by a page and its alias to the page's own path", () => {
    expect(redirectFor("/aboutus")).toBe("/Aboutus");
    expect(redirectFor("/ABOUTUS")).toBe("/Aboutus");
    expect(redirectFor("/NEWS")).toBe("/news");
  });

  it("keep a product opened in its line's slider in that slider", () => {
    expect(redirectFor("/plasticrecycling/tapeextrusion")).toBe("/PlasticRecycling/TapeExtrusion");
  });

  it("send the spellings visitors try, in any case and with a trailing slash, to their pages", () => {
    expect(redirectFor("/careers")).toBe("/Carrer");
    expect(redirectFor("/Careers/")).toBe("/Carrer");
    expect(redirectFor("/contact")).toBe("/ContactUs");
    expect(redirectFor("/about")).toBe("/Aboutus");
    expect(redirectFor("/exhibitions")).toBe("/Exhibition");
    expect(redirectFor("/services")).toBe("/Service");
    expect(redirectFor("/spares")).toBe("/Service");
    expect(redirectFor("/PRODUCTS")).toBe("/PlasticRecycling");
  });

  it("read percent-escaped letters, and leave a malformed escape alone", () => {
    expect(redirectFor("/Contact%55s")).toBe("/ContactUs");
    expect(redirectFor("/contact%zz")).toBeUndefined();
  });

  it("send nothing for a page's own path or an unknown address", () => {
    expect(redirectFor("/ContactUs")).toBeUndefined();
    expect(redirectFor("/")).toBeUndefined();
    expect(redirectFor("/no-such-page")).toBeUndefined();
    expect(redirectFor("/TapeExtrusion/extra")).toBeUndefined();
    expect(redirectFor("/plasticrecycling/no-such-line")).toBeUndefined();
  });
});

describe("address spellings", () => {
  const pagePaths = new Set(publicPages.map((page) => page.path));
  const servedLowerCase = new Set(
    publicPages.flatMap((p) => [p.path, ...(p.aliases ?? [])]).map((p) => p.toLowerCase()),
  );

  it.each(Object.entries(addressSpellings))("send %s to a page's own path (%s)", (spelling, target) => {
    expect(pagePaths.has(target)).toBe(true);
    expect(servedLowerCase.has(spelling.toLowerCase())).toBe(false);
  });
});
