import { describe, expect, it } from "vitest";
import { isDisposableEmail } from "./disposable-domains";
import { checkFormToken, issueFormToken } from "./form-token";
import { labelledSubmissions, signalsOf } from "#tests/fixtures/labelled-submissions";
import { MIN_FILL_MS, type SpamSignals, scoreSubmission } from "./spam-score";

const person: SpamSignals = {
  honeypot: "",
  formToken: { status: "valid", ageMs: 45_000 },
  email: "asha@mehta-polysacks.in",
  message: "Please quote a 6-shuttle circular loom.",
  plainFields: ["Asha Mehta", "Mehta Polysacks", "Surat"],
  name: "Asha Mehta",
  isRepeat: false,
  userAgent:
    "Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36",
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

  it("lets a form the browser's autofill filled and the person sent at once through, noting it", () => {
    const verdict = scoreSubmission({ ...person, formToken: { status: "valid", ageMs: 1_200 } });
    expect(verdict).toEqual({ isSpam: false, reasons: ["too-fast"] });
    expect(scoreSubmission({ ...person, formToken: { status: "valid", ageMs: MIN_FILL_MS } }).reasons).toEqual([]);
  });

  it("catches a fast form together with any other signal", () => {
    const fast = { ...person, formToken: { status: "valid", ageMs: MIN_FILL_MS - 1 } } as const;
    expect(scoreSubmission({ ...fast, message: "Deals at https://deals.example" })).toEqual({
      isSpam: true,
      reasons: ["too-fast", "links-in-message"],
    });
    expect(scoreSubmission({ ...fast, userAgent: "python-requests/2.31.0" })).toEqual({
      isSpam: true,
      reasons: ["too-fast", "bot-user-agent"],
    });
    expect(scoreSubmission({ ...fast, email: "x@mailinator.com" }).isSpam).toBe(true);
  });

  it("catches a forged form token on its own", () => {
    expect(scoreSubmission({ ...person, formToken: { status: "invalid" } })).toEqual({
      isSpam: true,
      reasons: ["forged-form-token"],
    });
  });

  it("counts a script's or a crawler's user agent, or none, only in company", () => {
    for (const userAgent of ["curl/8.5.0", "Go-http-client/1.1", undefined, " "]) {
      expect(scoreSubmission({ ...person, userAgent })).toEqual({ isSpam: false, reasons: ["bot-user-agent"] });
    }
    const lynx = "Lynx/2.8.9rel.1 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.1";
    expect(scoreSubmission({ ...person, userAgent: lynx, formToken: { status: "missing" } }).isSpam).toBe(false);
  });

  it("tolerates one link in a message but not three", () => {
    expect(scoreSubmission({ ...person, message: "Our site: https://mehta.in" }).isSpam).toBe(false);
    const spam = scoreSubmission({ ...person, message: "http://a.example http://b.example www.c.example.com" });
    expect(spam).toEqual({ isSpam: true, reasons: ["links-in-message"] });
  });

  it("counts an address with a scheme and www, an anchor or a BBCode link once", () => {
    const twoSites = "Our site https://www.mehta.in and our line https://www.youtube.com/watch?v=x1";
    expect(scoreSubmission({ ...person, message: twoSites })).toEqual({ isSpam: false, reasons: ["links-in-message"] });
    const anchors = '<a href="http://a.example">a</a> [url=http://b.example]b[/url]';
    expect(scoreSubmission({ ...person, message: anchors }).isSpam).toBe(false);
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

describe("spam score on labelled submissions", () => {
  const people = labelledSubmissions.filter((submission) => submission.label === "person");
  const bots = labelledSubmissions.filter((submission) => submission.label === "bot");
  const isSpam = (submission: (typeof labelledSubmissions)[number]) => scoreSubmission(signalsOf(submission)).isSpam;

  it("has at least forty of each, autofilled people among them", () => {
    expect(people.length).toBeGreaterThanOrEqual(40);
    expect(bots.length).toBeGreaterThanOrEqual(40);
    expect(people.filter((p) => typeof p.token === "number" && p.token < MIN_FILL_MS).length).toBeGreaterThan(15);
  });

  it.each(people.map((submission) => [submission.who, submission.name, submission] as const))(
    "lets a person through: %s (%s)",
    (_who, _name, submission) => {
      expect(isSpam(submission)).toBe(false);
    },
  );

  it.each(bots.filter((bot) => !bot.acceptedMiss).map((submission) => [submission.who, submission] as const))(
    "catches a bot: %s",
    (_who, submission) => {
      expect(isSpam(submission)).toBe(true);
    },
  );

  it("lets through only the bots it cannot tell from people, each with the reason", () => {
    const missed = bots.filter((bot) => !isSpam(bot));
    expect(missed.map((bot) => bot.who)).toEqual(bots.filter((bot) => bot.acceptedMiss).map((bot) => bot.who));
    expect(missed.length).toBeLessThanOrEqual(2);
  });
});

describe("links in short fields (security review S-05)", () => {
  const inField = (field: string) => scoreSubmission({ ...person, plainFields: [field] });

  it("finds a link glued to a word, which a word boundary missed", () => {
    expect(inField("Loomsxhttps://evil.example/claim")).toEqual({ isSpam: true, reasons: ["link-in-field"] });
  });

  it.each(["evil.example/login", "Claim at prize-desk.page/now", "mehta-pipes.com", "shop.evil.ru"])(
    "finds the bare domain in %j",
    (field) => {
      expect(inField(field)).toEqual({ isSpam: true, reasons: ["link-in-field"] });
    },
  );

  it.each(["B.Tech/M.Tech", "BSc.IT/BCA", "B.Com", "M.Sc. Polymer Science", "Patel Pipes Pvt.Ltd", "Dr.Ravi Shah"])(
    "leaves the qualification or name %j alone",
    (field) => {
      expect(inField(field)).toEqual({ isSpam: false, reasons: [] });
    },
  );
});

describe("domains in a name, which visitor mail repeats (security review T-04)", () => {
  const named = (name: string) => scoreSubmission({ ...person, plainFields: [name], name });

  it.each(["Refund bit.ly/3xYz", "t.me/x", "evil.de/x", "secure.gl/x", "paypal-verify.de/login", "Visit evil.de"])(
    "finds the domain in the name %j",
    (name) => {
      expect(named(name)).toEqual({ isSpam: true, reasons: ["link-in-field"] });
    },
  );

  it.each(["J. Smith", "A.K. Sharma", "Dr.Rao", "St. John", "Dr.Ravi Shah", "K.P. Menon", "Asha Mehta"])(
    "leaves the name %j alone",
    (name) => {
      expect(named(name)).toEqual({ isSpam: false, reasons: [] });
    },
  );

  it("holds other short fields to the looser rule, as a company may be Pvt.Ltd", () => {
    expect(scoreSubmission({ ...person, plainFields: ["Asha Mehta", "Patel Pipes Pvt.Ltd"] }).isSpam).toBe(false);
  });
});

describe("forms sent from another site", () => {
  it("are spam on that signal alone", () => {
    expect(scoreSubmission({ ...person, crossSite: true })).toEqual({ isSpam: true, reasons: ["cross-site"] });
    expect(scoreSubmission({ ...person, crossSite: false })).toEqual({ isSpam: false, reasons: [] });
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
