import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FailedMail } from "./failed-mail";
import { jsonAnswer } from "#tests/fixtures/answers";

const failed = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  kind: "catalogue-delivery",
  sourceTable: "catalogue_requests",
  sourceId: 40 + id,
  attempts: 15,
  lastError: "550 5.1.1 mailbox unavailable",
  createdAt: "2026-11-24T04:00:00.000Z",
  failedAt: "2026-11-24T14:30:00.000Z",
  ...fields,
});

describe("FailedMail", () => {
  beforeEach(() => sessionStorage.setItem("token", "t0ken"));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("lists the mail the site gave up on, with what it was, when and why", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        jsonAnswer(200, { items: [failed(1), failed(2, { kind: "inquiry-notification", sourceTable: "inquiries" })] }),
      );
    vi.stubGlobal("fetch", fetchMock);
    render(<FailedMail />);
    const panel = await screen.findByRole("region", { name: "2 e-mails could not be sent" });
    const rows = within(panel).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Catalogue sent to a visitor (catalogue request no. 41)");
    expect(rows[0]).toHaveTextContent("24 Nov 2026, 08:00 pm after 15 attempts");
    expect(rows[0]).toHaveTextContent("550 5.1.1 mailbox unavailable");
    expect(rows[1]).toHaveTextContent("Notification of a new inquiry (inquiry no. 42)");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/admin/mail/failed");
  });

  it("queues a message again with Send again and takes it off the list", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonAnswer(200, { items: [failed(1), failed(2)] }))
      .mockResolvedValueOnce(jsonAnswer(204));
    vi.stubGlobal("fetch", fetchMock);
    render(<FailedMail />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Send again: Catalogue sent to a visitor (catalogue request no. 42)" }),
    );
    expect(await screen.findByRole("region", { name: "1 e-mail could not be sent" })).toBeInTheDocument();
    expect(screen.queryByText(/catalogue request no\. 42/)).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/api/admin/mail/failed/2/resend");
    expect(init).toMatchObject({ method: "POST" });
  });

  it("says so when a message cannot be queued, and keeps it listed", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(jsonAnswer(200, { items: [failed(1)] }))
        .mockResolvedValueOnce(
          jsonAnswer(503, { error: { code: "database_unavailable", message: "Try again shortly." } }),
        ),
    );
    render(<FailedMail />);
    await userEvent.click(await screen.findByRole("button", { name: /^Send again/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again shortly.");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("shows nothing when no mail failed, or when the list cannot be read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const response of [
      jsonAnswer(200, { items: [] }),
      jsonAnswer(500, { error: { code: "x", message: "down" } }),
    ]) {
      vi.stubGlobal("fetch", vi.fn().mockResolvedValue(response));
      const { container, unmount } = render(<FailedMail />);
      await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
