import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigurationNotices } from "./configuration-notices";
import { jsonAnswer } from "#tests/fixtures/answers";

describe("ConfigurationNotices", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("tells staff that no one is e-mailed about new leads", async () => {
    const message = "No one is e-mailed about new inquiries: the NOTIFY_TO setting is empty.";
    const fetchMock = vi.fn().mockResolvedValue(jsonAnswer(200, { notices: [{ code: "notify-to-unset", message }] }));
    vi.stubGlobal("fetch", fetchMock);
    render(<ConfigurationNotices />);
    expect(await screen.findByRole("status")).toHaveTextContent(message);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/admin/notices");
  });

  it("shows nothing when all is configured, or when the notices cannot be read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const response of [
      jsonAnswer(200, { notices: [] }),
      jsonAnswer(500, { error: { code: "x", message: "down" } }),
    ]) {
      vi.stubGlobal("fetch", vi.fn().mockResolvedValue(response));
      const { container, unmount } = render(<ConfigurationNotices />);
      await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
