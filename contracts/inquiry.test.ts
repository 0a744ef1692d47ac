import { describe, expect, it } from "vitest";
import { inquirySchema } from "./inquiry";

const inquiry = {
  name: "Ravi Patel",
  companyName: "Patel Pipes",
  email: "ravi@patelpipes.com",
  contactNumber: "9825012345",
  city: "Rajkot",
  state: "Gujarat",
  country: "India",
  message: "Price of a 90 mm PVC pipe line?",
};

describe("inquiry", () => {
  it("accepts all eight fields", () => {
    expect(inquirySchema.safeParse(inquiry).success).toBe(true);
  });

  it.each(Object.keys(inquiry))("requires %s", (field) => {
    const result = inquirySchema.safeParse({ ...inquiry, [field]: undefined });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });

  it("says a number is not text rather than missing", () => {
    const result = inquirySchema.safeParse({ ...inquiry, city: 42 });
    expect(result.error?.issues[0]?.message).toBe("The city field must be text.");
  });

  it("refuses an e-mail address without a domain", () => {
    const result = inquirySchema.safeParse({ ...inquiry, email: "ravi@" });
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address.");
  });
});
