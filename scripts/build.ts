/**
 * `npm run build` (tsx scripts/build.ts): builds what changed since the last build, each step on
 * its own line with its time, then a summary. The steps are in scripts/build/steps.ts.
 *
 *   npm run build                   everything that is out of date
 *   npm run build -- media site     only these steps (and the steps they need)
 *   npm run build -- --force        every step, whatever changed
 *   npm run build -- --verbose      with react-router build's own output
 *
 * `npm start`, `npm test` and the API tests run it before they use the build; when nothing
 * changed it only checks (well under a second). A second build started meanwhile waits for the first.
 */
import path from "node:path";
import { BuildError, runSteps, type StepOutcome } from "./build/runner";
import { BUILD_STATE, ROOT, buildSteps } from "./build/steps";

// Builds are for production whoever starts them (a test runner sets NODE_ENV=test).
process.env.NODE_ENV = "production";

async function build(args: readonly string[]): Promise<StepOutcome[]> {
  const flags = new Set(args.filter((arg) => arg.startsWith("--")));
  const unknown = [...flags].filter((flag) => !["--force", "--verbose"].includes(flag));
  if (unknown.length) throw new BuildError(`unknown option ${unknown.join(", ")} (--force, --verbose)`);
  const only = args.filter((arg) => !arg.startsWith("--"));
  return runSteps(buildSteps({ verbose: flags.has("--verbose") }), {
    root: ROOT,
    statePath: path.join(ROOT, BUILD_STATE),
    only: only.length ? only : undefined,
    force: flags.has("--force"),
  });
}

const started = performance.now();
try {
  const outcomes = await build(process.argv.slice(2));
  const ran = outcomes.filter((outcome) => outcome.status === "ran").length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    ran ? `build: ${ran} of ${outcomes.length} steps ran, ${seconds} s` : `build: up to date (${seconds} s to check)`,
  );
} catch (error) {
  if (!(error instanceof BuildError)) throw error;
  for (const outcome of error.outcomes.filter((o) => o.status === "failed")) {
    console.error(`\n${outcome.name} failed:`);
    console.error(outcome.error instanceof Error ? (outcome.error.stack ?? outcome.error.message) : outcome.error);
  }
  console.error(`\n${error.message}`);
  process.exitCode = 1;
}
