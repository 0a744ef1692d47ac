// A tab's specification table in the machine editor: edited cell by cell, rows and columns added and
// removed, figures and units kept as typed, and each message on the cell, column or row it names.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { FieldErrors, SpecTableEntry } from "~/features/admin/content/form-values";
import { SpecTableEditor } from "./spec-table-editor";

const TAPE_LINE: SpecTableEntry = {
  caption: "Technical specifications of the tape lines",
  columns: ["Model", "Output (kg/h)", "Tape width (mm)"],
  rows: [
    ["TEX-90", "350–600", "2.5"],
    ["TEX-120", "600–900", "3"],
  ],
};

/** The editor holding its table as the machine editor does; `latest` is what it would send. */
function renderTable(errors: FieldErrors = {}) {
  const latest = { table: TAPE_LINE };
  function Holder() {
    const [table, setTable] = useState(TAPE_LINE);
    latest.table = table;
    return <SpecTableEditor name="tabs.1.specTable" table={table} errors={errors} onChange={setTable} />;
  }
  render(<Holder />);
  return latest;
}

describe("the specification table editor", () => {
  it("shows every cell in a text box named by its row and column", () => {
    renderTable();
    const table = screen.getByRole("table", { name: TAPE_LINE.caption });
    expect(within(table).getByRole("textbox", { name: "Row 2, Output (kg/h)" })).toHaveValue("600–900");
    expect(within(table).getByRole("textbox", { name: "Label of column 3" })).toHaveValue("Tape width (mm)");
  });

  it("keeps a changed figure and its unit exactly as typed", async () => {
    const latest = renderTable();
    const cell = screen.getByRole("textbox", { name: "Row 1, Output (kg/h)" });
    await userEvent.clear(cell);
    await userEvent.type(cell, "400 – 650 ");
    expect(latest.table.rows[0]).toEqual(["TEX-90", "400 – 650 ", "2.5"]);
    expect(latest.table.rows[1]).toEqual(TAPE_LINE.rows[1]);
  });

  it("adds and removes rows, each row as wide as the table", async () => {
    const latest = renderTable();
    await userEvent.click(screen.getByRole("button", { name: "Add a row" }));
    expect(latest.table.rows).toEqual([...TAPE_LINE.rows, ["", "", ""]]);
    await userEvent.type(screen.getByRole("textbox", { name: "Row 3, Model" }), "TEX-150");
    await userEvent.click(screen.getByRole("button", { name: "Remove row 1" }));
    expect(latest.table.rows).toEqual([TAPE_LINE.rows[1], ["TEX-150", "", ""]]);
  });

  it("adds a column to every row and removes one with its cells", async () => {
    const latest = renderTable();
    await userEvent.click(screen.getByRole("button", { name: "Add a column" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Label of column 4" }), "Winders (nos.)");
    await userEvent.type(screen.getByRole("textbox", { name: "Row 1, Winders (nos.)" }), "96");
    expect(latest.table.columns).toEqual([...TAPE_LINE.columns, "Winders (nos.)"]);
    expect(latest.table.rows).toEqual([
      ["TEX-90", "350–600", "2.5", "96"],
      ["TEX-120", "600–900", "3", ""],
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Remove column 2" }));
    expect(latest.table.columns).toEqual(["Model", "Tape width (mm)", "Winders (nos.)"]);
    expect(latest.table.rows).toEqual([
      ["TEX-90", "2.5", "96"],
      ["TEX-120", "3", ""],
    ]);
  });

  it("never offers to remove the model column, the last two columns or the last row", () => {
    render(
      <SpecTableEditor
        name="tabs.0.specTable"
        table={{ caption: "Technical specifications", columns: ["Model", "Output (kg/h)"], rows: [["TEX-90", "400"]] }}
        errors={{}}
        onChange={() => undefined}
      />,
    );
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
  });

  it("shows the server's messages on the column, the row and the cell they name", () => {
    renderTable({
      "tabs.1.specTable.columns.2": "The figures of “Tape width” need a unit",
      "tabs.1.specTable.rows.1": "A row is empty: fill it or remove it",
      "tabs.1.specTable.rows.0.0": "A row needs its first cell",
      "tabs.0.specTable.rows.0": "Another tab's message",
    });
    const column = screen.getByRole("textbox", { name: "Label of column 3" });
    expect(column).toHaveAttribute("aria-invalid", "true");
    expect(column).toHaveAccessibleDescription("The figures of “Tape width” need a unit");
    const rowStart = screen.getByRole("textbox", { name: "Row 2, Model" });
    expect(rowStart).toHaveAttribute("aria-invalid", "true");
    expect(rowStart).toHaveAccessibleDescription("Row 2: A row is empty: fill it or remove it");
    expect(screen.getByRole("textbox", { name: "Row 1, Model" })).toHaveAccessibleDescription(
      "A row needs its first cell",
    );
    expect(screen.getByRole("textbox", { name: "Row 2, Output (kg/h)" })).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Another tab's message")).toBeNull();
  });
});
