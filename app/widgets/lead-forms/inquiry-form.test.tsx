import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast } from "~/components/toast/toast-store";
import { InquiryForm } from "./inquiry-form";
import { apiError, contactValues, fillContact, mockFetch } from "./test-support";

beforeEach(() => {
  window.history.replaceState(null, "", "/Woven");
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe("InquiryForm", { timeout: 30_000 }, () => {
  async function fillInquiry(user: ReturnType<typeof userEvent.setup>) {
    await fillContact(user);
    await user.type(screen.getByLabelText("Message"), "Quotation for a 6-shuttle loom");
  }

  it("disables the fields and reads SENDING... while sending, then toasts success and clears the fields", async () => {
    let answer!: (value: { status: number; body: unknown }) => void;
    mockFetch(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<InquiryForm />);
    await fillInquiry(user);
    await user.click(screen.getByRole("button", { name: "SEND INQUIRY" }));
    expect(screen.getByRole("button", { name: "SENDING..." })).toBeDisabled();
    expect(screen.getByLabelText("Name")).toBeDisabled();
    await act(async () => answer({ status: 201, body: { message: "ok", notification: "sent" } }));
    expect(await screen.findByRole("status")).toHaveTextContent("Inquiry sent successfully!");
    expect(currentToasts()[0]).toMatchObject({ duration: 3000, tone: "success" });
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByRole("button", { name: "SEND INQUIRY" })).toBeEnabled();
  });

  it("warns when the inquiry was stored but the notification is queued", async () => {
    mockFetch({ status: 201, body: { message: "ok", notification: "queued" } });
    const user = userEvent.setup();
    render(<InquiryForm />);
    await fillInquiry(user);
    await user.click(screen.getByRole("button", { name: "SEND INQUIRY" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Inquiry saved but email notification failed. We'll still contact you!",
    );
    expect(currentToasts()[0]).toMatchObject({ tone: "warning", duration: 3000 });
  });

  it("shows the normal success when no staff notification is configured: that is not a failure", async () => {
    mockFetch({ status: 201, body: { message: "Inquiry sent successfully!", notification: "none" } });
    const user = userEvent.setup();
    render(<InquiryForm />);
    await fillInquiry(user);
    await user.click(screen.getByRole("button", { name: "SEND INQUIRY" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Inquiry sent successfully!");
    expect(currentToasts()[0]).toMatchObject({ tone: "success" });
  });

  it.each([
    ["an error answer", { status: 500, body: apiError("Something went wrong") }],
    ["a network failure", "network-failure"],
  ] as const)("says the submission failed on %s and keeps the fields", async (_case, answer) => {
    mockFetch(answer);
    const user = userEvent.setup();
    render(<InquiryForm />);
    await fillInquiry(user);
    await user.click(screen.getByRole("button", { name: "SEND INQUIRY" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Submission failed! Please try again.");
    expect(screen.getByLabelText("Name")).toHaveValue("Asha Patel");
  });

  it("requires all eight fields", () => {
    mockFetch({ status: 201, body: {} });
    render(<InquiryForm />);
    for (const label of [...Object.keys(contactValues), "Message"]) expect(screen.getByLabelText(label)).toBeRequired();
  });
});
