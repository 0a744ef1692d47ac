import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PictureProvider } from "~/components/picture/picture";
import type { PictureData } from "~/components/picture/picture-data";
import { enOnMachinePages } from "~/i18n/messages/en";
import type { Gallery } from "#content/schema";
import { GalleryCards } from "./gallery-cards";

const picture = (name: string): PictureData => ({
  name,
  hash: "0123456789",
  width: 1600,
  height: 1000,
  color: "#1d2f44",
  formats: ["webp"],
  widths: [480, 960, 1600],
  fallbackWidth: 960,
});

const gallery = (slug: string, title: string): Gallery => ({
  slug,
  title,
  year: 2018,
  place: "Gandhinagar, Gujarat",
  caption: "Our stand, with machines from across the range running for visitors.",
  images: [1, 2, 3].map((n) => ({ id: `${slug}-${n}`, src: `${slug}-${n}`, alt: `Photo ${n} of ${title}` })),
});

const galleries = [gallery("plastindia-2018", "PLASTINDIA 2018"), gallery("plastindia-2015", "PLASTINDIA 2015")];

function renderCards() {
  const pictures = Object.fromEntries(
    galleries.flatMap((g) => g.images.map((image) => [image.src, picture(image.src)] as const)),
  );
  return render(
    <PictureProvider pictures={pictures}>
      <GalleryCards galleries={galleries} words={{ ...enOnMachinePages, viewPhotos: "View {count} photos" }} />
    </PictureProvider>,
  );
}

const card = (title: string) => screen.getByRole("heading", { name: title, level: 3 }).closest("li")!;
const openButton = (title: string) => within(card(title)).getByRole("button", { name: `View 3 photos: ${title}` });

describe("GalleryCards", () => {
  it("opens the gallery from a click on the card's picture", () => {
    const { container } = renderCards();
    fireEvent.click(container.querySelector('img[data-picture="plastindia-2015-1"]')!);
    expect(screen.getByRole("dialog", { name: "PLASTINDIA 2015" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "PLASTINDIA 2018" })).toBeNull();
  });

  it("opens the gallery from a click on the title, and gives focus to the card's button when it closes", async () => {
    renderCards();
    fireEvent.click(screen.getByRole("heading", { name: "PLASTINDIA 2018", level: 3 }));
    const dialog = screen.getByRole("dialog", { name: "PLASTINDIA 2018" });
    fireEvent.click(within(dialog).getByRole("button", { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(openButton("PLASTINDIA 2018")).toHaveFocus();
  });

  it("opens the gallery from a click on the caption on the card's back", () => {
    renderCards();
    fireEvent.click(within(card("PLASTINDIA 2015")).getByText(/Our stand/));
    expect(screen.getByRole("dialog", { name: "PLASTINDIA 2015" })).toBeInTheDocument();
  });

  it("keeps one control per card: the button, with no interactive element around or inside it", () => {
    const { container } = renderCards();
    for (const title of ["PLASTINDIA 2018", "PLASTINDIA 2015"]) {
      const item = card(title);
      expect(within(item).getAllByRole("button")).toHaveLength(1);
      expect(item.querySelectorAll("a, [tabindex], [role=button]")).toHaveLength(0);
      expect(openButton(title).querySelector("a, button, [tabindex]")).toBeNull();
    }
    expect(container.querySelectorAll("button")).toHaveLength(2);
  });

  it("the button alone opens its gallery too", () => {
    renderCards();
    fireEvent.click(openButton("PLASTINDIA 2015"));
    expect(screen.getByRole("dialog", { name: "PLASTINDIA 2015" })).toBeInTheDocument();
  });
});
