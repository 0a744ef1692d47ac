import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pressItems } from "#content/press";
import { pdfText } from "../catalogues/pdf-text";
import { generatePressReleases } from "./generate";
import { renderPressRelease } from "./render-press-release";

const squash = (text: string) => text.replace(/\s+/g, "");

let publicDir = "";
beforeAll(async () => {
  publicDir = await mkdtemp(path.join(os.tmpdir(), "press-"));
  await generatePressReleases(publicDir);
}, 60_000);
afterAll(() => rm(publicDir, { recursive: true, force: true }));

describe("press release PDFs", () => {
  for (const item of pressItems) {
    it(`${item.link} is a PDF with the article's headline and every paragraph`, async () => {
      const pdf = await readFile(path.join(publicDir, item.link));
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = squash(pdfText(pdf));
      expect(text).toContain(squash(item.headline));
      expect(text).toContain(squash(item.publication));
      for (const paragraph of item.body) expect(text).toContain(squash(paragraph));
    });
  }

  it("prints the same file for the same content", async () => {
    const [a, b] = await Promise.all([renderPressRelease(pressItems[1]!), renderPressRelease(pressItems[1]!)]);
    expect(a.equals(b)).toBe(true);
  });
});
