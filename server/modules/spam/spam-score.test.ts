import { describe, expect, it } from "vitest";
import { isDisposableEmail } from "./disposable-domains";
import { checkFormToken, issueFormToken } from "./form-token";
import { MIN_FILL_MS, type SpamSignals, scoreSubmission } from "./spam-score";

const person: SpamSignals = {
  honeypot: "",
  formToken: { status: "valid", ageMs: 45_000 },
  email: "asha@mehta-polysacks.in",
  message: "Please quote a 6-shuttle circular loom.",
  plainFields: ["Asha Mehta", "Mehta Polysacks", "Surat"],
  isRepeat: false,
};

describe("spam score", () => {
  it("lets a person who took time to type through, with no reasons", () => {
    expect(scoreSubmission(person)).toEqual({ isSpam: false, reasons: [] });
  });

  it("lets a form without JavaScript (no token) through, noting it", () => {
    expect(scoreSubmission({ ...person, formToken: { status: "missing" } })).toEqual({
      isSpam: false,
      reasons: ["no-form-token"],
    });
  });

  it("catches a filled honeypot on its own", () => {
    expect(scoreSubmission({ ...person, honeypot: "http://spam.example" })).toEqual({
      isSpam: true,
      reasons: ["honeypot"],
    });
  });

  it("catches a form sent faster than a person can fill it", () => {
    const verdict = scoreSubmission({ ...person, formToken: { status: "valid", ageMs: MIN_FILL_MS - 1 } });
    expect(verdict).toEqual({ isSpam: true, reasons: ["too-fast"] });
  });

  it("tolerates one link in a message but not three", () => {
    expect(scoreSubmission({ ...person, message: "Our site: https://mehta.in" }).isSpam).toBe(false);
    const spam = scoreSubmission({ ...person, message: "http://a.example http://b.example www.c.example.com" });
    expect(spam).toEqual({ isSpam: true, reasons: ["links-in-message"] });
  });

  it("catches a link in a name or company field", () => {
    expect(scoreSubmission({ ...person, plainFields: ["Buy now www.pills.example"] }).reasons).toEqual([
      "link-in-field",
    ]);
    expect(scoreSubmission({ ...person, plainFields: ["Buy now www.pills.example"] }).isSpam).toBe(true);
  });

  it("catches an exact repeat", () => {
    expect(scoreSubmission({ ...person, isRepeat: true }).isSpam).toBe(true);
  });

  it("counts a disposable address as spam only together with another signal", () => {
    expect(scoreSubmission({ ...person, email: "x@mailinator.com" })).toEqual({
      isSpam: false,
      reasons: ["disposable-email"],
    });
    const both = scoreSubmission({ ...person, email: "x@mailinator.com", formToken: { status: "missing" } });
    expect(both).toEqual({ isSpam: true, reasons: ["no-form-token", "disposable-email"] });
  });
});

describe("disposable e-mail domains", () => {
  it("match the domain and its subdomains, not look-alikes", () => {
    expect(isDisposableEmail("a@YOPmail.com")).toBe(true);
    expect(isDisposableEmail("a@eu.mailinator.com")).toBe(true);
    expect(isDisposableEmail("a@notmailinator.com")).toBe(false);
    expect(isDisposableEmail("a@gmail.com")).toBe(false);
  });
});

describe("form token", () => {
  const key = Buffer.alloc(32, 7);

  it("reads back its age", () => {
    const token = issueFormToken(key, 1_000_000);
    expect(checkFormToken(key, token, 1_045_000)).toEqual({ status: "valid", ageMs: 45_000 });
  });

  it("refuses a token signed with another key, altered, or not a token", () => {
    const token = issueFormToken(key, 1_000_000);
    expect(checkFormToken(Buffer.alloc(32, 8), token, 1_045_000)).toEqual({ status: "invalid" });
    const older = token.replace(/^[0-9a-z]+/, (1_000_000 - 60_000).toString(36));
    expect(checkFormToken(key, older, 1_045_000)).toEqual({ status: "invalid" });
    expect(checkFormToken(key, "hello", 0)).toEqual({ status: "invalid" });
    expect(checkFormToken(key, ["x"], 0)).toEqual({ status: "invalid" });
  });

  it("treats an absent token as missing", () => {
    expect(checkFormToken(key, undefined, 0)).toEqual({ status: "missing" });
    expect(checkFormToken(key, "", 0)).toEqual({ status: "missing" });
  });
});
