import { describe, expect, it } from "vitest";
import { writerThreads } from "./mail-transport";

describe("the .eml writer's threads", () => {
  it("are two for one process on two cores or more, one on a single core", () => {
    expect(writerThreads(1, 2)).toBe(2);
    expect(writerThreads(1, 16)).toBe(2);
    expect(writerThreads(1, 1)).toBe(1);
  });

  it("are shared out among worker processes, one each at least", () => {
    expect(writerThreads(2, 2)).toBe(1);
    expect(writerThreads(2, 4)).toBe(2);
    expect(writerThreads(4, 2)).toBe(1);
  });
});
