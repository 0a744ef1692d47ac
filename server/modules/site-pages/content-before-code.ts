/**
 * After prerendering (React Router's buildEnd hook in react-router.config.ts): takes the
 * <link rel="modulepreload"> tags out of every prerendered page, so a phone fetches the page's
 * stylesheets, font and pictures before its ~120 KB of scripts (decision 019). The pages are
 * complete HTML; the scripts only add behaviour, and the inline module script at the end of <body>
 * still imports them all. React puts the same links back into <head> when it hydrates, by which
 * time the modules are loaded.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The page without its modulepreload links; every other tag is left as it was. */
export function dropModulePreloads(html: string): string {
  return html.replace(/<link\b[^>]*\brel=(["'])modulepreload\1[^>]*>/gi, "");
}

/** Rewrites every .html file under `clientDir` with `rewrite`; returns how many changed of how many. */
export async function rewritePagesIn(
  clientDir: string,
  rewrite: (html: string, file: string) => string,
): Promise<{ changed: number; pages: number }> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name));
  let changed = 0;
  for (const file of pages) {
    const html = await readFile(file, "utf8");
    const rewritten = rewrite(html, file);
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed += 1;
  }
  return { changed, pages: pages.length };
}
