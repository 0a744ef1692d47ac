import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast, showToast } from "./toast-store";
import { Toaster } from "./toaster";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Toaster", () => {
  it("shows a success as a status and closes it after 5 seconds by default", () => {
    render(<Toaster />);
    act(() => {
      showToast("Inquiry sent successfully!", { tone: "success" });
    });
    expect(screen.getByRole("status")).toHaveTextContent("Inquiry sent successfully!");
    wait(4999);
    expect(screen.getByRole("status")).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("closes each toast after its own duration", () => {
    render(<Toaster />);
    act(() => {
      showToast("Inquiry saved", { duration: 3000 });
      showToast("Application submitted", { duration: 4000 });
    });
    wait(3000);
    expect(screen.queryByText("Inquiry saved")).not.toBeInTheDocument();
    expect(screen.getByText("Application submitted")).toBeInTheDocument();
    wait(1000);
    expect(screen.queryByText("Application submitted")).not.toBeInTheDocument();
  });

  it("announces an error as an alert", () => {
    render(<Toaster />);
    act(() => {
      showToast("Submission failed! Please try again.", { tone: "error" });
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Submission failed! Please try again.");
  });

  it("closes at once from its dismiss button", () => {
    render(<Toaster />);
    act(() => {
      showToast("Inquiry sent successfully!");
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Inquiry sent successfully!")).not.toBeInTheDocument();
  });

  it("waits while the pointer rests on it, then finishes its time", () => {
    render(<Toaster />);
    act(() => {
      showToast("Inquiry sent successfully!", { duration: 3000 });
    });
    wait(2000);
    fireEvent.pointerEnter(screen.getByRole("listitem"));
    wait(10_000);
    expect(screen.getByText("Inquiry sent successfully!")).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole("listitem"));
    wait(999);
    expect(screen.getByText("Inquiry sent successfully!")).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText("Inquiry sent successfully!")).not.toBeInTheDocument();
  });

  it("sits in a labelled region so it is found outside the page content", () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: "Notifications" })).toBeInTheDocument();
  });
});
