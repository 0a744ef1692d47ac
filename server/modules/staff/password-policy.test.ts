import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

describe("the staff password policy", () => {
  it("accepts a long password that is nobody's favourite", () => {
    for (const password of ["loom-6-shuttle-2026", "tarpaulin lamination in Surat", "Ankleshwar·Works·Gate·4"]) {
      expect(passwordProblem(password)).toBeNull();
    }
  });

  it("asks for at least 12 characters, counting letters rather than bytes", () => {
    expect(passwordProblem("Xq7#mLw2$vB")).toMatch(/at least 12 characters/);
    expect(passwordProblem("Xq7#mLw2$vBz")).toBeNull();
    expect(passwordProblem("धागा-करघा-मशीन")).toBeNull();
    expect(passwordProblem("x".repeat(1025))).toMatch(/at most 1024/);
  });

  it("refuses the common passwords of 12 characters and more, in any letter case", () => {
    for (const password of ["qwerty123456", "1qaz2wsx3edc", "LeaveMeAlone", "FINALFANTASY"]) {
      expect(passwordProblem(password), password).toMatch(/most common passwords/);
    }
  });

  it("refuses a common password with digits or symbols added, or its letters swapped for look-alikes", () => {
    for (const password of ["Password2024!", "2024@password", "monkey12345678", "P@ssw0rd2024!!", "letmein!!!!!!"]) {
      expect(passwordProblem(password), password).toMatch(/most common passwords/);
    }
  });

  it("refuses repeats and runs", () => {
    for (const password of [
      "aaaaaaaaaaaa",
      "abcabcabcabc",
      "dragondragon",
      "123456789012",
      "987654321098",
      "abcdefghijkl",
    ]) {
      expect(passwordProblem(password), password).not.toBeNull();
    }
  });

  it("refuses the account's own e-mail and the company's name, with digits added", () => {
    const context = { email: "sales.head@example.com" };
    expect(passwordProblem("sales.head@example.com", context)).toMatch(/e-mail address or the company's name/);
    expect(passwordProblem("saleshead2026!", context)).toMatch(/e-mail address or the company's name/);
    expect(passwordProblem("JPExtrusion2026", context)).toMatch(/e-mail address or the company's name/);
    expect(passwordProblem("Extrusion@12345")).toMatch(/e-mail address or the company's name/);
    expect(passwordProblem("sales head reads the loom manual", context)).toBeNull();
  });
});
