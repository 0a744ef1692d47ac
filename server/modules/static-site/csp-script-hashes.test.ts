import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { executableInlineScripts, scriptHashSource, scriptHashSources } from "./csp-script-hashes";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("CSP script hashes", () => {
  it("hashes each inline script the browser would run, in the form CSP expects", () => {
    const html = `<head><script>window.a = 1;</script></head><body><SCRIPT type="module" async="">import "/x.js";</SCRIPT></body>`;
    expect(scriptHashSources(html)).toEqual([sha256("window.a = 1;"), sha256('import "/x.js";')]);
  });

  it("leaves out external scripts and data blocks such as JSON-LD", () => {
    const html = [
      `<script src="/assets/app.js"></script>`,
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script type='text/template'><b>x</b></script>`,
      `<script id="_R_">requestAnimationFrame(f)</script>`,
    ].join("");
    expect(executableInlineScripts(html)).toEqual(["requestAnimationFrame(f)"]);
  });

  it("does not mistake a data-src attribute for src", () => {
    expect(executableInlineScripts(`<script data-src="x">run()</script>`)).toEqual(["run()"]);
  });

  it("hashes the text as the browser sees it, with CRLF line endings normalised", () => {
    expect(scriptHashSource("a();\r\nb();")).toBe(sha256("a();\nb();"));
  });

  it("lists a script repeated on the page once", () => {
    expect(scriptHashSources("<script>x()</script><script>x()</script>")).toHaveLength(1);
  });
});
