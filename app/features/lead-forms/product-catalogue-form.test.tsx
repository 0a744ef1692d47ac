import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast } from "~/components/toast/toast-store";
import { ProductCatalogueForm } from "./product-catalogue-form";
import { apiError, contactValues, fillContact, mockFetch } from "./test-support";

beforeEach(() => {
  window.history.replaceState(null, "", "/Woven");
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

describe("ProductCatalogueForm", { timeout: 30_000 }, () => {
  it("names the first field left blank after trimming, and sends nothing", async () => {
    const posted = mockFetch({ status: 201, body: {} });
    const user = userEvent.setup();
    render(<ProductCatalogueForm brochureLink="/catalogues/woven.pdf" onSent={() => undefined} />);
    await fillContact(user, { ...contactValues, "Company name": "   " });
    await user.click(screen.getByRole("button", { name: "Send me the catalogue" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please fill the company name field.");
    expect(posted).toHaveLength(0);
  });

  it("sends the brochure link, url and endText, then reports success to its owner", async () => {
    const posted = mockFetch({ status: 201, body: { message: "ok" } });
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<ProductCatalogueForm brochureLink="/catalogues/woven.pdf" onSent={onSent} />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send me the catalogue" }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith("Catalogue has been sent to your email!"));
    const payload = JSON.parse(String(posted[0]!.body));
    expect(payload).toMatchObject({ brochureLink: "/catalogues/woven.pdf", endText: "Woven" });
    expect(payload.url).toMatch(/\/Woven$/);
  });

  it("shows the server's text after 'Failed to send catalogue: '", async () => {
    mockFetch({ status: 400, body: apiError("Please enter a valid email address.") });
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<ProductCatalogueForm brochureLink="/catalogues/woven.pdf" onSent={onSent} />);
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
    render(<ProductCatalogueForm brochureLink="/catalogues/woven.pdf" onSent={() => undefined} />);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Send me the catalogue" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("Failed to connect to the server. Please try again later."),
    );
  });
});
