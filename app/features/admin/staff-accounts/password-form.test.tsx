import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordForm } from "./password-form";
import { jsonAnswer, stubFetch } from "#tests/fixtures/answers";

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, again: string) {
  await user.type(screen.getByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("New password again"), again);
  await user.click(screen.getByRole("button", { name: "Change password" }));
}

describe("the own-password form", () => {
  const fetchMock = stubFetch();

  it("says so when the two new passwords differ, under the second, without asking the server", async () => {
    const user = userEvent.setup();
    render(<PasswordForm />);
    await fill(user, "old-password-1234", "Granule-dryer-2026", "Granule-dryer-2027");
    expect(await screen.findByRole("alert")).toHaveTextContent("The two new passwords differ.");
    expect(screen.getByLabelText("New password again")).toHaveAccessibleDescription("Type the same password twice");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("changes the password, says so and empties the form", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonAnswer(204));
    render(<PasswordForm />);
    await fill(user, "old-password-1234", "Granule-dryer-2026", "Granule-dryer-2026");
    expect(await screen.findByRole("status")).toHaveTextContent("Your password is changed.");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/password$/);
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: "old-password-1234",
      newPassword: "Granule-dryer-2026",
    });
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("shows the server's words, and its message for a field under that field", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(400, {
        error: {
          code: "validation_failed",
          message: "The password could not be changed.",
          fields: { currentPassword: "This is not your current password" },
        },
      }),
    );
    render(<PasswordForm />);
    await fill(user, "wrong-password-12", "Granule-dryer-2026", "Granule-dryer-2026");
    expect(await screen.findByRole("alert")).toHaveTextContent("The password could not be changed.");
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription("This is not your current password");
    expect(screen.getByRole("button", { name: "Change password" })).toBeEnabled();
  });
});
