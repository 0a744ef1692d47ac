import { describe, expect, it } from "vitest";
import { fieldLabel, hasOnlyAllowedCharacters, isPhoneNumber, missingFieldMessage } from "./lead-limits";
import { inquirySchema } from "./inquiry";

describe("field labels", () => {
  it("split the camelCase name into lower-case words", () => {
    expect(fieldLabel("name")).toBe("name");
    expect(fieldLabel("companyName")).toBe("company name");
    expect(fieldLabel("contactNumber")).toBe("contact number");
    expect(fieldLabel("currentURL")).toBe("current url");
    expect(fieldLabel("jobTitle")).toBe("job title");
  });

  it("word the blank-field alert as the spec does", () => {
    expect(missingFieldMessage("companyName")).toBe("Please fill the company name field.");
    expect(missingFieldMessage("city")).toBe("Please fill the city field.");
  });
});

describe("phone numbers", () => {
  it.each(["+91 98250 12345", "079-4890-2210", "(0261) 245 6789", "9825012345", "+7.495.123.45.67"])(
    "accept %s",
    (value) => {
      expect(isPhoneNumber(value)).toBe(true);
    },
  );
  it.each(["12345", "call me", "+91 98250 1234567890", "98250x12345", "++919825012345", ""])("refuse %j", (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});

describe("control characters", () => {
  it.each(["Evil\r\nBcc: someone@example.org", "a\tb", "a\u0000b", "a\u0085b", "a\u2028b", "a\u202eb", "a\u2066b"])(
    "keep %j out of a one-line field, naming it",
    (name) => {
      const result = inquirySchema.safeParse({ name });
      expect(result.error!.issues.find((issue) => issue.path[0] === "name")?.message).toBe(
        "The name field must be one line of text, without line breaks, tabs or control characters.",
      );
    },
  );

  it("let a message keep its line breaks and tabs, but not other controls", () => {
    expect(hasOnlyAllowedCharacters("message", "Dear sir,\r\n\tplease quote.\u2028Thanks")).toBe(true);
    expect(hasOnlyAllowedCharacters("message", "a\u0000b")).toBe(false);
    expect(hasOnlyAllowedCharacters("message", "a\u001b[2Jb")).toBe(false);
  });

  it("let names in any script through, with the direction marks their keyboards type", () => {
    for (const name of ["आशा मेहता", "محمد\u200f العلي", "Jörg O'Brien-Núñez", "李 伟"]) {
      expect(hasOnlyAllowedCharacters("name", name)).toBe(true);
    }
  });
});
