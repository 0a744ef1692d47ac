import { describe, expect, it } from "vitest";
import { acceptedEncodings, parseByteRange } from "./static-site";
import { urlPathOf } from "./static-site-files";

const BR = 1;
const GZIP = 2;

describe("acceptedEncodings", () => {
  it.each([
    ["gzip, deflate, br, zstd", BR | GZIP],
    ["gzip", GZIP],
    ["br", BR],
    ["identity", 0],
    ["", 0],
    ["br;q=0, gzip;q=1.0", GZIP],
    ["BR ; q=0.000 , GZIP", GZIP],
    ["br;q=0.5, gzip;q=0.001", BR | GZIP],
    ["*", BR | GZIP],
    ["*;q=0", 0],
    ["*, gzip;q=0", BR],
    ["x-gzip", GZIP],
  ])("reads %j", (header, expected) => {
    expect(acceptedEncodings(header)).toBe(expected);
  });
});

describe("parseByteRange", () => {
  it.each([
    ["bytes=0-99", 1000, { start: 0, end: 99 }],
    ["bytes=900-", 1000, { start: 900, end: 999 }],
    ["bytes=990-5000", 1000, { start: 990, end: 999 }],
    ["bytes=-10", 1000, { start: 990, end: 999 }],
    ["bytes=-5000", 1000, { start: 0, end: 999 }],
    ["bytes=0-0", 1, { start: 0, end: 0 }],
  ])("reads %s of %i bytes", (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });

  it.each([["bytes=1000-"], ["bytes=-0"]])("finds %s unsatisfiable for 1000 bytes", (header) => {
    expect(parseByteRange(header, 1000)).toBe("unsatisfiable");
  });

  it.each([["bytes=5-1"], ["bytes=-"], ["items=0-1"], ["bytes=0-1,4-5"], ["bytes=a-b"]])(
    "ignores %s (the whole file is sent)",
    (header) => {
      expect(parseByteRange(header, 1000)).toBeUndefined();
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
