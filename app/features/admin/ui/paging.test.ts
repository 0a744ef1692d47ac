import { describe, expect, it } from "vitest";
import { pageCount, pagingText } from "./paging";

describe("paging", () => {
  it("reads 'Showing page X of N' with ten rows a page", () => {
    expect(pagingText(1, 10)).toBe("Showing page 1 of 1");
    expect(pagingText(2, 11)).toBe("Showing page 2 of 2");
    expect(pagingText(3, 1_000_000)).toBe("Showing page 3 of 100000");
  });

  it("counts an empty list as one page, so Previous and Next are both at an end", () => {
    expect(pageCount(0)).toBe(1);
    expect(pagingText(1, 0)).toBe("Showing page 1 of 1");
  });
});
