import { describe, expect, it } from "vitest";
import { dropModulePreloads } from "./content-before-code";

describe("dropModulePreloads", () => {
  it("removes modulepreload links, however their attributes are written", () => {
    const html = [
      '<head><link rel="modulepreload" href="/assets/entry.client-D78t6r3M.js"/>',
      "<link href='/assets/root.js' rel='modulepreload' crossorigin>",
      '<LINK REL="modulepreload" HREF="/assets/a.js">',
      '<link rel="stylesheet" href="/assets/root.css"/></head>',
    ].join("");
    expect(dropModulePreloads(html)).toBe('<head><link rel="stylesheet" href="/assets/root.css"/></head>');
  });

  it("leaves stylesheets, font and image preloads and the module script alone", () => {
    const html = [
      '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
      '<link rel="preload" as="image" href="/logo.svg"/>',
      '<link rel="stylesheet" href="/assets/product.css"/>',
      '<script type="module" async="">import "/assets/manifest.js";</script>',
      "<p>rel=modulepreload in running text stays</p>",
    ].join("");
    expect(dropModulePreloads(html)).toBe(html);
  });
});
