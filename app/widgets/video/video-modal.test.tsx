import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PictureProvider } from "~/components/picture/picture";
import type { PictureData } from "~/components/picture/picture-data";
import { enOnMachinePages } from "~/i18n/messages/en";
import { type Film } from "./video-modal";
import { VideoCards } from "./video-cards";

const thumbnail: PictureData = {
  name: "video-tape-line",
  hash: "0123456789",
  width: 1600,
  height: 900,
  color: "#1d2f44",
  formats: ["webp"],
  widths: [480, 960, 1600],
  fallbackWidth: 960,
};

const clip = {
  sources: [
    { src: "/assets/media/video-tape-line.abcdef0123.webm", type: "video/webm", bytes: 60_000 },
    { src: "/assets/media/video-tape-line.abcdef0123.mp4", type: "video/mp4", bytes: 87_000 },
  ],
};

const film = (extra: Partial<Film> = {}): Film => ({
  title: "Tape line on test",
  poster: "video-tape-line",
  clip,
  ...extra,
});

function renderCards(films: Film[]) {
  return render(
    <PictureProvider pictures={{ [thumbnail.name]: thumbnail }}>
      <VideoCards
        videos={films.map((f) => ({ film: f, thumbnail: <span>thumbnail</span> }))}
        words={enOnMachinePages}
      />
    </PictureProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the video modal", () => {
  it("plays the site's own clip when the film has no confirmed YouTube ID, and loads nothing before", () => {
    const { container } = renderCards([film()]);
    expect(container.querySelector("video, iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /Play video.*Tape line on test/ }));
    const dialog = screen.getByRole("dialog", { name: "Tape line on test" });
    const video = dialog.querySelector("video")!;
    expect(video).toHaveAttribute("poster", "/assets/media/video-tape-line-960.0123456789.jpg");
    expect(video.autoplay && video.controls && video.loop && video.muted).toBe(true);
    expect([...video.querySelectorAll("source")].map((s) => s.getAttribute("src"))).toEqual(
      clip.sources.map((s) => s.src),
    );
    expect(dialog.querySelector("iframe")).toBeNull();
  });

  it("embeds YouTube, privacy-enhanced and autoplaying, once the film has a confirmed ID", () => {
    renderCards([film({ youtubeId: "aB3_dE-6gH9" })]);
    fireEvent.click(screen.getByRole("button", { name: /Play video/ }));
    const frame = screen.getByTitle("Tape line on test");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aB3_dE-6gH9?autoplay=1&rel=0");
    expect(screen.getByRole("dialog").querySelector("video")).toBeNull();
  });

  it("plays the clip and logs when an ID is malformed, instead of showing a broken frame", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderCards([film({ youtubeId: "jpTapeLine01" })]);
    fireEvent.click(screen.getByRole("button", { name: /Play video/ }));
    expect(screen.getByRole("dialog").querySelector("video")).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("jpTapeLine01"));
  });

  it("logs a clip that cannot be played", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderCards([film()]);
    fireEvent.click(screen.getByRole("button", { name: /Play video/ }));
    const sources = screen.getByRole("dialog").querySelectorAll("source");
    fireEvent.error(sources[0]!);
    expect(warn).not.toHaveBeenCalled();
    fireEvent.error(sources[1]!);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Tape line on test"));
  });

  it("stops the film when it closes: the player leaves the page", async () => {
    renderCards([film()]);
    fireEvent.click(screen.getByRole("button", { name: /Play video/ }));
    fireEvent.click(screen.getByRole("button", { name: /close/i }));
    expect(screen.getByRole("dialog", { hidden: true }).querySelector("video")).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
