import { describe, expect, it } from "vitest";
import { acceptedEncodings, byteRange } from "./static-site";
import { urlPathOf } from "./static-site-files";

describe("acceptedEncodings", () => {
  it.each([
    ["gzip, deflate, br, zstd", ["br", "gzip"]],
    ["gzip", ["gzip"]],
    ["br", ["br"]],
    ["identity", []],
    ["", []],
    ["br;q=0, gzip;q=1.0", ["gzip"]],
    ["BR ; q=0.000 , GZIP", ["gzip"]],
    ["br;q=0.5, gzip;q=0.001", ["br", "gzip"]],
    ["gzip, br;q=0.5", ["gzip", "br"]],
    ["*", ["br", "gzip"]],
    ["*;q=0", []],
    ["*, gzip;q=0", ["br"]],
    ["x-gzip", ["gzip"]],
  ])("reads %j", (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe("byteRange", () => {
  it.each([
    ["bytes=0-99", 1000, { start: 0, end: 99 }],
    ["bytes=900-", 1000, { start: 900, end: 999 }],
    ["bytes=990-5000", 1000, { start: 990, end: 999 }],
    ["bytes=-10", 1000, { start: 990, end: 999 }],
    ["bytes=0-0", 1, { start: 0, end: 0 }],
  ])("reads %s of %i bytes", (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });

  // range-parser, like `send` and @fastify/static, finds no byte of a reversed range or of a
  // suffix longer than the file, and so answers 416 rather than sending the whole file.
  it.each([["bytes=1000-"], ["bytes=-0"], ["bytes=5-1"], ["bytes=-5000"]])(
    "finds %s unsatisfiable for 1000 bytes",
    (header) => {
      expect(byteRange(header, 1000)).toBe("unsatisfiable");
    },
  );

  it.each([["bytes=-"], ["items=0-1"], ["bytes=0-1,4-5"], ["bytes=a-b"]])(
    "ignores %s (the whole file is sent)",
    (header) => {
      expect(byteRange(header, 1000)).toBeUndefined();
    },
  );
});

describe("urlPathOf", () => {
  it.each([
    ["index.html", "/"],
    ["Aboutus/index.html", "/Aboutus"],
    ["PlasticRecycling/woven-packaging/index.html", "/PlasticRecycling/woven-packaging"],
    ["assets/root-x1XGuNl0.css", "/assets/root-x1XGuNl0.css"],
    ["BBB.data", "/BBB.data"],
  ])("serves %s at %s", (file, url) => {
    expect(urlPathOf(file)).toBe(url);
  });
});
