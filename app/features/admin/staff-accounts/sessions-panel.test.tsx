import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { StaffSessionItem } from "#contracts/staff-accounts";
import { SessionsPanel } from "./sessions-panel";
import { jsonAnswer, stubFetch } from "#tests/fixtures/answers";

const session = (id: number, current: boolean, userAgent: string): StaffSessionItem => ({
  id,
  createdAt: "2026-11-25T04:30:00.000Z",
  lastSeenAt: "2026-11-25T05:30:00.000Z",
  address: "203.0.113.9",
  userAgent,
  current,
});
const HERE = session(1, true, "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0");
const PHONE = session(2, false, "Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile");
const OFFICE = session(3, false, "Mozilla/5.0 (Windows NT 10.0) Edg/131.0");

function renderPanel(sessions: StaffSessionItem[], onChanged = vi.fn()) {
  const Stub = createRoutesStub([
    { path: "/admin/account", Component: () => <SessionsPanel sessions={sessions} onChanged={onChanged} /> },
    { path: "/admin/login", Component: () => <p>Sign-in page</p> },
  ]);
  render(<Stub initialEntries={["/admin/account"]} />);
  return onChanged;
}

const sent = (call: unknown[]) => {
  const [url, init] = call as [string, RequestInit];
  return { url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined };
};

describe("the sessions panel", () => {
  const fetchMock = stubFetch();

  it("asks for the password before ending a session in another browser, and sends it", async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(
        jsonAnswer(400, {
          error: {
            code: "invalid_input",
            message: "The password is not right.",
            fields: { password: "The password is not right" },
          },
        }),
      )
      .mockResolvedValueOnce(jsonAnswer(204));
    const onChanged = renderPanel([HERE, PHONE]);
    const field = screen.getByLabelText("Your password, to end a session in another browser");
    const endPhone = screen.getByRole("button", { name: /^End the session of Chrome on Android/ });

    await user.click(endPhone);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Enter your password to end a session in another browser.");
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription("Password is required");

    await user.type(field, "wrong one");
    await user.click(endPhone);
    expect(await screen.findByText("The password is not right")).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "loom-6-shuttle-2026");
    await user.click(endPhone);
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(sent)).toEqual([
      { url: "/api/auth/admin/sessions/2", method: "DELETE", body: { password: "wrong one" } },
      { url: "/api/auth/admin/sessions/2", method: "DELETE", body: { password: "loom-6-shuttle-2026" } },
    ]);
    expect(field).toHaveValue("");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("ends every other session with one button and the password", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { ended: 2 }));
    const onChanged = renderPanel([HERE, PHONE, OFFICE]);
    await user.type(screen.getByLabelText("Your password, to end a session in another browser"), "loom-6-shuttle-2026");
    await user.click(screen.getByRole("button", { name: "End all 2 other sessions" }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map(sent)).toEqual([
      { url: "/api/auth/admin/sessions", method: "DELETE", body: { password: "loom-6-shuttle-2026" } },
    ]);
  });

  it("signs out of this browser without a password, and asks for none when there is no other session", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonAnswer(204));
    renderPanel([HERE]);
    expect(screen.queryByLabelText(/Your password/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign out of this browser" }));
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(sent)).toEqual([
      { url: "/api/auth/admin/sessions/1", method: "DELETE", body: undefined },
    ]);
  });
});
