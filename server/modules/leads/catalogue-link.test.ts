import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { catalogueFile, siteCatalogueResolver } from "./catalogue-link";

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
    const catalogueDir = path.join(clientDir, "catalogues");
    mkdirSync(catalogueDir);
    writeFileSync(path.join(catalogueDir, "tape-line.pdf"), "%PDF-1.4");
    writeFileSync(path.join(catalogueDir, "full-range.pdf"), "%PDF-1.4");
    writeFileSync(path.join(clientDir, "secret.pdf"), "%PDF-1.4");
    afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
    const withFiles = siteCatalogueResolver("https://www.example.com", catalogueDir);

    it("attaches the catalogue PDF when the build has it, by its name and not by this host's path (S-22)", () => {
      expect(withFiles("/catalogues/tape-line.pdf")).toEqual({
        url: "https://www.example.com/catalogues/tape-line.pdf",
        attachment: "tape-line.pdf",
      });
    });

    it("attaches the full-range catalogue to a request that names none", () => {
      expect(withFiles(undefined)).toEqual({
        url: "https://www.example.com/catalogues/full-range.pdf",
        attachment: "full-range.pdf",
      });
    });

    it("attaches nothing for a missing file or a path that tries to leave the folder", () => {
      expect(withFiles("/catalogues/loom.pdf")).toEqual({ url: "https://www.example.com/catalogues/loom.pdf" });
      expect(withFiles("/catalogues/..%2Fsecret.pdf").attachment).toBeUndefined();
      expect(withFiles("/catalogues/..%2F..%2Fetc%2Fpasswd.pdf").attachment).toBeUndefined();
      expect(withFiles("/index.pdf").attachment).toBeUndefined();
    });

    it("finds a named catalogue in the folder it is given, and only a plain PDF name there", () => {
      expect(catalogueFile(catalogueDir, "tape-line.pdf")).toBe(path.join(catalogueDir, "tape-line.pdf"));
      expect(catalogueFile(catalogueDir, "loom.pdf")).toBeUndefined();
      expect(catalogueFile(catalogueDir, "../secret.pdf")).toBeUndefined();
      expect(catalogueFile(catalogueDir, "..")).toBeUndefined();
      expect(catalogueFile(catalogueDir, path.join(catalogueDir, "tape-line.pdf"))).toBeUndefined();
    });
  });
});
