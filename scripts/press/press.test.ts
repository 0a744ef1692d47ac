import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "#content/company";
import { partnershipAnnouncement } from "#content/news";
import { pressItems } from "#content/press";
import { pdfText } from "../catalogues/pdf-text";
import { generatePressReleases } from "./generate";
import { formatPressDate, renderPressRelease } from "./render-press-release";

const squash = (text: string) => text.replace(/\s+/g, "");

let publicDir = "";
beforeAll(async () => {
  publicDir = await mkdtemp(path.join(os.tmpdir(), "press-"));
  await generatePressReleases(publicDir);
}, 60_000);
afterAll(() => rm(publicDir, { recursive: true, force: true }));

describe("press release PDFs", () => {
  for (const item of pressItems) {
    it(`${item.link} is our own release: issuer, headline, dateline and every paragraph`, async () => {
      const pdf = await readFile(path.join(publicDir, item.link));
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = squash(pdfText(pdf));
      expect(text).toContain(squash(`PRESS RELEASE ${company.name}`));
      expect(text).toContain(squash(item.title));
      expect(text).toContain(squash(`${item.place}, ${formatPressDate(item.date)}.`));
      for (const paragraph of item.body) expect(text).toContain(squash(paragraph));
      expect(text).toContain(squash(`Media contact: ${partnershipAnnouncement.contact.role}`));
      // Nothing in it presents the release as another publication's article.
      expect(text).not.toMatch(/reprint|in the press|courtesy of/i);
    });
  }

  it("prints the same file for the same content", async () => {
    const [a, b] = await Promise.all([renderPressRelease(pressItems[1]!), renderPressRelease(pressItems[1]!)]);
    expect(a.equals(b)).toBe(true);
  });
});
