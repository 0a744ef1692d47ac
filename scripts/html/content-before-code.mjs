// After `react-router build`: takes the <link rel="modulepreload"> tags out of every prerendered
// page, so a phone fetches the page's stylesheets, font and pictures before its ~120 KB of
// scripts (decision 019). The pages are complete HTML; the scripts only add behaviour, and the
// inline module script at the end of <body> still imports them all. React puts the same links
// back into <head> when it hydrates, by which time the modules are loaded.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const CLIENT_DIR = "build/client";

/** The page without its modulepreload links; every other tag is left as it was. */
export function dropModulePreloads(html) {
  return html.replace(/<link\b[^>]*\brel=(["'])modulepreload\1[^>]*>/gi, "");
}

async function main() {
  const entries = await readdir(CLIENT_DIR, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
  let changed = 0;
  for (const file of pages) {
    const html = await readFile(file, "utf8");
    const lighter = dropModulePreloads(html);
    if (lighter === html) continue;
    await writeFile(file, lighter);
    changed += 1;
  }
  console.log(`modulepreload links dropped from ${changed} of ${pages.length} pages`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
