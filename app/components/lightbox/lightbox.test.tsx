import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageLanguageProvider, PageTextProvider } from "~/i18n/messages";
import { enOnMachinePages } from "~/i18n/messages/en";
import { ruInBrowser, ruOnMachinePages, ruOnSitePages } from "~/i18n/messages/ru";
import { LIGHTBOX_TRANSITION_MS, Lightbox, type LightboxImage, type LightboxWords } from "./lightbox";

const images: LightboxImage[] = Array.from({ length: 8 }, (_, i) => ({
  src: `/media/plastindia-2018-${i + 1}.jpg`,
  alt: `Stand photo ${i + 1}`,
}));

function Gallery({ start = 0, words = enOnMachinePages }: { start?: number; words?: LightboxWords }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpenIndex(start)}>
        Open gallery
      </button>
      <Lightbox
        title="PLASTINDIA 2018"
        images={images}
        openIndex={openIndex}
        onClose={() => setOpenIndex(null)}
        words={words}
      />
    </>
  );
}

function openGallery(start = 0) {
  render(<Gallery start={start} />);
  fireEvent.click(screen.getByRole("button", { name: "Open gallery" }));
}

const shownImage = () => screen.getByRole("img");
const next = () => fireEvent.click(screen.getByRole("button", { name: "Next image" }));
const previous = () => fireEvent.click(screen.getByRole("button", { name: "Previous image" }));
const waitOutTransition = () => act(() => vi.advanceTimersByTime(LIGHTBOX_TRANSITION_MS));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("Lightbox", () => {
  it("opens on the chosen image in a dialog named after the gallery, with a counter", () => {
    openGallery(2);
    expect(screen.getByRole("dialog", { name: "PLASTINDIA 2018" })).toBeInTheDocument();
    expect(shownImage()).toHaveAttribute("alt", "Stand photo 3");
    expect(screen.getByText("3 / 8")).toBeInTheDocument();
  });

  it("wraps from the last image to the first and back", () => {
    openGallery(7);
    next();
    expect(shownImage()).toHaveAttribute("alt", "Stand photo 1");
    expect(screen.getByText("1 / 8")).toBeInTheDocument();
    waitOutTransition();
    previous();
    expect(shownImage()).toHaveAttribute("alt", "Stand photo 8");
  });

  it("takes one step per 300 ms however fast the clicks come", () => {
    openGallery(0);
    next();
    next();
    next();
    expect(shownImage()).toHaveAttribute("alt", "Stand photo 2");
    waitOutTransition();
    next();
    expect(shownImage()).toHaveAttribute("alt", "Stand photo 3");
  });

  it("steps with the arrow keys", () => {
    openGallery(4);
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(shownImage()).toHaveAttribute("alt", "Stand photo 6");
    waitOutTransition();
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    expect(shownImage()).toHaveAttribute("alt", "Stand photo 5");
  });

  it("closes with the close mark", () => {
    openGallery(0);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("names its buttons in the page's language: its steps from its words, its close mark from the page's text", () => {
    render(
      <PageLanguageProvider locale="ru" messages={ruInBrowser}>
        <PageTextProvider messages={{ Close: ruOnSitePages.Close }}>
          <Gallery words={ruOnMachinePages} />
        </PageTextProvider>
      </PageLanguageProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Open gallery" }));
    const dialog = screen.getByRole("dialog", { name: "PLASTINDIA 2018" });
    for (const name of ["Закрыть", "Предыдущее фото", "Следующее фото"])
      expect(within(dialog).getByRole("button", { name })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Close|image/ })).not.toBeInTheDocument();
  });
});
