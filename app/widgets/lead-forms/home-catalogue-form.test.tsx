import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast } from "~/components/toast/toast-store";
import { trackEvent } from "~/lib/analytics";
import { HomeCatalogueForm } from "./home-catalogue-form";
import { apiError, contactValues, fillContact, mockFetch } from "./test-support";

vi.mock("~/lib/analytics", () => ({ trackEvent: vi.fn() }));

beforeEach(() => {
  window.history.replaceState(null, "", "/Woven");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(trackEvent).mockClear();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe("HomeCatalogueForm", { timeout: 30_000 }, () => {
  it("sends the fields with the page's endText, URL and form token, says so and resets the fields", async () => {
    const posted = mockFetch({ status: 201, body: { message: "ok" } });
    const user = userEvent.setup();
    render(<HomeCatalogueForm />);
    await waitFor(() => expect(document.querySelector('input[name="formToken"]')).toHaveValue("signed-token"));
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Get the catalogue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Form submitted successfully and email sent!");
    const payload = JSON.parse(String(posted[0]!.body));
    expect(posted[0]!.url).toBe("/send-email");
    expect(payload).toMatchObject({
      name: "Asha Patel",
      companyName: "Patel Polysacks",
      endText: "Woven",
      website: "",
      formToken: "signed-token",
    });
    expect(payload.currentURL).toMatch(/\/Woven$/);
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith({
      category: "Form",
      action: "Download Catalogue",
      label: "Catalogue Form Submission",
      value: 1,
    });
  });

  it("says the email failed on a non-success answer", async () => {
    mockFetch({ status: 500, body: apiError("Something went wrong") });
    const user = userEvent.setup();
    render(<HomeCatalogueForm />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Get the catalogue" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Failed to send email. Please try again."));
  });

  it("says an error occurred when the network fails", async () => {
    mockFetch("network-failure");
    const user = userEvent.setup();
    render(<HomeCatalogueForm />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Get the catalogue" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("An error occurred. Please try again."));
  });

  it("asks the browser for every contact field, with email and tel types, the message optional", () => {
    mockFetch({ status: 201, body: {} });
    render(<HomeCatalogueForm />);
    for (const label of Object.keys(contactValues)) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Contact number")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Message (optional)")).not.toBeRequired();
    const trap = document.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("type", "text");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
