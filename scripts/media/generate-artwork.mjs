// Draws the generated artwork into content/media/<name>.svg (run by hand, output committed).
// `node scripts/media/generate-artwork.mjs [name-prefix ...]` redraws all, or only matching names.
// A photograph dropped in as <name>.jpg/.png/.webp/.avif wins over the SVG at build time.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { artwork } from "./artwork/catalogue.mjs";

const mediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/media");
const prefixes = process.argv.slice(2);

await mkdir(mediaDir, { recursive: true });
let count = 0;
let bytes = 0;
for (const [name, draw] of artwork) {
  if (prefixes.length && !prefixes.some((p) => name.startsWith(p))) continue;
  const svg = draw(name);
  await writeFile(path.join(mediaDir, `${name}.svg`), svg);
  count += 1;
  bytes += svg.length;
}
console.log(`artwork: ${count} SVG files, ${(bytes / 1024).toFixed(0)} KiB, in ${path.relative(process.cwd(), mediaDir)}`);
