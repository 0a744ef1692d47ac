/**
 * Runs build steps that declare what they read and what they make. A step runs when the contents
 * of its inputs differ from its last successful run, when one of its outputs is missing, or when a
 * step it needs produced something new since; otherwise it is skipped. Steps run as soon as what
 * they need is done, so independent steps run at the same time. The state (a fingerprint per step)
 * is kept in one JSON file, and a lock beside it lets one run at a time use it: a second run waits.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import lockfile from "proper-lockfile";
import { glob } from "tinyglobby";

export interface Step {
  name: string;
  /** Steps that finish before this one starts; when one of them produced something new, this one runs again. */
  needs?: readonly string[];
  /** Globs (relative to the root) of the files whose contents decide whether the step is up to date. */
  inputs: readonly string[];
  /** Environment variables that are inputs too, e.g. the client build's VITE_* settings. */
  env?: (name: string) => boolean;
  /** Files or folders the step makes; a missing one makes it run. */
  outputs: readonly string[];
  /** Does the work; may return a few words about what it did, for its line in the log. */
  run: () => Promise<string | void>;
  /**
   * What the steps that need this one see of a run. Without it, every run counts as new. A step
   * whose outputs are summed up by one file (a manifest) can return that file's hash, so a run that
   * changed nothing does not make the steps after it run.
   */
  result?: () => Promise<string>;
}

interface RunOptions {
  root: string;
  /** The JSON file that keeps each step's last fingerprint; the lock is made beside it. */
  statePath: string;
  /** Only these steps and the steps they need (default: all). */
  only?: readonly string[];
  /** Run every selected step whatever its state. */
  force?: boolean;
  log?: (line: string) => void;
  /** Leave the steps that are up to date out of the log. */
  quiet?: boolean;
  /** How long to wait for another run holding the lock (default 10 minutes). */
  lockWaitMs?: number;
}

export interface StepOutcome {
  name: string;
  status: "ran" | "up to date" | "failed" | "not run";
  ms: number;
  /** What the step said it did, or why it failed or did not run. */
  note?: string;
  error?: unknown;
}

interface StepState {
  fingerprint: string;
  result: string;
}
type State = Record<string, StepState>;

/** Tests sit beside the code they test and are not part of any build. */
const NOT_INPUTS = ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"];

export class BuildError extends Error {
  constructor(
    message: string,
    readonly outcomes: StepOutcome[] = [],
  ) {
    super(message);
    this.name = "BuildError";
  }
}

/** The selected steps with their needs, in declaration order; throws on an unknown name or a cycle. */
export function selectSteps(steps: readonly Step[], only?: readonly string[]): Step[] {
  const byName = new Map(steps.map((step) => [step.name, step]));
  if (byName.size !== steps.length) throw new BuildError("two build steps have the same name");
  const selected = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string, from?: string) => {
    const step = byName.get(name);
    if (!step) throw new BuildError(`unknown build step "${name}"${from ? ` (needed by ${from})` : ""}`);
    if (selected.has(name)) return;
    if (visiting.has(name)) throw new BuildError(`build steps need each other in a cycle through "${name}"`);
    visiting.add(name);
    for (const need of step.needs ?? []) visit(need, name);
    visiting.delete(name);
    selected.add(name);
  };
  for (const name of only ?? steps.map((step) => step.name)) visit(name);
  return steps.filter((step) => selected.has(step.name));
}

async function hashFile(file: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(file))
    .digest("hex");
}

/** Runs the selected steps under the lock; resolves with what each did, or rejects with BuildError. */
export async function runSteps(steps: readonly Step[], options: RunOptions): Promise<StepOutcome[]> {
  const selected = selectSteps(steps, options.only);
  const release = await acquireLock(options);
  try {
    return await runUnlocked(selected, options);
  } finally {
    await release();
  }
}

async function acquireLock({ statePath, log = console.log, lockWaitMs = 10 * 60_000 }: RunOptions) {
  await mkdir(path.dirname(statePath), { recursive: true });
  // The lock is a folder beside the state file, refreshed while held; one left by a killed run is
  // taken over once it has not been refreshed for `stale` milliseconds.
  const lockOptions = { realpath: false, stale: 20_000, update: 5_000 };
  try {
    return await lockfile.lock(statePath, lockOptions);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
  }
  log(`build: another build is running (${path.relative(process.cwd(), statePath)}.lock); waiting for it`);
  const retries = Math.max(1, Math.ceil(lockWaitMs / 1000));
  try {
    return await lockfile.lock(statePath, { ...lockOptions, retries: { retries, factor: 1, minTimeout: 1000, maxTimeout: 1000 } });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    throw new BuildError(`gave up after ${Math.round(lockWaitMs / 1000)} s waiting for another build to finish`);
  }
}

