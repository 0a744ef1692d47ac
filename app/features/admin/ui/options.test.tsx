import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Options } from "./options";

describe("Options", () => {
  it("gives a select one option per choice, in order, numbers as their text value", () => {
    render(
      <select aria-label="Owner" defaultValue="7">
        <option value="">Nobody</option>
        <Options
          choices={[
            { value: 3, label: "Asha Rao" },
            { value: 7, label: "Vikram Desai" },
          ]}
        />
      </select>,
    );
    const options = screen.getAllByRole("option");
    expect(options.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["", "Nobody"],
      ["3", "Asha Rao"],
      ["7", "Vikram Desai"],
    ]);
    expect(screen.getByRole("combobox", { name: "Owner" })).toHaveValue("7");
  });
});
