import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SpecTable } from "./spec-table";

const headers = ["Parameter", "STRAPEX 70-PP", "STRAPEX 100-PET"];
const rows = [
  ["Screw diameter (mm)", "70", "100"],
  ["Output (kg/h)", "75-80", "200-250"],
];

describe("SpecTable", () => {
  it("is a captioned table whose headers name their column and row", () => {
    render(<SpecTable caption="Strapping lines" headers={headers} rows={rows} />);
    const table = screen.getByRole("table", { name: "Strapping lines" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(headers);
    const output = within(table).getByRole("rowheader", { name: "Output (kg/h)" });
    expect(output).toHaveAttribute("scope", "row");
    expect(within(table).getByRole("cell", { name: "200-250" })).toHaveAttribute("data-label", "STRAPEX 100-PET");
  });

  it("lays out model tables as cards on phones, but not a two-column parameter list", () => {
    const { container, rerender } = render(<SpecTable caption="Strapping lines" headers={headers} rows={rows} />);
    expect(container.firstElementChild).toHaveClass("spec-table--cards");
    rerender(<SpecTable caption="Bale press" headers={["Parameter", "Value"]} rows={[["Press force (t)", "20"]]} />);
    expect(container.firstElementChild).not.toHaveClass("spec-table--cards");
  });
});
