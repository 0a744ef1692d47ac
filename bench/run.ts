// Runs the benchmarks one after another and writes each one's figures into bench/README.md.
// Usage: npm run bench -- [--only=bundle,lighthouse,ratio] [--skip=...] [/route ...] [--runs=3]
// Routes and --runs go to Lighthouse. Exit 1 if any benchmark fails its bar or cannot run.
import { main as bundleReport } from "./bundle-report";
import { main as lighthouse, parseArgs as lighthouseArgs } from "./lighthouse";
import { main as staticRatio } from "./static-ratio";

const argv = process.argv.slice(2);
const list = (name: string) =>
  argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(",");
const benchmarks: Record<string, () => Promise<boolean>> = {
  bundle: () => bundleReport(),
  lighthouse: () => lighthouse(lighthouseArgs(argv)),
  ratio: () => staticRatio(),
};
const unknown = [...(list("only") ?? []), ...(list("skip") ?? [])].filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(", ")}; choose from ${Object.keys(benchmarks).join(", ")}`);
  process.exit(2);
}
const chosen = Object.keys(benchmarks).filter(
  (name) => (list("only") ?? [name]).includes(name) && !(list("skip") ?? []).includes(name),
);

const outcomes: Record<string, string> = {};
for (const name of chosen) {
  console.log(`\n=== ${name} ===`);
  try {
    outcomes[name] = (await benchmarks[name]!()) ? "pass" : "FAIL (below its bar)";
  } catch (error) {
    const { stack, message } = error as Error;
    console.error(stack ?? message);
    outcomes[name] = `FAIL (${message.split("\n")[0]})`;
  }
}
console.log(
  `\n=== summary ===\n${Object.entries(outcomes)
    .map(([n, o]) => `${n}: ${o}`)
    .join("\n")}`,
);
console.log("figures written to bench/README.md and bench/.out/");
process.exit(Object.values(outcomes).every((o) => o === "pass") ? 0 : 1);
