// The dependency check of CI (decision 047): a production package in a listed range fails it, one
// outside passes, and a package.json with a range instead of one version fails it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inRange, unpinnedDependencies } from "./vulnerable-packages";

describe("an advisory's range", () => {
  it.each([
    ["7.5.1", ">=7.0.0 <7.5.2 || <5.7.2", true],
    ["7.5.2", ">=7.0.0 <7.5.2 || <5.7.2", false],
    ["5.7.1", ">=7.0.0 <7.5.2 || <5.7.2", true],
    ["6.0.0", ">=7.0.0 <7.5.2 || <5.7.2", false],
    ["2.17.5", "<= 2.17.5", true],
    ["2.17.5-beta.1", "<2.17.5", true],
    ["1.0.0", "=1.0.0", true],
    ["1.0.0", "1.0.1", false],
  ])("%s in %s: %s", (version, range, affected) => {
    expect(inRange(version, range)).toBe(affected);
  });

  it("refuses a range it cannot read rather than passing it", () => {
    expect(() => inRange("1.0.0", "~1.0.0")).toThrow(/cannot read the range/);
  });
});

describe("pinned versions", () => {
  it("names every dependency, dev dependency and override that is not one exact version", () => {
    expect(
      unpinnedDependencies({
        dependencies: { fastify: "5.12.8", kysely: "^0.28.18" },
        devDependencies: { vitest: "~4.1.12", tsx: "4.23.15" },
        overrides: { rollup: "*" },
      }),
    ).toEqual(['dependencies: kysely "^0.28.18"', 'devDependencies: vitest "~4.1.12"', 'overrides: rollup "*"']);
  });
});

describe("scripts/check-dependencies.ts", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "dependency-check-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, content: unknown) => {
    const at = path.join(dir, name);
    writeFileSync(at, JSON.stringify(content));
    return at;
  };
  const sbom = file("sbom.json", {
    bomFormat: "CycloneDX",
    components: [
      { name: "sanitize-html", version: "2.17.5" },
      { name: "@fastify/cookie", version: "11.1.5" },
    ],
  });
  const pinned = file("package.json", { dependencies: { "sanitize-html": "2.17.5" } });
  const list = (affected: string) =>
    file(`list-${affected.replace(/\W/g, "")}.json`, {
      vulnerabilities: [
        { package: "@fastify/cookie", affected, advisory: "GHSA-test-0000-0000", note: "A test entry." },
      ],
    });
  const run = (...args: string[]) => {
    try {
      const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/check-dependencies.ts", ...args], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      return { code: 0, out };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, out: failed.stderr };
    }
  };

  it("fails, naming the package and the advisory, when an installed production package is in a listed range", () => {
    const result = run(sbom, list(">=11.0.0 <11.2.0"), pinned);
    expect(result.code).toBe(1);
    expect(result.out).toContain("@fastify/cookie@11.1.5 is affected by GHSA-test-0000-0000");
  });

  it("passes when no installed package is in a listed range", () => {
    const result = run(sbom, list("<11.1.5"), pinned);
    expect(result).toEqual({ code: 0, out: expect.stringContaining("2 production packages checked") });
  });

  it("fails when package.json names a range", () => {
    const result = run(sbom, list("<11.1.5"), file("ranged.json", { dependencies: { "sanitize-html": "^2.17.5" } }));
    expect(result.code).toBe(1);
    expect(result.out).toContain('not pinned to one version: dependencies: sanitize-html "^2.17.5"');
  });
}, 30_000);
