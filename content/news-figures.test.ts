// Every machine figure the news page quotes (the article, video cards, photo captions, press
// releases) must be the figure of that machine's page, so the two cannot drift apart again: the
// article once promised 100 sacks a minute from the block bottom machine whose page says 70.
import { describe, expect, it } from "vitest";
import { partnershipAnnouncement, photoCards } from "./news";
import { pressItems } from "./press";
import { productContent } from "./products/index";
import { allTabs } from "./products/schema";
import { videos } from "./videos";

/** The units a machine's figures come in, as prose writes them and as the tables' headers do. */
const UNITS: readonly [RegExp, string][] = [
  [/^(?:sacks|bags) (?:a|per) minute$|^bags\/min$/i, "bags/min"],
  [/^kg\/h$/i, "kg/h"],
  [/^mm$/i, "mm"],
  [/^m\/min$/i, "m/min"],
  [/^rpm$/i, "rpm"],
  [/^microns?$/i, "micron"],
  [/^g\/m²$/i, "g/m²"],
  [/^kw$/i, "kW"],
  [/^(winders|shuttles|colours|layers|positions)$/i, "$1"],
];
const UNIT_WORDS =
  "sacks a minute|bags a minute|sacks per minute|bags per minute|bags/min|kg/h|mm|m/min|rpm|microns?|g/m²|kW|winders|shuttles|colours|layers|positions";
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const QUOTED = new RegExp(
  String.raw`(up to )?(${NUMBER})(?:\s*(?:to|–|-)\s*(${NUMBER}))?\s*(${UNIT_WORDS})(?![\w/])`,
  "gi",
);

function unitOf(text: string): string | null {
  for (const [pattern, unit] of UNITS) if (pattern.test(text)) return text.toLowerCase().replace(pattern, unit);
  return null;
}

const num = (text: string) => Number(text.replaceAll(",", ""));

interface Quoted {
  text: string;
  unit: string;
  low: number;
  high: number;
  upTo: boolean;
}

function quotedFigures(text: string): Quoted[] {
  return [...text.matchAll(QUOTED)].map((m) => ({
    text: m[0],
    unit: unitOf(m[4]!)!,
    low: num(m[2]!),
    high: num(m[3] ?? m[2]!),
    upTo: Boolean(m[1]),
  }));
}

/** A table header's unit: "Output, PP/HDPE (kg/h)" gives kg/h, "Tape winders (nos.)" gives winders. */
function headerUnit(header: string): string | null {
  const match = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(header);
  if (!match) return null;
  if (/^nos?\.?$/i.test(match[2]!)) return unitOf(match[1]!.split(/\s+/).at(-1)!);
  return unitOf(match[2]!);
}

/** Every figure on a machine's page, by unit: each table cell under a header (or row label) with a unit. */
function productFigures(path: string): Map<string, [number, number][]> {
  const figures = new Map<string, [number, number][]>();
  for (const tab of allTabs(productContent(path))) {
    for (const row of tab.tableRows) {
      row.forEach((cell, column) => {
        const unit = headerUnit(tab.tableHeaders[column]!) ?? (column > 0 ? headerUnit(row[0]!) : null);
        if (!unit) return;
        for (const m of cell.matchAll(new RegExp(String.raw`(${NUMBER})(?:\s*[–-]\s*(${NUMBER}))?`, "g")))
          figures.set(unit, [...(figures.get(unit) ?? []), [num(m[1]!), num(m[2] ?? m[1]!)]]);
      });
    }
  }
  return figures;
}

