import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setMediaMatches } from "#tests/setup/browser-apis";
import { reducedMotionQuery } from "~/lib/breakpoints";
import { enOnMachinePages } from "~/i18n/messages/en";
import { ruOnMachinePages } from "~/i18n/messages/ru";
import { Slideshow } from "./slideshow";

const slides = ["Tape line", "Winder", "Loom"].map((name) => <p key={name}>{name}</p>);

function renderSlideshow(interval = 3000) {
  render(<Slideshow label="Woven packaging machines" slides={slides} interval={interval} words={enOnMachinePages} />);
  return screen.getByRole("region", { name: "Woven packaging machines" });
}

const currentSlide = () => screen.getAllByRole("group").find((slide) => slide.dataset.active === "true");

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("Slideshow", () => {
  it("is a labelled carousel of labelled slides, every slide in the prerendered HTML", () => {
    const html = renderToString(
      <Slideshow label="Woven packaging machines" slides={slides} words={enOnMachinePages} />,
    );
    for (const name of ["Tape line", "Winder", "Loom"]) expect(html).toContain(name);

    const carousel = renderSlideshow();
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 of 3",
      "2 of 3",
      "3 of 3",
    ]);
    expect(currentSlide()).toHaveTextContent("Tape line");
  });

  it("advances every interval and wraps after the last slide", () => {
    renderSlideshow(2500);
    act(() => vi.advanceTimersByTime(2499));
    expect(currentSlide()).toHaveTextContent("Tape line");
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toHaveTextContent("Winder");
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()).toHaveTextContent("Tape line");
  });

  it("pauses while the mouse is over it", () => {
    const carousel = renderSlideshow();
    fireEvent.pointerEnter(carousel, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toHaveTextContent("Tape line");
    fireEvent.pointerLeave(carousel, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toHaveTextContent("Winder");
  });

  it("pauses while focus is inside it, and lets screen readers hear the slides then", () => {
    renderSlideshow();
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toHaveTextContent("Tape line");
    expect(currentSlide()?.parentElement).toHaveAttribute("aria-live", "polite");
  });

  it("does not advance on its own for visitors who prefer reduced motion", () => {
    setMediaMatches([reducedMotionQuery]);
    renderSlideshow();
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toHaveTextContent("Tape line");
    expect(screen.queryByRole("button", { name: "Stop slideshow" })).not.toBeInTheDocument();
  });

  it("stops and starts again from its rotation button", () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole("button", { name: "Stop slideshow" }));
    act(() => screen.getByRole("button", { name: "Start slideshow" }).blur());
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toHaveTextContent("Tape line");
    fireEvent.click(screen.getByRole("button", { name: "Start slideshow" }));
    act(() => screen.getByRole("button", { name: "Stop slideshow" }).blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toHaveTextContent("Winder");
  });

  it("moves with previous, next and the dots, wrapping around", () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentSlide()).toHaveTextContent("Loom");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toHaveTextContent("Tape line");
    fireEvent.click(screen.getByRole("button", { name: "Show slide 2" }));
    expect(currentSlide()).toHaveTextContent("Winder");
    expect(screen.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
  });

  it("keeps the hidden slides out of reach of the keyboard", () => {
    render(
      <Slideshow label="Links" slides={[<a href="/a">First</a>, <a href="/b">Second</a>]} words={enOnMachinePages} />,
    );
    const [first, second] = screen.getAllByRole("group", { hidden: true });
    expect(first).not.toHaveAttribute("inert");
    expect(second).toHaveAttribute("inert");
  });

  it("names its slides and buttons in the words it is given", () => {
    render(<Slideshow label="Линия экструзии плоской нити" slides={slides} words={ruOnMachinePages} />);
    expect(screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 из 3",
      "2 из 3",
      "3 из 3",
    ]);
    for (const name of ["Остановить слайд-шоу", "Предыдущий слайд", "Показать слайд 2", "Следующий слайд"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
  });
});
