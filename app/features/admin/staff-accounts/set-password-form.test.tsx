import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SetPasswordForm, tokenFromFragment } from "./set-password-form";
import { jsonAnswer, stubFetch } from "#tests/fixtures/answers";

const TOKEN = "t".repeat(43);

function renderPage(hash: string) {
  window.history.replaceState(null, "", `/admin/set-password${hash}`);
  const Stub = createRoutesStub([
    { path: "/admin/set-password", Component: SetPasswordForm },
    { path: "/admin/login", Component: () => <p>Sign-in page</p> },
  ]);
  render(<Stub initialEntries={["/admin/set-password"]} />);
}

describe("the set-password page", () => {
  const fetchMock = stubFetch();

  it("reads the token from the fragment only", () => {
    expect(tokenFromFragment(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment(`#token=${TOKEN.slice(1)}`)).toBeNull();
    expect(tokenFromFragment("")).toBeNull();
  });

  it("greets the invitee, refuses two different passwords, and sets the password once", async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonAnswer(200, { email: "meera@example.com", name: "Meera Joshi", purpose: "invitation" }),
      )
      .mockResolvedValueOnce(jsonAnswer(200, { email: "meera@example.com" }));
    renderPage(`#token=${TOKEN}`);
    expect(await screen.findByText(/Welcome, Meera Joshi\./)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ token: TOKEN });

    await userEvent.type(screen.getByLabelText("New password"), "Granule-dryer-2026");
    await userEvent.type(screen.getByLabelText("New password again"), "Granule-dryer-2027");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The two passwords differ.");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.clear(screen.getByLabelText("New password again"));
    await userEvent.type(screen.getByLabelText("New password again"), "Granule-dryer-2026");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText(/Your password is set\./)).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1].body))).toEqual({
      token: TOKEN,
      password: "Granule-dryer-2026",
    });
  });

  it("says so when the link is used up or has run out", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(404, { error: { code: "not_found", message: "This link has been used or has run out." } }),
    );
    renderPage(`#token=${TOKEN}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has been used or has run out.");
    expect(screen.getByRole("link", { name: "Go to the sign-in page" })).toBeInTheDocument();
  });

  it("asks nothing of the server for an address without a token", async () => {
    renderPage("");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is not complete.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
