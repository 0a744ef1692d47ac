// A machine's films and a news item's videos in the editor: each part's text box tied to its hint
// and to the contract's message for it, and films added and removed.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { FieldErrors, FilmEntry, VideoEntry } from "~/features/admin/content/form-values";
import { FilmsField, VideosField } from "./film-list-field";

const video: VideoEntry = { title: "The tape line at work", clip: "", youtube: "youtube.com/oops" };
const film: FilmEntry = { title: "The tape line running", thumbnail: "tape-line", clip: "", youtubeId: "" };

function renderVideos(errors: FieldErrors) {
  render(
    <VideosField
      spec={{ name: "videos", label: "Videos", kind: "videos", max: 4 }}
      videos={[video]}
      errors={errors}
      onChange={() => undefined}
    />,
  );
}

function renderFilms(errors: FieldErrors = {}) {
  const latest = { films: [film] };
  function Holder() {
    const [films, setFilms] = useState(latest.films);
    latest.films = films;
    return (
      <FilmsField
        spec={{ name: "films", label: "Films", kind: "films", max: 2 }}
        films={films}
        errors={errors}
        onChange={setFilms}
      />
    );
  }
  render(<Holder />);
  return latest;
}

describe("a news item's videos in the editor", () => {
  it("ties the YouTube box to its hint and to the contract's message, under the box's own id", () => {
    renderVideos({ "videos.0.youtubeId": "Not a YouTube address" });
    const box = screen.getByRole("textbox", { name: "YouTube address of video 1" });
    // The editor focuses the first wrong part by this id (the form calls the part `youtube`).
    expect(box).toHaveAttribute("id", "field-videos-0-youtube");
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription("e.g. https://youtu.be/… Not a YouTube address");
    // The message's id is the box's, as the kit's Field gives every control.
    expect(document.getElementById(`${box.id}-error`)).toHaveTextContent("Not a YouTube address");
  });

  it("leaves a part without a message valid, described by its hint alone", () => {
    renderVideos({});
    const clip = screen.getByRole("textbox", { name: "Site clip of video 1" });
    expect(clip).toBeValid();
    expect(clip).toHaveAccessibleDescription("A story's own clip, by its name in content/media/video (optional).");
  });
});

describe("a machine's films in the editor", () => {
  it("ties a film's part to the contract's message for it", () => {
    renderFilms({ "films.0.clip": "No clip of that name" });
    const clip = screen.getByRole("textbox", { name: "Clip of film 1" });
    expect(clip).toHaveAttribute("id", "field-films-0-clip");
    expect(clip).toHaveAccessibleDescription(
      "The site's clip, by its name in content/media/video. No clip of that name",
    );
  });

  it("adds films up to the most the contract allows, and removes one", async () => {
    const latest = renderFilms();
    await userEvent.click(screen.getByRole("button", { name: "Add a film" }));
    expect(latest.films).toEqual([film, { title: "", thumbnail: "", clip: "", youtubeId: "" }]);
    expect(screen.queryByRole("button", { name: "Add a film" })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Title of film 2" }), "Compact line");
    expect(latest.films[1]?.title).toBe("Compact line");
    await userEvent.click(screen.getByRole("button", { name: "Remove film 1" }));
    expect(latest.films).toEqual([{ title: "Compact line", thumbnail: "", clip: "", youtubeId: "" }]);
  });
});
