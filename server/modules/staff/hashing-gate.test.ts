import { describe, expect, it } from "vitest";
import { HashingGate } from "./hashing-gate";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("the password hashing gate", () => {
  it("runs at most `concurrency` at once, queues `queue` more and refuses the rest", async () => {
    const gate = new HashingGate(2, 1);
    let running = 0;
    let most = 0;
    const blockers = [deferred(), deferred(), deferred()];
    const tickets = [gate.tryEnter(), gate.tryEnter(), gate.tryEnter()];
    expect(tickets.every(Boolean)).toBe(true);
    expect(gate.tryEnter()).toBeUndefined();
    const runs = tickets.map((ticket, i) =>
      ticket!.run(async () => {
        running++;
        most = Math.max(most, running);
        await blockers[i]!.promise;
        running--;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(running).toBe(2);
    blockers.forEach((b) => b.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(most).toBe(2);
    // Everything is free again.
    expect([gate.tryEnter(), gate.tryEnter(), gate.tryEnter()].every(Boolean)).toBe(true);
  });

  it("takes a cancelled ticket back, and frees the place when the work throws", async () => {
    const gate = new HashingGate(1, 0);
    const ticket = gate.tryEnter()!;
    expect(gate.tryEnter()).toBeUndefined();
    ticket.cancel();
    const second = gate.tryEnter()!;
    await expect(second.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(gate.tryEnter()).toBeDefined();
  });
});
