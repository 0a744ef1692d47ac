import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PictureProvider } from "~/components/picture/picture";
import type { PictureData } from "~/components/picture/picture-data";
import { LoopingClip } from "./looping-clip";

const still: PictureData = {
  name: "news-bbb-machine",
  hash: "2447c391e0",
  width: 1600,
  height: 900,
  color: "#39424d",
  formats: ["webp"],
  widths: [480, 960, 1600],
  fallbackWidth: 960,
};
const clip = {
  sources: [{ src: "/assets/media/news-bbb-machine.9072759fea.webm", type: "video/webm", bytes: 26_396 }],
};
const LABEL = "The block bottom valve sack machine forming and sealing sacks";

/** Observers the test makes report: `near()` says every observed element is on screen. */
function fakeObservers() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    near: () =>
      act(() => {
        for (const callback of callbacks.splice(0))
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

function renderClip() {
  return render(
    <PictureProvider pictures={{ [still.name]: still }}>
      <LoopingClip clip={clip} poster={still.name} label={LABEL} />
    </PictureProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("a looping news clip", () => {
  it("is a lazily loaded still in the page, the size the layout needs, and no video", () => {
    const { container } = renderClip();
    const image = container.querySelector("img")!;
    expect(image).toHaveAttribute("alt", LABEL);
    expect(image).toHaveAttribute("loading", "lazy");
    expect(container.querySelector("source")).toHaveAttribute("sizes", "(min-width: 769px) 25vw, 50vw");
    expect(container.querySelector("video")).toBeNull();
  });

  it("becomes the playing video when it comes near the screen, with the still as its poster", () => {
    const observers = fakeObservers();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
    const { container } = renderClip();
    expect(container.querySelector("video")).toBeNull();
    observers.near();
    const video = container.querySelector("video")!;
    expect(video).toHaveAttribute("aria-label", LABEL);
    expect(video).toHaveAttribute("poster", "/assets/media/news-bbb-machine-960.2447c391e0.jpg");
    expect(video.querySelector("source")).toHaveAttribute("src", clip.sources[0]!.src);
    observers.near();
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });

  it("stays a still for a visitor who prefers reduced motion", () => {
    const observers = fakeObservers();
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
    const { container } = renderClip();
    observers.near();
    expect(container.querySelector("video")).toBeNull();
    expect(container.querySelector("img")).not.toBeNull();
  });
});
