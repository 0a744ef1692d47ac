// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeFields, readChange, saveRecordChange, withPendingChange } from "./save-record-change";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("a change to one record", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("travels as form fields and reads back as the same change", () => {
    const fields = changeFields("career", 12, { followupStatus: "Shortlisted" });
    expect(fields).toEqual({ section: "career", id: "12", followupStatus: "Shortlisted" });
    expect(readChange(form(fields))).toEqual({ section: "career", id: 12, change: { followupStatus: "Shortlisted" } });
    expect(readChange(form(changeFields("contact", 3, { isSpam: false })))).toEqual({
      section: "contact",
      id: 3,
      change: { isSpam: false },
    });
  });

  it("refuses what the list does not have: another list's status, a follow-up status on catalogue requests", () => {
    expect(readChange(form({ section: "contact", id: "1", followupStatus: "Hired" }))).toBeNull();
    expect(readChange(form({ section: "catalogue", id: "1", followupStatus: "Read" }))).toBeNull();
    expect(readChange(form({ section: "contact", id: "1", isSpam: "maybe" }))).toBeNull();
    expect(readChange(form({ section: "contact", id: "0", isSpam: "true" }))).toBeNull();
    expect(readChange(form({ section: "contact", id: "1" }))).toBeNull();
    expect(readChange(form({ section: "users", id: "1", isSpam: "true" }))).toBeNull();
  });

  it("shows a row as it will be while its change is saved", () => {
    const row = { id: 4, name: "Asha", followupStatus: "Unread" };
    const pending = form(changeFields("career", 4, { followupStatus: "Hired" }));
    expect(withPendingChange(row, pending)).toEqual({ ...row, followupStatus: "Hired" });
    expect(withPendingChange(row, undefined)).toBe(row);
    // Another record's change leaves this one alone.
    expect(withPendingChange({ ...row, id: 5 }, pending).followupStatus).toBe("Unread");
  });

  it("takes a catalogue request's spam flag, its only change", () => {
    expect(readChange(form({ section: "catalogue", id: "3", isSpam: "false" }))).toEqual({
      section: "catalogue",
      id: 3,
      change: { isSpam: false },
    });
  });

  it("saves with a PATCH to the record's address", async () => {
    const result = await saveRecordChange(form(changeFields("career", 7, { isSpam: true })));
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/applications/7");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({ isSpam: true });
  });

  it("answers the spec's text when the server refuses, and sends nothing for a form it cannot read", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: { code: "internal_error", message: "x" } }), { status: 500 }),
    );
    const failed = await saveRecordChange(form(changeFields("contact", 2, { followupStatus: "Read" })));
    expect(failed).toEqual({ ok: false, message: "Failed to save changes. Please try again." });
    const unreadable = await saveRecordChange(form({ section: "contact", id: "x" }));
    expect(unreadable.ok).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
