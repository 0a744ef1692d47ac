import { describe, expect, it } from "vitest";
import { countsInWords, peopleHref } from "./people-view";

describe("the personal-data page's address and wording", () => {
  it("names the person in the address, trimmed, or nobody", () => {
    expect(peopleHref(" anita+quotes@example.com ")).toBe("/admin/people?email=anita%2Bquotes%40example.com");
    expect(peopleHref("  ")).toBe("/admin/people");
  });

  it("says what an erasure removed, singular or plural, and nothing when it removed nothing", () => {
    expect(countsInWords({ inquiries: 2, catalogueRequests: 0, applications: 1, resumes: 1, messages: 3 })).toBe(
      "2 inquiries, 1 job application, 1 resume file, 3 e-mails",
    );
    expect(countsInWords({ inquiries: 0, catalogueRequests: 0, applications: 0, resumes: 0, messages: 0 })).toBe(
      "nothing",
    );
  });
});
