import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BuildError, runSteps, selectSteps, type Step } from "./runner";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe("the build runner", () => {
  let root: string;
  let ran: string[];
  const options = () => ({ root, statePath: path.join(root, ".generated/state.json"), log: () => {} });
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };
  /** A step that copies its one input to its one output, upper-cased, and notes that it ran. */
  const copyStep = (name: string, input: string, output: string, extra: Partial<Step> = {}): Step => ({
    name,
    inputs: [input],
    outputs: [output],
    run: async () => {
      ran.push(name);
      await write(output, (await readFile(path.join(root, input), "utf8")).toUpperCase());
    },
    ...extra,
  });

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "build-runner-"));
    ran = [];
    await write("src/a.txt", "a");
    await write("src/b.txt", "b");
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it("runs a step again only when an input's contents changed or an output is missing", async () => {
    const steps = [copyStep("a", "src/a.txt", "out/a.txt"), copyStep("b", "src/b.txt", "out/b.txt")];
    await runSteps(steps, options());
    expect(ran.sort()).toEqual(["a", "b"]);

    ran = [];
    const outcomes = await runSteps(steps, options());
    expect(ran).toEqual([]);
    expect(outcomes.map((o) => o.status)).toEqual(["up to date", "up to date"]);

    await write("src/a.txt", "a"); // the same contents, a newer time: not a change
    await write("src/b.txt", "b2");
    await runSteps(steps, options());
    expect(ran).toEqual(["b"]);
    expect(await readFile(path.join(root, "out/b.txt"), "utf8")).toBe("B2");

    ran = [];
    await rm(path.join(root, "out/a.txt"));
    await runSteps(steps, options());
    expect(ran).toEqual(["a"]);
  });

  it("leaves tests beside the code out of the inputs", async () => {
    const step: Step = { ...copyStep("a", "src/a.txt", "out/a.txt"), inputs: ["src/**"] };
    await runSteps([step], options());
    await write("src/a.test.ts", "it()");
    ran = [];
    await runSteps([step], options());
    expect(ran).toEqual([]);
  });

  it("counts the selected environment variables as inputs", async () => {
    const step = copyStep("a", "src/a.txt", "out/a.txt", { env: (name) => name === "BUILD_RUNNER_TEST_SETTING" });
    process.env.BUILD_RUNNER_TEST_SETTING = "one";
    try {
      await runSteps([step], options());
      await runSteps([step], options());
      process.env.BUILD_RUNNER_TEST_SETTING = "two";
      await runSteps([step], options());
    } finally {
      delete process.env.BUILD_RUNNER_TEST_SETTING;
    }
    expect(ran).toEqual(["a", "a"]);
  });

  it("runs a step after what it needs, and again when that produced something new", async () => {
    const steps = [
      copyStep("upper", "src/a.txt", "out/a.txt"),
      copyStep("again", "out/a.txt", "out/again.txt", { needs: ["upper"] }),
      copyStep("other", "src/b.txt", "out/b.txt"),
    ];
    await runSteps(steps, options());
    expect(ran.indexOf("upper")).toBeLessThan(ran.indexOf("again"));

    ran = [];
    await write("src/a.txt", "a2");
    await runSteps(steps, options());
    expect(ran).toEqual(["upper", "again"]);
  });

  it("does not make the steps after it run when a step's result says nothing changed", async () => {
    let result = "same";
    const steps = [
      copyStep("first", "src/a.txt", "out/a.txt", { inputs: ["src/**"], result: async () => result }),
      copyStep("after", "src/b.txt", "out/b.txt", { needs: ["first"] }),
    ];
    await runSteps(steps, options());
    ran = [];
    await write("src/c.txt", "an input of first alone");
    await runSteps(steps, options());
    expect(ran).toEqual(["first"]);
    ran = [];
    result = "different";
    await write("src/c.txt", "changed again");
    await runSteps(steps, options());
    expect(ran).toEqual(["first", "after"]);
  });

  it("runs independent steps at the same time", async () => {
    let running = 0;
    let most = 0;
    const slow = (name: string): Step => ({
      name,
      inputs: [],
      outputs: [],
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(50);
        running -= 1;
      },
    });
    await runSteps([slow("x"), slow("y"), slow("z")], { ...options(), force: true });
    expect(most).toBe(3);
  });

  it("reports a failed step, skips what needs it, and runs it again next time", async () => {
    let fail = true;
    const steps = [
      copyStep("breaks", "src/a.txt", "out/a.txt", {
        run: async () => {
          ran.push("breaks");
          if (fail) throw new Error("the generator broke\nwith details");
          await write("out/a.txt", "A");
        },
      }),
      copyStep("after", "src/b.txt", "out/b.txt", { needs: ["breaks"] }),
      copyStep("apart", "src/b.txt", "out/apart.txt"),
    ];
    const error = await runSteps(steps, options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).message).toBe("build failed in breaks");
    expect((error as BuildError).outcomes.map((o) => [o.name, o.status, o.note])).toEqual([
      ["breaks", "failed", "the generator broke"],
      ["after", "not run", "breaks did not finish"],
      ["apart", "ran", undefined],
    ]);
    fail = false;
    ran = [];
    await runSteps(steps, options());
    expect(ran.sort()).toEqual(["after", "breaks"]);
  });

  it("runs only the named steps and what they need", async () => {
    const steps = [
      copyStep("upper", "src/a.txt", "out/a.txt"),
      copyStep("again", "out/a.txt", "out/again.txt", { needs: ["upper"] }),
      copyStep("other", "src/b.txt", "out/b.txt"),
    ];
    await runSteps(steps, { ...options(), only: ["again"] });
    expect(ran).toEqual(["upper", "again"]);
    expect(existsSync(path.join(root, "out/b.txt"))).toBe(false);
    expect(() => selectSteps(steps, ["nonesuch"])).toThrow('unknown build step "nonesuch"');
    const cycle = [
      { ...steps[0]!, needs: ["again"] },
      { ...steps[1]!, needs: ["upper"] },
    ];
    expect(() => selectSteps(cycle)).toThrow("cycle");
  });

  it("lets one run at a time use the state: a second run waits for the first, then finds nothing to do", async () => {
    const lines: string[] = [];
    const step: Step = {
      ...copyStep("slow", "src/a.txt", "out/a.txt"),
      run: async () => {
        ran.push("slow");
        await sleep(1500);
        await write("out/a.txt", "A");
      },
    };
    const first = runSteps([step], options());
    await sleep(200);
    const second = runSteps([step], { ...options(), log: (line) => lines.push(line) });
    const [, outcomes] = await Promise.all([first, second]);
    expect(ran).toEqual(["slow"]);
    expect(outcomes.map((o) => o.status)).toEqual(["up to date"]);
    expect(lines[0]).toMatch(/another build is running/);
  });

  it("gives up waiting for the lock with a clear message", async () => {
    const step: Step = { name: "slow", inputs: [], outputs: [], run: () => sleep(2500) };
    const first = runSteps([step], options());
    await sleep(200);
    await expect(runSteps([step], { ...options(), lockWaitMs: 1000 })).rejects.toThrow(
      "gave up after 1 s waiting for another build to finish",
    );
    await first;
  });
});