async function runUnlocked(
  selected: readonly Step[],
  { root, statePath, force = false, quiet = false, log = console.log }: RunOptions,
) {
  const state: State = await readFile(statePath, "utf8").then(
    (text) => JSON.parse(text) as State,
    () => ({}),
  );
  let saving = Promise.resolve();
  const save = () => {
    const snapshot = `${JSON.stringify(state, null, 1)}\n`;
    saving = saving.then(async () => {
      const partial = `${statePath}.${process.pid}.partial`;
      await writeFile(partial, snapshot);
      await rename(partial, statePath);
    });
    return saving;
  };

  const fileHashes = new Map<string, Promise<string>>();
  const fingerprint = async (step: Step) => {
    const files = await glob([...step.inputs], { cwd: root, ignore: NOT_INPUTS, dot: true, onlyFiles: true });
    const hash = createHash("sha256");
    for (const file of files.sort()) {
      let fileHash = fileHashes.get(file);
      if (!fileHash) fileHashes.set(file, (fileHash = hashFile(path.join(root, file))));
      hash.update(`file ${file} ${await fileHash}\n`);
    }
    for (const name of Object.keys(process.env).filter((key) => step.env?.(key)).sort())
      hash.update(`env ${name}=${process.env[name]}\n`);
    for (const need of step.needs ?? []) hash.update(`needs ${need} ${state[need]?.result ?? "never built"}\n`);
    return hash.digest("hex");
  };

  const width = Math.max(...selected.map((step) => step.name.length));
  const outcomes = new Map<string, StepOutcome>();
  const started = new Map<string, Promise<void>>();
  const runStep = (step: Step): Promise<void> => {
    let promise = started.get(step.name);
    if (promise) return promise;
    promise = (async () => {
      const needs = selected.filter((other) => step.needs?.includes(other.name));
      await Promise.all(needs.map(runStep));
      const blocked = needs.find((need) => ["failed", "not run"].includes(outcomes.get(need.name)!.status));
      if (blocked) {
        outcomes.set(step.name, { name: step.name, status: "not run", ms: 0, note: `${blocked.name} did not finish` });
        return;
      }
      const begin = performance.now();
      const print = ({ status, ms, note }: StepOutcome) =>
        log(`  ${step.name.padEnd(width)}  ${status === "ran" ? `${(ms / 1000).toFixed(1).padStart(5)} s` : status.padStart(7)}${note ? `  ${note}` : ""}`);
      const current = await fingerprint(step);
      const missing = step.outputs.find((output) => !existsSync(path.join(root, output)));
      if (!force && !missing && state[step.name]?.fingerprint === current) {
        const outcome = { name: step.name, status: "up to date" as const, ms: performance.now() - begin };
        outcomes.set(step.name, outcome);
        if (!quiet) print(outcome);
        return;
      }
      // Forget the step's last run first: a build stopped half-way leaves the step to be redone.
      delete state[step.name];
      await save();
      try {
        const note = (await step.run()) ?? undefined;
        const result = step.result ? await step.result() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        state[step.name] = { fingerprint: current, result };
        await save();
        const outcome = { name: step.name, status: "ran" as const, ms: performance.now() - begin, note };
        outcomes.set(step.name, outcome);
        print(outcome);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const note = message.split("\n", 1)[0];
        const outcome = { name: step.name, status: "failed" as const, ms: performance.now() - begin, note, error };
        outcomes.set(step.name, outcome);
        print(outcome);
      }
    })();
    started.set(step.name, promise);
    return promise;
  };

  await Promise.all(selected.map(runStep));
  await saving;
  const results = selected.map((step) => outcomes.get(step.name)!);
  const failed = results.filter((outcome) => outcome.status === "failed");
  if (failed.length) throw new BuildError(`build failed in ${failed.map((outcome) => outcome.name).join(", ")}`, results);
  return results;
}
