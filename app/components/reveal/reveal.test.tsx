import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setMediaMatches } from "#tests/setup/browser-apis";
import { reducedMotionQuery } from "~/lib/breakpoints";
import { REVEAL_ROOT_MARGIN, REVEAL_THRESHOLD, Reveal } from "./reveal";

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(ratio = 0.1) {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true, intersectionRatio: ratio }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

function placeBlocksAt(top: number) {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Reveal", () => {
  it("is visible in the prerendered HTML", () => {
    const html = renderToString(<Reveal>Corporate film</Reveal>);
    expect(html).toContain('data-reveal="visible"');
    expect(html).toContain("Corporate film");
  });

  it("leaves a block that is already on screen visible and unobserved", () => {
    placeBlocksAt(100);
    render(<Reveal>Intro</Reveal>);
    expect(screen.getByText("Intro")).toHaveAttribute("data-reveal", "visible");
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it("hides a block below the fold until 10% of it comes within 50px, then fades it in once", () => {
    placeBlocksAt(window.innerHeight + 400);
    render(<Reveal>Export statistics</Reveal>);
    const block = screen.getByText("Export statistics");
    expect(block).toHaveAttribute("data-reveal", "waiting");

    const observer = FakeIntersectionObserver.instances[0]!;
    expect(observer.options).toEqual({ threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN });
    expect(REVEAL_THRESHOLD).toBe(0.1);
    expect(REVEAL_ROOT_MARGIN).toBe("50px");

    act(() => observer.enter());
    expect(block).toHaveAttribute("data-reveal", "revealing");
    expect(observer.disconnected).toBe(true);
  });

  it("hides and animates nothing when the visitor prefers reduced motion", () => {
    setMediaMatches([reducedMotionQuery]);
    placeBlocksAt(window.innerHeight + 400);
    render(<Reveal>Machinery range</Reveal>);
    expect(screen.getByText("Machinery range")).toHaveAttribute("data-reveal", "visible");
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it("renders the element it is asked for, with the caller's class", () => {
    placeBlocksAt(0);
    render(
      <ul>
        <Reveal as="li" className="stat">
          44+ countries
        </Reveal>
      </ul>,
    );
    const item = screen.getByRole("listitem");
    expect(item).toHaveClass("reveal", "stat");
    expect(item).toHaveTextContent("44+ countries");
  });
});
