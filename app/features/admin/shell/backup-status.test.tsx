import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackupStatus } from "./backup-status";
import { jsonAnswer, stubFetch } from "#tests/fixtures/answers";

const last = { takenAt: "2026-11-27T02:00:00.000Z", totalBytes: 12_897_485, files: 3 };

describe("BackupStatus", () => {
  const fetchMock = stubFetch();
  const answering = (body: unknown) => fetchMock.mockResolvedValue(jsonAnswer(200, body));

  it("shows the last backup's time (India), size and result", async () => {
    answering({ state: "ok", last, failure: null });
    render(<BackupStatus />);
    const line = await screen.findByRole("status");
    expect(line).toHaveTextContent("Last good backup: 27 Nov 2026, 07:30 am, 12.3 MB with 3 uploaded files.");
    expect(line).toHaveTextContent("Result: complete.");
    expect(line.querySelector("[data-backup]")).toHaveAttribute("data-backup", "ok");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/admin/backup");
  });

  it("warns when the last backup failed, saying why and what the last good one is", async () => {
    answering({ state: "failed", last, failure: { at: "2026-11-28T02:00:00.000Z", message: "ENOSPC: no space left" } });
    render(<BackupStatus />);
    const line = await screen.findByRole("status");
    expect(line).toHaveTextContent("The last backup failed: ENOSPC: no space left.");
    expect(line).toHaveTextContent("Last good backup: 27 Nov 2026");
    expect(line).toHaveTextContent("docs/backups.md");
  });

  it("warns when no backup is recent", async () => {
    answering({ state: "missing", last: null, failure: null });
    render(<BackupStatus />);
    expect(await screen.findByRole("status")).toHaveTextContent(
      "No backup has been taken for more than two backup intervals. There is no good backup yet.",
    );
  });

  it("shows nothing on PostgreSQL, where the server takes no backups", async () => {
    answering({ state: "elsewhere", last: null, failure: null });
    const { container } = render(<BackupStatus />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
