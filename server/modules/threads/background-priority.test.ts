import { readlinkSync } from "node:fs";
import { getPriority } from "node:os";
import { Piscina } from "piscina";
import { describe, expect, it } from "vitest";
import { workerFile } from "./worker-file";

const onLinux = process.platform === "linux";

describe.runIf(onLinux)("a background thread's priority", () => {
  it("is lowered to the lowest for that thread alone, the process's own thread keeping its own", async () => {
    const before = getPriority(process.pid);
    const pool = new Piscina<void, { lowered: boolean; threadId: number; priority: number }>({
      ...workerFile(
        new URL("../../../tests/fixtures/threads/lowered-thread.ts", import.meta.url).href,
        "lowered-thread",
      ),
      maxThreads: 1,
    });
    const seen = await pool.run();
    await pool.destroy();
    expect(seen.lowered).toBe(true);
    expect(seen.threadId).not.toBe(process.pid);
    expect(seen.priority).toBe(19);
    expect(getPriority(process.pid)).toBe(before);
    expect(Number(readlinkSync("/proc/thread-self").split("/").pop())).toBe(process.pid);
  });
});
