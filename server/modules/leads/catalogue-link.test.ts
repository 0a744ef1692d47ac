import { describe, expect, it } from "vitest";
import { linkOnlyCatalogueResolver } from "./catalogue-link";

describe("catalogue link", () => {
  const resolve = linkOnlyCatalogueResolver("https://www.example.com");

  it("resolves the product tab's catalogue path against the public address", () => {
    expect(resolve("/catalogues/tape-line.pdf")).toEqual({ url: "https://www.example.com/catalogues/tape-line.pdf" });
    expect(resolve("catalogues/loom.pdf")).toEqual({ url: "https://www.example.com/catalogues/loom.pdf" });
  });

  it("sends the general catalogue for a tab name or no link", () => {
    expect(resolve("Tape Line")).toEqual({ url: "https://www.example.com/" });
    expect(resolve(undefined)).toEqual({ url: "https://www.example.com/" });
  });

  it("never mails a link to another site", () => {
    expect(resolve("https://evil.example.net/x.pdf")).toEqual({ url: "https://www.example.com/" });
    expect(resolve("//evil.example.net/x.pdf")).toEqual({ url: "https://www.example.com/" });
  });
});
