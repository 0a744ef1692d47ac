/**
 * CI's dependency check (decision 047): `tsx scripts/check-dependencies.ts <sbom.json> [list.json]
 * [package.json]`. Fails (exit 1) when a production package of the SBOM is in a range of the
 * vulnerability list (default security/known-vulnerabilities.json), or when package.json names a
 * version that is not exact.
 */
import { readFileSync } from "node:fs";
import {
  type KnownVulnerability,
  packagesOfSbom,
  unpinnedDependencies,
  vulnerablePackages,
} from "./dependencies/vulnerable-packages";

const [sbomFile, listFile = "security/known-vulnerabilities.json", manifestFile = "package.json"] =
  process.argv.slice(2);
if (!sbomFile) {
  console.error("usage: tsx scripts/check-dependencies.ts <sbom.json> [known-vulnerabilities.json] [package.json]");
  process.exit(2);
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
const installed = packagesOfSbom(readJson(sbomFile));
const known = (readJson(listFile) as { vulnerabilities: KnownVulnerability[] }).vulnerabilities;
const found = vulnerablePackages(installed, known);
const unpinned = unpinnedDependencies(readJson(manifestFile) as Record<string, unknown>);

for (const { installed: pkg, vulnerability } of found) {
  console.error(
    `${pkg.name}@${pkg.version} is affected by ${vulnerability.advisory} (${vulnerability.affected}): ${vulnerability.note}`,
  );
}
for (const entry of unpinned) console.error(`not pinned to one version: ${entry}`);
if (found.length > 0 || unpinned.length > 0) process.exit(1);
console.log(
  `dependencies: ${installed.length} production packages checked against ${known.length} known vulnerabilities; none affected, all pinned`,
);
