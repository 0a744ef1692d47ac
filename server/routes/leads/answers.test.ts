import Fastify, { type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import accepts from "#server/plugins/external/accepts";
import { backPathFor, prefersHtml, renderResultPage } from "./answers";

const request = (headers: Record<string, string>) => ({ headers, protocol: "https" }) as unknown as FastifyRequest;

describe("who gets a page", () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(accepts);
    app.get("/", async (request) => ({ page: prefersHtml(request) }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", true],
    ["text/html", true],
    ["text/html, application/json", true],
    ["*/*", false],
    ["application/json", false],
    ["application/json, text/html;q=0.5", false],
    ["", false],
    [undefined, false],
  ])("Accept %j -> %s", async (accept, expected) => {
    const answer = await app.inject({ url: "/", headers: accept === undefined ? {} : { accept } });
    expect(answer.json().page).toBe(expected);
  });
});

describe("the link back to the form", () => {
  it("keeps only the path of a page on this site", () => {
    expect(
      backPathFor(
        request({ host: "www.example.com" }),
        "https://www.example.com",
        "https://www.example.com/CircularLoom?tab=6-shuttle",
        "/",
      ),
    ).toBe("/CircularLoom?tab=6-shuttle");
    expect(
      backPathFor(request({ referer: "https://www.example.com/ContactUs" }), "https://www.example.com", undefined, "/"),
    ).toBe("/ContactUs");
  });

  it("falls back for another site, a javascript: URL or nonsense", () => {
    const fromElsewhere = request({ referer: "https://evil.example.net/x" });
    expect(backPathFor(fromElsewhere, "https://www.example.com", "javascript:alert(1)", "/ContactUs")).toBe(
      "/ContactUs",
    );
    expect(backPathFor(request({}), "https://www.example.com", "not a url", "/Carrer")).toBe("/Carrer");
  });

  it("never links off the site through a path that starts with two slashes (S-15)", () => {
    for (const pageUrl of [
      "https://www.example.com//evil.example/x",
      "https://www.example.com/\\evil.example/x",
      "https://www.example.com///evil.example",
    ]) {
      const back = backPathFor(request({}), "https://www.example.com", pageUrl, "/ContactUs");
      expect(back).toBe("/ContactUs");
    }
    const viaReferer = request({ referer: "https://www.example.com//evil.example/login" });
    expect(backPathFor(viaReferer, "https://www.example.com", undefined, "/")).toBe("/");
  });

  it("keeps a known page even when its address has extra leading slashes", () => {
    expect(backPathFor(request({}), "https://www.example.com", "https://www.example.com//ContactUs", "/")).toBe(
      "/ContactUs",
    );
  });
});

describe("the result page", () => {
  it("escapes everything it shows", () => {
    const html = renderResultPage({
      locale: "en",
      title: "<b>",
      message: "a & b",
      problems: ['<img src=x onerror="alert(1)">'],
      backPath: '/"><script>',
    });
    expect(html).not.toMatch(/<img|<script>|<b>/);
    expect(html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
  });
});
