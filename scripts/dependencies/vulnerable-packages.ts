/**
 * The dependency check CI runs (decision 047): the production packages an SBOM lists against the
 * vulnerability list the repository carries, and package.json's versions, which must be exact.
 * A range here is npm's comparator syntax, enough for advisories: comparators (`<`, `<=`, `>`,
 * `>=`, `=` or none) joined by spaces, alternatives joined by `||`.
 */

export interface KnownVulnerability {
  package: string;
  /** The affected versions, e.g. ">=7.0.0 <7.5.2 || <5.7.2". */
  affected: string;
  /** The advisory's id, e.g. GHSA-c2qf-rxjj-qqgw or CVE-2022-25883. */
  advisory: string;
  note: string;
}

export interface InstalledPackage {
  name: string;
  version: string;
}

type Version = [number, number, number, string];

function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0), match[4] ?? ""];
}

/** Negative, zero or positive as `a` is below, at or above `b`; a prerelease is below its release. */
function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  if (a[3] === b[3]) return 0;
  if (a[3] === "") return 1;
  if (b[3] === "") return -1;
  return a[3] < b[3] ? -1 : 1;
}

const COMPARATOR = /^(<=|>=|<|>|=)?\s*(\S+)$/;

/** Whether `version` is in `range`; throws on a range it cannot read, so a typo never passes silently. */
export function inRange(version: string, range: string): boolean {
  const installed = parseVersion(version);
  if (!installed) return false;
  return range.split("||").some((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/([<>=])\s+/g, "$1")
      .split(/\s+/);
    return comparators.every((comparator) => {
      const match = COMPARATOR.exec(comparator.trim());
      const bound = match ? parseVersion(match[2]!) : undefined;
      if (!match || !bound) throw new Error(`cannot read the range "${range}"`);
      const order = compare(installed, bound);
      switch (match[1]) {
        case "<":
          return order < 0;
        case "<=":
          return order <= 0;
        case ">":
          return order > 0;
        case ">=":
          return order >= 0;
        default:
          return order === 0;
      }
    });
  });
}

/** The production packages of a CycloneDX SBOM (`npm sbom --sbom-format cyclonedx --omit dev`). */
export function packagesOfSbom(sbom: unknown): InstalledPackage[] {
  const components = (sbom as { components?: unknown }).components;
  if (!Array.isArray(components)) throw new Error("the SBOM has no components list");
  return components.flatMap((component: { name?: unknown; version?: unknown; group?: unknown }) =>
    typeof component.name === "string" && typeof component.version === "string"
      ? [
          {
            name:
              typeof component.group === "string" && component.group
                ? `${component.group}/${component.name}`
                : component.name,
            version: component.version,
          },
        ]
      : [],
  );
}

/** Every installed package that falls in a listed range, with the advisory. */
export function vulnerablePackages(
  installed: readonly InstalledPackage[],
  known: readonly KnownVulnerability[],
): { installed: InstalledPackage; vulnerability: KnownVulnerability }[] {
  return installed.flatMap((pkg) =>
    known
      .filter((vulnerability) => vulnerability.package === pkg.name && inRange(pkg.version, vulnerability.affected))
      .map((vulnerability) => ({ installed: pkg, vulnerability })),
  );
}

/** package.json's dependencies, devDependencies and overrides whose version is not one exact version. */
export function unpinnedDependencies(manifest: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const field of ["dependencies", "devDependencies", "optionalDependencies", "overrides"]) {
    const entries = (manifest[field] ?? {}) as Record<string, unknown>;
    for (const [name, version] of Object.entries(entries)) {
      if (typeof version !== "string" || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
        found.push(`${field}: ${name} ${JSON.stringify(version)}`);
      }
    }
  }
  return found;
}
