// Draws the generated artwork into content/media/<name>.svg (run by hand, output committed).
// `node other/placeholder-art/generate-artwork.mjs [name-prefix ...]` redraws all, or only matching names.
// A photograph dropped in as <name>.jpg/.png/.webp/.avif wins over the SVG at build time.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { artwork, drawByName } from "./artwork/catalogue.mjs";

const mediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content/media");
const prefixes = process.argv.slice(2);
const contentDir = path.resolve(mediaDir, "..");

/** Picture names in content/products/ (they are checked against this folder by content/media.test.ts). */
async function productPictureNames() {
  const dir = path.join(contentDir, "products");
  const names = new Set();
  for (const file of await readdir(dir)) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const text = await readFile(path.join(dir, file), "utf8");
    for (const m of text.matchAll(/\b(?:name|videoThumbnail|src|image):\s*"([a-z0-9]+(?:-[a-z0-9]+)*)"/g))
      names.add(m[1]);
  }
  return names;
}

const listed = new Set(artwork.map(([name]) => name));
for (const name of await productPictureNames()) if (!listed.has(name)) artwork.push([name, drawByName]);

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
console.log(
  `artwork: ${count} SVG files, ${(bytes / 1024).toFixed(0)} KiB, in ${path.relative(process.cwd(), mediaDir)}`,
);
