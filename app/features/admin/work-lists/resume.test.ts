import { describe, expect, it } from "vitest";
import { resumeLink } from "./resume";

describe("resume links", () => {
  it("open a PDF in a new tab from the protected uploads route", () => {
    expect(resumeLink("/uploads/3f9a.pdf")).toEqual({ href: "/uploads/3f9a.pdf", opensInTab: true });
  });

  it("download a Word file", () => {
    expect(resumeLink("/uploads/3f9a.docx")).toEqual({ href: "/uploads/3f9a.docx", opensInTab: false });
    expect(resumeLink("/uploads/3f9a.doc")?.opensInTab).toBe(false);
  });

  it("use only the last path segment, so a stored path cannot point elsewhere", () => {
    expect(resumeLink("C:\\files\\..\\cv.pdf")?.href).toBe("/uploads/cv.pdf");
    expect(resumeLink("https://elsewhere.example/x/../a b.pdf")?.href).toBe("/uploads/a%20b.pdf");
  });

  it("take the type from the original name when the stored name has none", () => {
    expect(resumeLink("/uploads/3f9a", "Resume.PDF")?.opensInTab).toBe(true);
    expect(resumeLink("/uploads/3f9a", "resume.docx")?.opensInTab).toBe(false);
  });

  it("are absent without a file", () => {
    expect(resumeLink(null)).toBeNull();
    expect(resumeLink("")).toBeNull();
  });
});
