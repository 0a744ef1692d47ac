import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoginForm } from "./login-form";
import { jsonAnswer } from "#tests/fixtures/answers";

function renderLogin() {
  const Stub = createRoutesStub([
    { path: "/admin/login", Component: LoginForm },
    { path: "/admin/dashboard", Component: () => <p>Dashboard page</p> },
    { path: "/admin/account", Component: () => <p>Account page</p> },
  ]);
  render(<Stub initialEntries={["/admin/login"]} />);
}

async function signIn() {
  await userEvent.type(screen.getByLabelText("Email"), "admin@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "secret");
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("LoginForm", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it("requires email and password, with labels and autocomplete", () => {
    renderLogin();
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Password")).toBeRequired();
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
  });

  it("stores the token, says 'Login Successful!' and opens the dashboard 0.8 s later", async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(200, {
        token: "tok",
        user: { id: 1, email: "a@b.c", name: "Admin User", role: "Administrator", roles: ["administrator"] },
      }),
    );
    renderLogin();
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Login Successful!");
    expect(sessionStorage.getItem("token")).toBe("tok");
    expect(JSON.parse(sessionStorage.getItem("user") ?? "null")).toMatchObject({ name: "Admin User" });
    expect(screen.queryByText("Dashboard page")).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 850)));
    expect(screen.getByText("Dashboard page")).toBeInTheDocument();
  });

  it("asks an account with two-factor sign-in for its code, then signs in", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(200, { twoFactorRequired: true, challenge: "c".repeat(43) }))
      .mockResolvedValueOnce(jsonAnswer(401, { error: { code: "unauthorized", message: "That code is not right." } }))
      .mockResolvedValueOnce(
        jsonAnswer(200, { token: "tok2", user: { id: 2, email: "hr@b.c", name: "HR", role: "HR", roles: ["hr"] } }),
      );
    renderLogin();
    await signIn();
    const field = await screen.findByLabelText("Code from your authenticator app");
    expect(sessionStorage.getItem("token")).toBeNull();
    await userEvent.type(field, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right.");
    await userEvent.clear(field);
    await userEvent.type(field, "654321");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Login Successful!")).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1].body))).toEqual({ challenge: "c".repeat(43), code: "654321" });
    expect(sessionStorage.getItem("token")).toBe("tok2");
  });

  it("sends a person whom REQUIRE_2FA holds to the set-up on their account page", async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(200, {
        token: "tok",
        user: { id: 3, email: "s@b.c", name: "Sales", role: "Sales", roles: ["sales"] },
        twoFactorSetupRequired: true,
      }),
    );
    renderLogin();
    await signIn();
    await act(() => new Promise((resolve) => setTimeout(resolve, 850)));
    expect(screen.getByText("Account page")).toBeInTheDocument();
  });

  it("shows the server's message when sign-in fails", async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(429, { error: { code: "too_many_requests", message: "Too many attempts. Try again in 5 minutes." } }),
    );
    renderLogin();
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Try again in 5 minutes.");
    expect(sessionStorage.getItem("token")).toBeNull();
  });

  it("falls back to 'Invalid email or password' when the server gives no message", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderLogin();
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
  });

  it("shows a pending state while signing in", async () => {
    let finish: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (finish = resolve)));
    renderLogin();
    await signIn();
    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await act(async () =>
      finish(jsonAnswer(401, { error: { code: "unauthorized", message: "Invalid email or password" } })),
    );
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  describe("after signing in with a generated or outdated password", () => {
    const mustChange = () =>
      jsonAnswer(200, {
        token: "tok",
        user: { id: 1, email: "a@b.c", name: "Admin User", role: "Administrator", roles: ["administrator"] },
        mustChangePassword: true,
      });

    async function chooseNewPassword(first: string, second = first) {
      await userEvent.type(await screen.findByLabelText("New password"), first);
      await userEvent.type(screen.getByLabelText("Repeat the new password"), second);
      await userEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    }

    it("asks for a new password, sends it with the one just typed, and then opens the dashboard", async () => {
      fetchMock.mockResolvedValueOnce(mustChange()).mockResolvedValueOnce(jsonAnswer(204));
      renderLogin();
      await signIn();
      expect(screen.queryByText("Login Successful!")).toBeNull();
      expect(screen.getByLabelText("New password")).toHaveAttribute("autocomplete", "new-password");
      expect(screen.getByLabelText("New password")).toHaveAttribute("minlength", "12");
      await chooseNewPassword("winder tension 42 kg");
      const [url, init] = fetchMock.mock.calls[1]!;
      expect(url).toBe("/api/auth/admin/password");
      expect(JSON.parse(String(init.body))).toEqual({ currentPassword: "secret", newPassword: "winder tension 42 kg" });
      expect(await screen.findByRole("alert")).toHaveTextContent("Login Successful!");
      await act(() => new Promise((resolve) => setTimeout(resolve, 850)));
      expect(screen.getByText("Dashboard page")).toBeInTheDocument();
    });

    it("asks after the second step too, with the password typed before the code", async () => {
      fetchMock
        .mockResolvedValueOnce(jsonAnswer(200, { twoFactorRequired: true, challenge: "c".repeat(43) }))
        .mockResolvedValueOnce(mustChange())
        .mockResolvedValueOnce(jsonAnswer(204));
      renderLogin();
      await signIn();
      await userEvent.type(await screen.findByLabelText("Code from your authenticator app"), "654321");
      await userEvent.click(screen.getByRole("button", { name: "Verify" }));
      await chooseNewPassword("winder tension 42 kg");
      expect(JSON.parse(String(fetchMock.mock.calls[2]![1].body))).toEqual({
        currentPassword: "secret",
        newPassword: "winder tension 42 kg",
      });
      expect(await screen.findByRole("alert")).toHaveTextContent("Login Successful!");
    });

    it("says so when the two new passwords differ, without asking the server", async () => {
      fetchMock.mockResolvedValueOnce(mustChange());
      renderLogin();
      await signIn();
      await chooseNewPassword("winder tension 42 kg", "winder tension 24 kg");
      expect(await screen.findByRole("alert")).toHaveTextContent("The two new passwords differ.");
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("shows why the server refused the new password, and stays on the form", async () => {
      fetchMock.mockResolvedValueOnce(mustChange()).mockResolvedValueOnce(
        jsonAnswer(400, {
          error: {
            code: "invalid_input",
            message: "This is one of the most common passwords.",
            fields: { newPassword: "This is one of the most common passwords." },
          },
        }),
      );
      renderLogin();
      await signIn();
      await chooseNewPassword("Password2024!");
      expect(await screen.findByRole("alert")).toHaveTextContent("This is one of the most common passwords.");
      expect(screen.getByLabelText("New password")).toBeInTheDocument();
      expect(screen.queryByText("Dashboard page")).toBeNull();
    });
  });
});
