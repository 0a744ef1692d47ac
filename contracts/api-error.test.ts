import { describe, expect, it } from "vitest";
import { isApiErrorBody } from "./api-error";

describe("API error shape", () => {
  it("recognises the error answer and nothing else", () => {
    expect(
      isApiErrorBody({ error: { code: "invalid_input", message: "Please fill the name field.", fields: {} } }),
    ).toBe(true);
    expect(isApiErrorBody({ message: "ok" })).toBe(false);
    expect(isApiErrorBody({ error: "boom" })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
  });
});
