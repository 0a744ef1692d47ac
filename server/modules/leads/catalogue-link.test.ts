import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteCatalogueResolver } from "./catalogue-link";

describe("catalogue link", () => {
  const resolve = siteCatalogueResolver("https://www.example.com");

  it("resolves the product tab's catalogue path against the public address", () => {
    expect(resolve("/catalogues/tape-line.pdf")).toEqual({ url: "https://www.example.com/catalogues/tape-line.pdf" });
    expect(resolve("catalogues/loom.pdf")).toEqual({ url: "https://www.example.com/catalogues/loom.pdf" });
  });

  const fullRange = { url: "https://www.example.com/catalogues/full-range.pdf" };

  it("sends the full-range catalogue for a tab name or no link", () => {
    expect(resolve("Tape Line")).toEqual(fullRange);
    expect(resolve(undefined)).toEqual(fullRange);
  });

  it("never mails a link to another site", () => {
    expect(resolve("https://evil.example.net/x.pdf")).toEqual(fullRange);
    expect(resolve("//evil.example.net/x.pdf")).toEqual(fullRange);
  });

  describe("with the built site", () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), "catalogue-link-"));
    mkdirSync(path.join(clientDir, "catalogues"));
    writeFileSync(path.join(clientDir, "catalogues", "tape-line.pdf"), "%PDF-1.4");
    writeFileSync(path.join(clientDir, "catalogues", "full-range.pdf"), "%PDF-1.4");
    afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
    const withFiles = siteCatalogueResolver("https://www.example.com", clientDir);

    it("attaches the catalogue PDF when the build has it", () => {
      expect(withFiles("/catalogues/tape-line.pdf")).toEqual({
        url: "https://www.example.com/catalogues/tape-line.pdf",
        attachmentPath: path.join(clientDir, "catalogues", "tape-line.pdf"),
      });
    });

    it("attaches the full-range catalogue to a request that names none", () => {
      expect(withFiles(undefined)).toEqual({
        url: "https://www.example.com/catalogues/full-range.pdf",
        attachmentPath: path.join(clientDir, "catalogues", "full-range.pdf"),
      });
    });

    it("attaches nothing for a missing file or a path that tries to leave the folder", () => {
      expect(withFiles("/catalogues/loom.pdf")).toEqual({ url: "https://www.example.com/catalogues/loom.pdf" });
      expect(withFiles("/catalogues/..%2F..%2Fetc%2Fpasswd.pdf").attachmentPath).toBeUndefined();
      expect(withFiles("/index.pdf").attachmentPath).toBeUndefined();
    });
  });
});
