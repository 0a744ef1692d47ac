/** The CSP hash sources (`'sha256-…'`) of a page's executable inline scripts. */
import { createHash } from "node:crypto";

// A script element's text cannot contain "</script", so a lazy match finds its exact end.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Types the browser runs (or, for import maps and speculation rules, checks against script-src). */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "importmap",
  "speculationrules",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
  "text/jscript",
  "application/x-javascript",
  "application/x-ecmascript",
]);

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name && !found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return found;
}

/** The text of each inline script the browser would execute; JSON-LD and other data blocks are not. */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attrs = attributes(match[1] ?? "");
    if (attrs.has("src")) continue;
    const type = (attrs.get("type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** The browser hashes the text after the HTML parser has normalised line endings to "\n". */
export function scriptHashSource(script: string): string {
  const digest = createHash("sha256").update(script.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
  return `'sha256-${digest}'`;
}

export function scriptHashSources(html: string): string[] {
  return [...new Set(executableInlineScripts(html).map(scriptHashSource))];
}

/**
 * The page's inline scripts split by whether the build produced them (`buildScripts`, the hashes
 * found in the built pages): only those may be allowed, so no published content can widen a
 * page's policy (security review 2, T-02).
 */
export function scriptSourcesOf(
  html: string,
  buildScripts: ReadonlySet<string>,
): { allowed: string[]; outsideBuild: string[] } {
  const sources = scriptHashSources(html);
  return {
    allowed: sources.filter((source) => buildScripts.has(source)),
    outsideBuild: sources.filter((source) => !buildScripts.has(source)),
  };
}
