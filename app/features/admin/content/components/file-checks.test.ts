import { describe, expect, it } from "vitest";
import { documentFileProblem } from "./document-field";
import { photoFileProblem } from "./photo-field";
import { isAllowedLink } from "./rich-text-link";

const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

describe("files checked before they are sent", () => {
  it("take JPEG, PNG and WebP photos up to 15 MB", () => {
    expect(photoFileProblem(fileOf("stand.jpg", "image/jpeg"))).toBeUndefined();
    expect(photoFileProblem(fileOf("stand.webp", ""))).toBeUndefined();
    expect(photoFileProblem(fileOf("stand.gif", "image/gif"))).toBe("The photo must be a JPEG, PNG or WebP image.");
    expect(photoFileProblem(fileOf("stand.png", "image/png", 15 * 1024 * 1024 + 1))).toBe(
      "The photo can be at most 15 MB.",
    );
  });

  it("take a press release as a PDF up to 20 MB", () => {
    expect(documentFileProblem(fileOf("release.pdf", "application/pdf"))).toBeUndefined();
    expect(documentFileProblem(fileOf("release.docx", "application/msword"))).toBe(
      "The press release must be a PDF file.",
    );
    expect(documentFileProblem(fileOf("release.pdf", "application/pdf", 21 * 1024 * 1024))).toBe(
      "The PDF can be at most 20 MB.",
    );
  });
});

describe("a link in a news body", () => {
  it("may go to the web, mail, a telephone or a page of this site", () => {
    for (const href of [
      "https://www.plastindia.org",
      "http://example.com",
      "mailto:press@example.com",
      "tel:+917926400000",
      "/Carrer",
    ]) {
      expect(isAllowedLink(href), href).toBe(true);
    }
  });

  it("may not run code, carry data or leave by a protocol-relative address", () => {
    for (const href of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "www.example.com",
    ]) {
      expect(isAllowedLink(href), href).toBe(false);
    }
  });
});
