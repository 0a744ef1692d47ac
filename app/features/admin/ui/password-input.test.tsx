import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PasswordInput, passwordStrength } from "./password-input";

function renderField(meter: boolean) {
  render(
    <form>
      <label htmlFor="pw">New password</label>
      <PasswordInput id="pw" name="password" meter={meter} />
      <button type="reset">Clear</button>
    </form>,
  );
  return screen.getByLabelText("New password");
}

describe("PasswordInput", () => {
  it("hides what is typed until Show is pressed, and hides it again on Hide", async () => {
    const user = userEvent.setup();
    const field = renderField(false);
    // The button's words are not part of the field's name.
    expect(field).toHaveAccessibleName("New password");
    expect(field).toHaveAttribute("type", "password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-controls", "pw");

    await user.type(field, "loom spindle");
    await user.click(toggle);
    expect(field).toHaveAttribute("type", "text");
    expect(field).toHaveValue("loom spindle");
    expect(screen.queryByRole("button", { name: "Show password" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(field).toHaveAttribute("type", "password");
    expect(screen.queryByText(/^Strength/)).toBeNull();
  });

  it("shows the strength of a new password as it is typed, tells it to the field, and clears with the form", async () => {
    const user = userEvent.setup();
    const field = renderField(true);
    expect(screen.queryByText(/^Strength/)).toBeNull();

    await user.type(field, "short pass");
    expect(screen.getByText(/^Strength:/)).toHaveTextContent("Strength: Too short: at least 12 characters");
    expect(field).toHaveAccessibleDescription(/Too short/);
    await user.type(field, "word");
    expect(screen.getByText(/^Strength:/)).toHaveTextContent(/^Strength: Fair/);
    await user.type(field, " tape line");
    expect(screen.getByText(/^Strength:/)).toHaveTextContent("Strength: Strong");

    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(field).toHaveValue("");
    expect(screen.queryByText(/^Strength/)).toBeNull();
  });
});

describe("passwordStrength", () => {
  it.each([
    ["", null],
    ["a".repeat(11), 0],
    ["a".repeat(12), 1],
    ["a".repeat(15), 1],
    ["a".repeat(16), 2],
    ["a".repeat(19), 2],
    ["a".repeat(20), 3],
    // Characters, not UTF-16 units: eleven Devanagari letters and an emoji are twelve.
    ["कखगघङचछजझञट😀", 1],
  ])("%j is level %s", (password, level) => {
    expect(passwordStrength(password)?.level ?? null).toBe(level);
  });
});
