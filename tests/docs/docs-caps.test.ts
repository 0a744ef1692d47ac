/**
 * The docs stay short enough to read and their links lead somewhere (issue 23): the README within
 * its line cap, each decision record within its word cap and with the header and index line
 * docs/decisions/README.md asks for, and every relative link in the README and docs/ naming a
 * file, and a heading, that exist.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const README_MAX_LINES = 150;
const DECISION_MAX_WORDS = 450;

function read(file: string): string {
  return readFileSync(path.join(root, file), "utf8");
}

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith(".md") ? [file] : [];
  });
}

/** Words as `wc -w` counts them: runs of characters between white space. */
function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The text a reader sees as prose: fenced blocks and code spans hold no links. */
function withoutCode(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** Inline links `[text](target "title")` and reference definitions `[name]: target`. */
function linkTargets(text: string): string[] {
  const prose = withoutCode(text);
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? "");
  const references = [...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1] ?? "");
  return [...inline, ...references];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const headings = [...withoutCode(read(file)).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => m[1] ?? "");
  return new Set(headings.map(anchorOf));
}

/** What is wrong with one relative link of `from`, or undefined when it leads to what it names. */
function brokenLink(from: string, target: string): string | undefined {
  const [rawPath = "", fragment] = target.split("#", 2);
  const targetPath = decodeURIComponent(rawPath);
  const file = targetPath === "" ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), targetPath));
  if (file.startsWith("..")) return `${from}: ${target} leaves the repository`;
  if (!existsSync(path.join(root, file))) return `${from}: ${target} (no ${file})`;
  if (fragment && file.endsWith(".md") && statSync(path.join(root, file)).isFile()) {
    if (!anchorsOf(file).has(fragment.toLowerCase())) return `${from}: ${target} (no heading #${fragment} in ${file})`;
  }
  return undefined;
}

function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target);
}

const decisionRecords = readdirSync(path.join(root, "docs/decisions"))
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();

describe("the docs' caps", () => {
  it(`keeps the README within ${README_MAX_LINES} lines`, () => {
    const lines = read("README.md").trimEnd().split("\n").length;
    expect(lines, `README.md has ${lines} lines; move detail into docs/`).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it(`keeps every decision record within ${DECISION_MAX_WORDS} words`, () => {
    expect(decisionRecords.length).toBeGreaterThanOrEqual(46);
    const over = decisionRecords
      .map((name) => ({ name, words: wordCount(read(`docs/decisions/${name}`)) }))
      .filter(({ words }) => words > DECISION_MAX_WORDS)
      .map(({ name, words }) => `${name}: ${words} words`);
    expect(over, "shorten these; move evidence into the guides under docs/").toEqual([]);
  });

  it("gives every decision record its number, status, date and supersedes, and a line in the index", () => {
    const index = read("docs/decisions/README.md");
    const problems = decisionRecords.flatMap((name) => {
      const text = read(`docs/decisions/${name}`);
      const missing = [
        text.startsWith(`# ${name.slice(0, 3)}: `) ? undefined : "a heading '# NNN: Title'",
        /^- Status: (proposed|accepted|superseded by \d{3})/m.test(text) ? undefined : "- Status:",
        /^- Date: \d{4}-\d{2}-\d{2}/m.test(text) ? undefined : "- Date:",
        /^- Supersedes: \S/m.test(text) ? undefined : "- Supersedes:",
        index.includes(`](${name})`) ? undefined : "a line in the index",
      ].filter(Boolean);
      return missing.length > 0 ? [`${name}: no ${missing.join(", ")}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("counts words as wc -w does", () => {
    expect(wordCount("  # 041: a title\n\n- Status: accepted\t`x`  ")).toBe(8);
  });
});

describe("the docs' links", () => {
  const files = ["README.md", ...markdownFiles("docs")];

  it("leads every relative link of the README and docs/ to a file and heading that exist", () => {
    const links = files.flatMap((from) =>
      linkTargets(read(from))
        .filter(isRelative)
        .map((target) => ({ from, target })),
    );
    expect(links.length).toBeGreaterThan(46);
    const broken = links.map(({ from, target }) => brokenLink(from, target)).filter(Boolean);
    expect(broken).toEqual([]);
  });

  it("finds links outside code and checks their headings", () => {
    const text = "See [ops](operating.md#backups) and `[not](a-link.md)`.\n```\n[nor](this.md)\n```\n[ref]: ../x.md\n";
    expect(linkTargets(text)).toEqual(["operating.md#backups", "../x.md"]);
    expect(anchorOf("Deploying with PostgreSQL")).toBe("deploying-with-postgresql");
    expect(anchorOf("041: OWASP ASVS 4.0.3, level 2")).toBe("041-owasp-asvs-403-level-2");
    expect(brokenLink("docs/operating.md", "staff-portal.md")).toBeUndefined();
    expect(brokenLink("docs/operating.md", "no-such-guide.md")).toMatch(/no docs\/no-such-guide\.md/);
    expect(brokenLink("docs/staff-portal.md", "operating.md#no-such-heading")).toMatch(/no heading/);
  });
});
