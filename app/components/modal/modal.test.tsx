import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setMediaMatches } from "#tests/setup/browser-apis";
import { reducedMotionQuery } from "~/lib/breakpoints";
import { MODAL_CLOSE_MS, Modal } from "./modal";

function CatalogueRequest() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Download catalogue
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Request the catalogue">
        <p>We e-mail it to you.</p>
        <button type="button">Send</button>
      </Modal>
    </>
  );
}

const openerButton = () => screen.getByRole("button", { name: "Download catalogue" });
const dialog = () => screen.queryByRole("dialog", { name: "Request the catalogue" });

/** Opens the dialog with fake timers running, so the closing animation can be stepped through. */
function openWithFakeTimers() {
  vi.useFakeTimers();
  render(<CatalogueRequest />);
  act(() => openerButton().focus());
  fireEvent.click(openerButton());
}

function finishClosing() {
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Modal", () => {
  it("renders nothing while closed", () => {
    render(<CatalogueRequest />);
    expect(dialog()).not.toBeInTheDocument();
  });

  it("opens as a dialog named by its title, with focus inside it", async () => {
    const user = userEvent.setup();
    render(<CatalogueRequest />);
    await user.click(openerButton());
    expect(dialog()).toBeInTheDocument();
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText("We e-mail it to you.")).toBeVisible();
  });

  it("closes with the close mark after a 300 ms closing animation, then gives focus back to the opener", () => {
    openWithFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog()).toHaveAttribute("data-closing");

    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS - 1));
    expect(dialog()).toBeInTheDocument();
    finishClosing();
    expect(dialog()).not.toBeInTheDocument();
    expect(openerButton()).toHaveFocus();
  });

  it("closes on Escape", () => {
    openWithFakeTimers();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(dialog()).toHaveAttribute("data-closing");
    finishClosing();
    expect(dialog()).not.toBeInTheDocument();
  });

  it("closes on a click on the backdrop but not on a click inside the panel", () => {
    openWithFakeTimers();
    const element = dialog()!;
    fireEvent.pointerDown(screen.getByText("We e-mail it to you."));
    fireEvent.click(screen.getByText("We e-mail it to you."));
    expect(element).not.toHaveAttribute("data-closing");

    fireEvent.pointerDown(screen.getByText("We e-mail it to you."));
    fireEvent.click(element);
    expect(element).not.toHaveAttribute("data-closing");

    fireEvent.pointerDown(element);
    fireEvent.click(element);
    expect(element).toHaveAttribute("data-closing");
  });

  it("locks page scroll from opening until the closing animation ends", () => {
    openWithFakeTimers();
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(document.body.style.overflow).toBe("hidden");
    finishClosing();
    expect(document.body.style.overflow).toBe("");
  });

  it("leaves at once when the visitor prefers reduced motion", () => {
    setMediaMatches([reducedMotionQuery]);
    openWithFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    act(() => vi.advanceTimersByTime(0));
    expect(dialog()).not.toBeInTheDocument();
  });

  it("stays open when reopened during its closing animation", () => {
    openWithFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    fireEvent.click(openerButton());
    finishClosing();
    expect(dialog()).toBeInTheDocument();
    expect(dialog()).not.toHaveAttribute("data-closing");
  });
});