/** Why a quoted figure disagrees with the page's figures, or null when the page bears it out. */
function disagreement(quoted: Quoted, figures: Map<string, [number, number][]>): string | null {
  const known = figures.get(quoted.unit);
  if (!known?.length) return `"${quoted.text}": the page gives no figure in ${quoted.unit}`;
  const lowest = Math.min(...known.map(([low]) => low));
  const highest = Math.max(...known.map(([, high]) => high));
  const page = `the page says ${known.map(([low, high]) => (low === high ? low : `${low}–${high}`)).join(", ")}`;
  if (quoted.upTo) return quoted.low === highest ? null : `"${quoted.text}": ${page}`;
  if (quoted.low !== quoted.high) {
    const exact = known.some(([low, high]) => low === quoted.low && high === quoted.high);
    return exact || (quoted.low === lowest && quoted.high === highest) ? null : `"${quoted.text}": ${page}`;
  }
  return known.some(([low, high]) => low === quoted.low || high === quoted.low) ? null : `"${quoted.text}": ${page}`;
}

/** Every text of the news page with the machine it is about, if it names one. */
const newsTexts: { where: string; product?: string; texts: readonly string[] }[] = [
  {
    where: "the partnership article",
    product: partnershipAnnouncement.product,
    texts: [
      partnershipAnnouncement.headline,
      partnershipAnnouncement.summary,
      ...partnershipAnnouncement.body,
      partnershipAnnouncement.quote.text,
    ],
  },
  ...videos.map((v) => ({
    where: `video "${v.videoTitle}"`,
    product: v.product,
    texts: [v.videoTitle, v.description],
  })),
  ...photoCards.map((p) => ({ where: `photo "${p.image.name}"`, product: p.product, texts: [p.caption] })),
  ...pressItems.map((p) => ({
    where: `press release ${p.slug}`,
    product: p.product,
    texts: [p.title, p.standfirst, ...p.body],
  })),
];

describe("figures the news quotes about a machine", () => {
  it("finds the figures in prose and in the tables", () => {
    expect(quotedFigures("350 to 600 mm wide, at up to 100 sacks a minute, 1,200 kg/h and 384 winders")).toEqual([
      { text: "350 to 600 mm", unit: "mm", low: 350, high: 600, upTo: false },
      { text: "up to 100 sacks a minute", unit: "bags/min", low: 100, high: 100, upTo: true },
      { text: "1,200 kg/h", unit: "kg/h", low: 1200, high: 1200, upTo: false },
      { text: "384 winders", unit: "winders", low: 384, high: 384, upTo: false },
    ]);
    expect(quotedFigures("in 2019, more than forty countries, 70,000 sq m, JP-TL 150 tape line")).toEqual([]);
    const bbb = productFigures("BBB");
    expect(bbb.get("bags/min")).toEqual([[70, 70]]);
    expect(bbb.get("mm")).toContainEqual([430, 910]);
    expect(productFigures("TapeExtrusion").get("winders")).toEqual([
      [72, 72],
      [120, 120],
      [180, 180],
      [264, 264],
      [384, 384],
    ]);
  });

  it("tells a figure the page bears out from one it does not", () => {
    const bbb = productFigures("BBB");
    const check = (text: string) => disagreement(quotedFigures(text)[0]!, bbb);
    expect(check("up to 70 sacks a minute")).toBeNull();
    expect(check("up to 100 sacks a minute")).toMatch(/the page says 70/);
    expect(check("430 to 910 mm")).toBeNull();
    expect(check("450 to 910 mm")).not.toBeNull();
    expect(check("120 kW")).toBeNull();
    expect(check("90 kW")).not.toBeNull();
    expect(check("200 rpm")).toMatch(/no figure in rpm/);
  });

  it("quotes each machine's own figures, and names the machine wherever it quotes one", () => {
    const problems: string[] = [];
    for (const { where, product, texts } of newsTexts) {
      const quoted = texts.flatMap(quotedFigures);
      if (!product) {
        if (quoted.length)
          problems.push(`${where} quotes ${quoted.map((q) => q.text).join(", ")} without naming its product`);
        continue;
      }
      const figures = productFigures(product);
      for (const q of quoted) {
        const problem = disagreement(q, figures);
        if (problem) problems.push(`${where} (/${product}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(newsTexts.filter((t) => t.product).length).toBeGreaterThanOrEqual(5);
  });
});
