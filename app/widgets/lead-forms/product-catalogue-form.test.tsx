import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast } from "~/components/toast/toast-store";
import { trackEvent } from "~/lib/analytics";
import { ProductCatalogueForm as Form } from "./product-catalogue-form";
import { apiError, contactValues, fillContact, mockFetch } from "./test-support";

vi.mock("~/lib/analytics", () => ({ trackEvent: vi.fn() }));

const LOOM = { brochureLink: "/catalogues/circular-loom-6-shuttle.pdf", productCategory: "Circular Looms: 6-Shuttle" };

beforeEach(() => {
  window.history.replaceState(null, "", "/Woven");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(trackEvent).mockClear();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe("ProductCatalogueForm", { timeout: 30_000 }, () => {
  it("names the first field left blank after trimming, and sends nothing", async () => {
    const posted = mockFetch({ status: 201, body: {} });
    const user = userEvent.setup();
    render(<Form {...LOOM} onSent={() => undefined} />);
    await fillContact(user, { ...contactValues, "Company name": "   " });
    await user.click(screen.getByRole("button", { name: "Send me the catalogue" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill the company name field.");
    expect(posted).toHaveLength(0);
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it("sends the brochure link, the product and tab, url and endText, then reports success to its owner", async () => {
    const posted = mockFetch({ status: 201, body: { message: "ok" } });
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<Form {...LOOM} onSent={onSent} />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send me the catalogue" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith("Catalogue has been sent to your email!"));
    const payload = JSON.parse(String(posted[0]!.body));
    expect(payload).toMatchObject({ ...LOOM, endText: "Woven" });
    expect(payload.url).toMatch(/\/Woven$/);
  });

  it("sends the analytics event of docs/spec.md §7 with the request", async () => {
    mockFetch({ status: 201, body: { message: "ok" } });
    const user = userEvent.setup();
    render(<Form {...LOOM} onSent={() => undefined} />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send me the catalogue" }));
    expect(trackEvent).toHaveBeenCalledExactlyOnceWith({
      category: "Form",
      action: "Download Catalogue",
      label: "Catalogue Form Submission",
      value: 1,
    });
  });

  it("carries the product in the form itself, for a post without JavaScript", () => {
    mockFetch({ status: 201, body: {} });
    const { container } = render(<Form {...LOOM} onSent={() => undefined} />);
    expect(container.querySelector('input[type="hidden"][name="productCategory"]')).toHaveValue(LOOM.productCategory);
  });

  it("shows the server's text after 'Failed to send catalogue: '", async () => {
    mockFetch({ status: 400, body: apiError("Please enter a valid email address.") });
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<Form {...LOOM} onSent={onSent} />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send me the catalogue" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Failed to send catalogue: Please enter a valid email address.",
      ),
    );
    expect(onSent).not.toHaveBeenCalled();
  });

  it("says it could not connect when the network fails", async () => {
    mockFetch("network-failure");
    const user = userEvent.setup();
    render(<Form {...LOOM} onSent={() => undefined} />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send me the catalogue" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Failed to connect to the server. Please try again later."),
    );
  });
});
