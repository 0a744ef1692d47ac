import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AccountAnswer } from "#contracts/staff-accounts";
import { TwoFactorPanel } from "./two-factor-panel";
import { jsonAnswer, stubFetch } from "#tests/fixtures/answers";

vi.mock("qrcode", () => ({ toDataURL: async () => "data:image/png;base64,iVBORw0KGgo=" }));

const account = (enabled: boolean, twoFactorRequired = false): AccountAnswer => ({
  user: { id: 1, email: "priya@example.com", name: "Priya", role: "Sales", roles: ["sales"] },
  twoFactor: { enabled, enabledAt: enabled ? "2026-11-25T04:30:00.000Z" : null, recoveryCodesLeft: enabled ? 9 : 0 },
  twoFactorRequired,
});

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe("the two-factor panel", () => {
  const fetchMock = stubFetch();

  it("sets up: QR code and key, a first code, then the recovery codes once", async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonAnswer(200, { secret: "JBSWY3DPEHPK3PXP", otpauthUrl: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP" }),
      )
      .mockResolvedValueOnce(jsonAnswer(400, { error: { code: "invalid_input", message: "That code is not right." } }))
      .mockResolvedValueOnce(jsonAnswer(200, { recoveryCodes: CODES }));
    const onChanged = vi.fn();
    render(<TwoFactorPanel account={account(false)} onChanged={onChanged} />);
    await userEvent.type(screen.getByLabelText("Password, to set it up"), "mine-7");
    await userEvent.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toBeInTheDocument();
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    const field = screen.getByLabelText(/Enter the six digits/);
    await userEvent.type(field, "111111");
    await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
    await userEvent.clear(field);
    await userEvent.type(field, "222222");
    await userEvent.click(screen.getByRole("button", { name: "Turn on" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(list.querySelectorAll("li")).toHaveLength(10);
    await userEvent.click(screen.getByRole("button", { name: "I have kept them" }));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull();
  });

  it("sends the password with the set-up, and shows why the server refused it (T-05)", async () => {
    const refusal = "Ask an administrator for a new set-password link, use it, then set up two-factor sign-in.";
    fetchMock.mockResolvedValueOnce(jsonAnswer(403, { error: { code: "two_factor_link_required", message: refusal } }));
    render(<TwoFactorPanel account={account(false, true)} onChanged={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    // The browser asks for the password first: nothing is sent without it.
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Password, to set it up"), "my-own-password");
    await userEvent.click(screen.getByRole("button", { name: "Set up two-factor sign-in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ password: "my-own-password" });
    expect(screen.queryByRole("img", { name: "QR code for your authenticator app" })).toBeNull();
  });

  it("turns off with the password, and offers no way off when the site requires it", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(204));
    const onChanged = vi.fn();
    const { rerender } = render(<TwoFactorPanel account={account(true)} onChanged={onChanged} />);
    expect(screen.getByText(/Recovery codes left: 9 of 10/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Password, to turn it off"), "my-own-password");
    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ password: "my-own-password" });
    expect(onChanged).toHaveBeenCalled();
    rerender(<TwoFactorPanel account={account(true, true)} onChanged={onChanged} />);
    expect(screen.queryByRole("button", { name: "Turn off" })).toBeNull();
    expect(screen.getByText(/requires two-factor sign-in/)).toBeInTheDocument();
  });
});
