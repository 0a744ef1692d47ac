import { describe, expect, it } from "vitest";
import { catalogueRequestSchema, homeCatalogueRequestSchema, productCatalogueRequestSchema } from "./catalogue-request";

const contact = {
  name: "  Asha Mehta ",
  companyName: "Mehta Polysacks",
  email: " asha@mehta-polysacks.in ",
  contactNumber: "+91 98250 12345",
  city: "Surat",
  state: "Gujarat",
  country: "India",
};

describe("catalogue request", () => {
  it("accepts the home form with the message left out, trimmed", () => {
    const result = homeCatalogueRequestSchema.safeParse({
      ...contact,
      endText: "",
      currentURL: "https://example.com/",
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: "Asha Mehta",
      email: "asha@mehta-polysacks.in",
      currentURL: "https://example.com/",
    });
    expect(result.data?.message).toBeUndefined();
    expect(result.data?.endText).toBeUndefined();
  });

  it.each(["name", "companyName", "email", "contactNumber", "city", "state", "country"] as const)(
    "refuses %s when blank after trimming, with the spec's alert",
    (field) => {
      const result = productCatalogueRequestSchema.safeParse({ ...contact, [field]: "   " });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
      expect(result.error?.issues[0]?.message).toMatch(/^Please fill the [a-z ]+ field\.$/);
    },
  );

  it("names the first blank field of the modal in form order", () => {
    const result = productCatalogueRequestSchema.safeParse({ ...contact, companyName: "", city: " " });
    expect(result.error?.issues[0]?.message).toBe("Please fill the company name field.");
  });

  it("keeps the product page's brochure link, page address and category", () => {
    const result = catalogueRequestSchema.parse({
      ...contact,
      brochureLink: "/catalogues/tape-line.pdf",
      url: "https://example.com/TapeLine",
      endText: "TapeLine",
      productCategory: "Tape Line",
      visitorIP: "1.2.3.4",
    });
    expect(result).toMatchObject({
      brochureLink: "/catalogues/tape-line.pdf",
      url: "https://example.com/TapeLine",
      productCategory: "Tape Line",
    });
    expect(result).not.toHaveProperty("visitorIP");
  });

  it("refuses a message longer than 5000 characters", () => {
    const result = catalogueRequestSchema.safeParse({ ...contact, message: "x".repeat(5001) });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["message"],
      message: "The message field can hold at most 5000 characters.",
    });
  });
});
