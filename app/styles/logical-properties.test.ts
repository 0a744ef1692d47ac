/**
 * The public pages mirror for Arabic (issue 25) because their layout is written in logical
 * properties: a side is "start" or "end" of the line, never left or right. Drawn icons (a chevron
 * made of two borders and turned, a play triangle) may name a side: the rule draws a shape, and
 * where the shape must point the other way in Arabic a `[dir="rtl"]` rule turns it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..");
const PHYSICAL =
  /^\s*((?:padding|margin|border)-(?:left|right)[\w-]*|text-align:\s*(?:left|right)|float:\s*(?:left|right))/;

function publicStylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return relative(APP, path) === join("features", "admin") ? [] : publicStylesheets(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

/** Each rule's selector and declarations (comments dropped; nested at-rules flattened to their rules). */
function rules(css: string): { selector: string; body: string }[] {
  const found: { selector: string; body: string }[] = [];
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    found.push({ selector: match[1]!.trim(), body: match[2]! });
  }
  return found;
}

/** The declarations naming a physical side, outside rules that draw an icon. */
function physicalSides(css: string): string[] {
  return rules(css)
    .filter(({ selector, body }) => !/::(?:before|after)/.test(selector) && !/rotate\(/.test(body))
    .flatMap(({ selector, body }) =>
      body
        .split(";")
        .filter((declaration) => PHYSICAL.test(declaration))
        .map((declaration) => `${selector} { ${declaration.trim()} }`),
    );
}

describe("the public stylesheets", () => {
  const sheets = publicStylesheets(APP);

  it("are found", () => {
    expect(sheets.length).toBeGreaterThan(10);
  });

  it("name no physical side outside a drawn icon", () => {
    const offending = sheets.flatMap((path) =>
      physicalSides(readFileSync(path, "utf8")).map((rule) => `${relative(APP, path)}: ${rule}`),
    );
    expect(offending).toEqual([]);
  });

  it("would catch a list indented on the left", () => {
    expect(physicalSides(".points li { position: relative; padding-left: 1rem; }")).toEqual([
      ".points li { padding-left: 1rem }",
    ]);
    expect(physicalSides(".caption { text-align: left }")).toHaveLength(1);
    expect(physicalSides(".chevron::before { border-right: 2px solid; }")).toEqual([]);
  });
});
