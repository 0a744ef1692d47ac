import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AdminApiError, adminRequest } from "~/features/admin/api/client";
import { PasswordConfirmation } from "./password-confirmation";
import { jsonAnswer, stubFetch } from "#tests/fixtures/answers";

const WANTS_PASSWORD = {
  error: { code: "password_confirmation_required", message: "Enter your password again to make this change." },
};
const sent = (call: unknown[]) => {
  const [url, init] = call as [string, RequestInit];
  return `${init.method} ${url} ${init.body ?? ""}`;
};

describe("the password asked again for a change", () => {
  const fetchMock = stubFetch();

  it("asks for it, keeps asking while it is wrong, then sends the change once more", async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonAnswer(403, WANTS_PASSWORD))
      .mockResolvedValueOnce(
        jsonAnswer(400, {
          error: {
            code: "invalid_input",
            message: "The password is not right.",
            fields: { password: "The password is not right" },
          },
        }),
      )
      .mockResolvedValueOnce(jsonAnswer(204))
      .mockResolvedValueOnce(jsonAnswer(200, { id: 3, roles: ["hr"] }));
    render(<PasswordConfirmation />);

    const change = adminRequest("/api/admin/users/3", { method: "PATCH", body: { roles: ["hr"] } });
    const dialog = await screen.findByRole("dialog", { name: "Enter your password again" });
    const field = within(dialog).getByLabelText("Your password");
    await vi.waitFor(() => expect(field).toHaveFocus());
    await user.type(field, "not-it");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The password is not right.");
    expect(field).toHaveAccessibleDescription("The password is not right");

    await user.clear(field);
    await user.type(field, "loom-6-shuttle-2026");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await expect(change).resolves.toEqual({ id: 3, roles: ["hr"] });
    expect(fetchMock.mock.calls.map(sent)).toEqual([
      'PATCH /api/admin/users/3 {"roles":["hr"]}',
      'POST /api/auth/admin/confirm-password {"password":"not-it"}',
      'POST /api/auth/admin/confirm-password {"password":"loom-6-shuttle-2026"}',
      'PATCH /api/admin/users/3 {"roles":["hr"]}',
    ]);
  });

  it("gives up on Cancel: the change fails with the server's words and is not sent again", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonAnswer(403, WANTS_PASSWORD));
    render(<PasswordConfirmation />);
    const change = adminRequest("/api/admin/users", { method: "POST", body: { email: "a@example.com" } });
    const failed = change.catch((error: unknown) => error);
    const dialog = await screen.findByRole("dialog", { name: "Enter your password again" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    const error = await failed;
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as AdminApiError).message).toBe("Enter your password again to make this change.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("without the dialog on screen, the 403 is an ordinary error", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(403, WANTS_PASSWORD));
    await expect(adminRequest("/api/admin/users/3", { method: "PATCH", body: {} })).rejects.toMatchObject({
      code: "password_confirmation_required",
    });
  });
});
