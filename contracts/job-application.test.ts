import { describe, expect, it } from "vitest";
import { jobApplicationSchema } from "./job-application";
import { RESUME_MAX_BYTES, resumeMessages, resumeProblem } from "./resume";

describe("job application", () => {
  const application = {
    name: "Meera Shah",
    email: "meera@example.com",
    contact: "+91 90990 11223",
    qualification: "B.E. Mechanical",
    message: "Five years in extrusion die design.",
    jobTitle: "Mechanical Design Engineer",
  };

  it("accepts the six fields", () => {
    expect(jobApplicationSchema.parse(application)).toEqual(application);
  });

  it.each(Object.keys(application))("requires %s", (field) => {
    const result = jobApplicationSchema.safeParse({ ...application, [field]: "" });
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("lets the browser refuse a resume by name and size before sending", () => {
    expect(resumeProblem({ name: "cv.PDF", size: 1000 })).toBeNull();
    expect(resumeProblem({ name: "cv.docx", size: RESUME_MAX_BYTES })).toBeNull();
    expect(resumeProblem({ name: "cv.exe", size: 1000 })).toBe(resumeMessages.wrongType);
    expect(resumeProblem({ name: "cv.pdf", size: RESUME_MAX_BYTES + 1 })).toBe(resumeMessages.tooLarge);
    expect(resumeProblem(null)).toBe(resumeMessages.missing);
  });
});
