import { describe, expect, it } from "vitest";
import { STORED_RESUME_NAME, downloadName } from "./uploads";

describe("resume file names", () => {
  it("accepts only the names the resume store gives", () => {
    expect(STORED_RESUME_NAME.test("3f2c9a10-5b7e-4c1d-9e8f-0a1b2c3d4e5f.pdf")).toBe(true);
    expect(STORED_RESUME_NAME.test("3f2c9a10-5b7e-4c1d-9e8f-0a1b2c3d4e5f.docx")).toBe(true);
    for (const name of [
      "../site.db",
      "3f2c9a10-5b7e-4c1d-9e8f-0a1b2c3d4e5f.exe",
      "resume.pdf",
      ".incoming-3f2c9a10-5b7e-4c1d-9e8f-0a1b2c3d4e5f",
    ]) {
      expect(STORED_RESUME_NAME.test(name)).toBe(false);
    }
  });

  it("cleans the applicant's name for a download header and keeps the stored file's extension", () => {
    expect(downloadName("C:\\Users\\ravi\\My CV.docx", "docx")).toEqual({ ascii: "My CV.docx", utf8: "My CV.docx" });
    expect(downloadName('cv"\r\nX-Evil: 1.pdf', "doc")).toEqual({ ascii: "cvX-Evil 1.doc", utf8: "cvX-Evil 1.doc" });
    expect(downloadName(null, "pdf")).toEqual({ ascii: "resume.pdf", utf8: "resume.pdf" });
    expect(downloadName("रवि.pdf", "pdf")).toEqual({ ascii: "___.pdf", utf8: "रवि.pdf" });
  });
});
