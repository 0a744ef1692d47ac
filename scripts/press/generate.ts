/** Writes each press item as a PDF at its link under `publicDir`. */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pressItems } from "#content/press";
import { pressItemSchema } from "#content/schema";
import { renderPressRelease } from "./render-press-release";

export async function generatePressReleases(publicDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const item of pressItems) {
    const file = path.join(publicDir, pressItemSchema.parse(item).link);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await renderPressRelease(item));
    written.push(file);
  }
  return written;
}
