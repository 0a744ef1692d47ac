import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

describe("Field", () => {
  it("names its control by the label and reads the hint with it", () => {
    render(
      <Field label="E-mail" hint="The address they sign in with.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const box = screen.getByRole("textbox", { name: "E-mail" });
    expect(box).toHaveAccessibleDescription("The address they sign in with.");
    expect(box).not.toHaveAttribute("aria-invalid");
  });

  it("marks the control wrong and reads the error after the hint", () => {
    render(
      <Field label="Name" optional hint="As it appears on the site." error="Name needs at least 3 characters">
        {(control) => <input {...control} />}
      </Field>,
    );
    const box = screen.getByRole("textbox", { name: /^Name\s*\(optional\)$/ });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("As it appears on the site. Name needs at least 3 characters");
    expect(screen.getByText("Name needs at least 3 characters")).toBeVisible();
  });
});
