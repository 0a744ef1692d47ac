/**
 * Control characters in the lead forms' fields (issue 12): a one-line field holding a line break
 * or another control character is refused with the field named, and nothing is stored; a message
 * keeps its line breaks.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import {
  homeCatalogueRequest,
  inquiry,
  jobApplication,
  multipart,
  productCatalogueRequest,
  leadTestApp,
} from "#tests/fixtures/lead-forms";
import { samplePdf } from "#tests/fixtures/documents";
import type { TestApp } from "#tests/setup/test-app";

const HEADER_INJECTION = "Evil\r\nBcc: someone@example.org";

/** One-line values a browser's text input cannot produce, each with what makes it so. */
const NOT_ONE_LINE: readonly (readonly [string, string])[] = [
  ["CR LF", HEADER_INJECTION],
  ["LF", "Asha\nMehta"],
  ["tab", "Asha\tMehta"],
  ["NUL", "Asha\u0000Mehta"],
  ["escape", "Asha\u001b[31mMehta"],
  ["DEL", "Asha\u007fMehta"],
  ["C1 next line", "Asha\u0085Mehta"],
  ["line separator", "Asha\u2028Mehta"],
  ["paragraph separator", "Asha\u2029Mehta"],
  ["right-to-left override", "Asha \u202eatheM"],
  ["first-strong isolate", "Asha \u2068Mehta\u2069"],
];

describe.each(availableDialects())("control characters in lead fields on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await leadTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url, payload: payload as Record<string, unknown> });

  const count = async (table: "inquiries" | "catalogue_requests" | "job_applications") =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(NOT_ONE_LINE)("refuses a name with a %s in an inquiry, naming the field", async (_what, name) => {
    const before = await count("inquiries");
    const response = await post("/api/inquiries", inquiry({ name }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe("invalid_input");
    expect(Object.keys(body.error.fields)).toEqual(["name"]);
    expect(body.error.fields.name).toMatch(/name field must be one line/);
    expect(await count("inquiries")).toBe(before);
  });

  it.each(["companyName", "city", "state", "country", "url", "endText"])(
    "refuses a line break in an inquiry's %s",
    async (field) => {
      const response = await post("/api/inquiries", inquiry({ [field]: HEADER_INJECTION }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    },
  );

  it.each(["name", "companyName", "city", "state", "country", "brochureLink", "productCategory", "url", "endText"])(
    "refuses a line break in a product-page catalogue request's %s",
    async (field) => {
      const before = await count("catalogue_requests");
      const response = await post("/send-email", productCatalogueRequest({ [field]: HEADER_INJECTION }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
      expect(await count("catalogue_requests")).toBe(before);
    },
  );

  it("refuses a line break in a home catalogue request's currentURL", async () => {
    const response = await post("/send-email", homeCatalogueRequest({ currentURL: "https://x.example/\r\nX: y" }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["currentURL"]);
  });

  it.each(["name", "qualification", "jobTitle"])("refuses a line break in an application's %s", async (field) => {
    const before = await count("job_applications");
    const form = multipart(jobApplication({ [field]: HEADER_INJECTION }), [
      { name: "resume.pdf", type: "application/pdf", bytes: samplePdf() },
    ]);
    const response = await t.app.inject({ method: "POST", url: "/api/apply", ...form });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    expect(await count("job_applications")).toBe(before);
  });

  it("keeps the line breaks and tabs of a message", async () => {
    const message = "Please quote:\r\n\t- a 6-shuttle loom\n\t- a tape line\u2028(Surat works)";
    const response = await post("/api/inquiries", inquiry({ message }));
    expect(response.statusCode).toBe(201);
    const row = await t.db.selectFrom("inquiries").select("message").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row.message).toBe(message);
  });

  it("refuses a message holding a NUL or an escape, naming it, instead of failing to store it", async () => {
    for (const message of ["Price?\u0000", "Price?\u001b[2J please"]) {
      const response = await post("/api/inquiries", inquiry({ message }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(["message"]);
    }
  });

  it("still takes names in any script, with the marks their keyboards type", async () => {
    for (const name of ["आशा मेहता", "محمد\u200f العلي", "Jörg O'Brien-Núñez"]) {
      const response = await post("/api/inquiries", inquiry({ name }));
      expect(response.statusCode).toBe(201);
    }
  });
});
