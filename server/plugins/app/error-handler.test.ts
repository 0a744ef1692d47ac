import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { inquirySchema } from "#contracts/inquiry";
import { fieldErrors } from "./error-handler";

/** The validation issues Fastify hands the error handler when `body` fails the schema. */
function issuesOf(body: unknown) {
  const validate = validatorCompiler({ schema: inquirySchema, method: "POST", url: "/", httpPart: "body" });
  const result = validate(body) as { error?: unknown };
  if (!Array.isArray(result.error)) throw new Error("expected the body to fail");
  return result.error as { instancePath: string; message: string }[];
}

describe("field errors of a body that fails its schema", () => {
  it("name each bad field once, in form order, with its first message", () => {
    const fields = fieldErrors(issuesOf({ email: "not-an-email", contactNumber: "abc", city: "Surat" }), "body");
    expect(Object.keys(fields)).toEqual([
      "name",
      "companyName",
      "email",
      "contactNumber",
      "state",
      "country",
      "message",
    ]);
    expect(fields.name).toBe("Please fill the name field.");
    expect(fields.email).toBe("Please enter a valid email address.");
    expect(fields.contactNumber).toMatch(/valid contact number/);
  });

  it("put a body that is not an object under the part's name", () => {
    expect(fieldErrors(issuesOf(["a"]), "body")).toEqual({ body: expect.any(String) });
    expect(fieldErrors(issuesOf("text"), "querystring")).toEqual({ querystring: expect.any(String) });
  });
});
