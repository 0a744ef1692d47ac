import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reducedMotionQuery } from "~/lib/breakpoints";
import { setMediaMatches } from "#tests/setup/browser-apis";
import { HeroVideo } from "./hero-video";

const clip = {
  sources: [
    { src: "/assets/media/home-hero.aaaaaaaaaa.webm", type: "video/webm", bytes: 1 },
    { src: "/assets/media/home-hero.bbbbbbbbbb.mp4", type: "video/mp4", bytes: 1 },
  ],
};

describe("the home page background clip", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, "connection");
  });

  it("is not there at first, and starts muted and looping once the page has loaded and is idle", async () => {
    const { container } = render(<HeroVideo clip={clip} />);
    expect(container.querySelector("video")).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    const video = container.querySelector("video");
    expect(video).not.toBeNull();
    expect(video!.muted).toBe(true);
    expect(video!.loop).toBe(true);
    expect([...video!.querySelectorAll("source")].map((s) => s.getAttribute("type"))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
  });

  it("never starts for a visitor who prefers reduced motion", async () => {
    setMediaMatches([reducedMotionQuery]);
    const { container } = render(<HeroVideo clip={clip} />);
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(container.querySelector("video")).toBeNull();
  });

  it("never starts when the browser asks to save data", async () => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    const { container } = render(<HeroVideo clip={clip} />);
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(container.querySelector("video")).toBeNull();
  });

  it("goes away when reduced motion is switched on while it plays", async () => {
    const { container } = render(<HeroVideo clip={clip} />);
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(container.querySelector("video")).not.toBeNull();
    act(() => setMediaMatches([reducedMotionQuery]));
    expect(container.querySelector("video")).toBeNull();
  });
});
