/**
 * A tab's specification table edited as a table: its caption, a label per column, a text box per
 * cell (figures and units kept as typed), rows and columns added and removed. The contract's
 * messages, named by their whole path (`tabs.1.specTable.rows.3`), sit on the cell, column or row
 * they name.
 */
import type { FieldErrors, SpecTableEntry } from "~/features/admin/content/form-values";
import { Button, ButtonRow } from "~/features/admin/ui/button";
import { Field, FieldError, fieldIds } from "~/features/admin/ui/field";
import field from "~/features/admin/ui/field.module.css";
import { Table } from "~/features/admin/ui/table";
import { controlId } from "./field-ids";
import styles from "./spec-table-editor.module.css";

/** The contract's column bounds (contracts/collections/machines.ts). */
const MIN_COLUMNS = 2;
const MAX_COLUMNS = 12;
const MAX_ROWS = 60;

/** A table to start from: a model column and one for a figure, one row. */
export const NEW_SPEC_TABLE: SpecTableEntry = { caption: "", columns: ["Model", ""], rows: [["", ""]] };

interface SpecTableEditorProps {
  /** The table's place in the fields, e.g. `tabs.1.specTable`. */
  name: string;
  table: SpecTableEntry;
  errors: FieldErrors;
  onChange: (table: SpecTableEntry) => void;
}

export function SpecTableEditor({ name, table, errors, onChange }: SpecTableEditorProps) {
  const { columns, rows } = table;
  const columnName = (index: number) => columns[index]?.trim() || `column ${index + 1}`;

  const setCell = (row: number, column: number, value: string) =>
    onChange({
      ...table,
      rows: rows.map((cells, r) => (r === row ? cells.map((cell, c) => (c === column ? value : cell)) : cells)),
    });
  const setColumn = (column: number, value: string) =>
    onChange({ ...table, columns: columns.map((label, c) => (c === column ? value : label)) });
  const addColumn = () => onChange({ ...table, columns: [...columns, ""], rows: rows.map((cells) => [...cells, ""]) });
  const removeColumn = (column: number) =>
    onChange({
      ...table,
      columns: columns.filter((_, c) => c !== column),
      rows: rows.map((cells) => cells.filter((_, c) => c !== column)),
    });
  const addRow = () => onChange({ ...table, rows: [...rows, columns.map(() => "")] });
  const removeRow = (row: number) => onChange({ ...table, rows: rows.filter((_, r) => r !== row) });

  const listError = errors[`${name}.columns`] ?? errors[`${name}.rows`] ?? errors[name];

  return (
    <div className={styles.editor}>
      <Field label="Table caption" id={controlId(`${name}.caption`)} error={errors[`${name}.caption`]}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={table.caption}
            onChange={(event) => onChange({ ...table, caption: event.currentTarget.value })}
          />
        )}
      </Field>
      <p className={field.hint}>
        Figures need their unit: in the column&apos;s label in brackets, e.g. Output (kg/h), or in the row&apos;s first
        cell.
      </p>
      <div className={styles.scroller}>
        <Table editable>
          <caption className={styles.caption}>{table.caption || "Specification table"}</caption>
          <thead>
            <tr>
              {columns.map((label, column) => {
                const key = `${name}.columns.${column}`;
                const error = errors[key];
                return (
                  <th key={column} scope="col">
                    <input
                      id={controlId(key)}
                      className={field.input}
                      type="text"
                      aria-label={`Label of column ${column + 1}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={fieldIds(controlId(key), { error }).describedBy}
                      value={label}
                      onChange={(event) => setColumn(column, event.currentTarget.value)}
                    />
                    <FieldError id={controlId(key)} error={error} />
                    {column > 0 && columns.length > MIN_COLUMNS ? (
                      <Button small className={styles.remove} onClick={() => removeColumn(column)}>
                        Remove column {column + 1}
                      </Button>
                    ) : null}
                  </th>
                );
              })}
              <td />
            </tr>
          </thead>
          <tbody>
            {rows.flatMap((cells, row) => {
              const rowKey = `${name}.rows.${row}`;
              const rowError = errors[rowKey];
              const rowErrorId = fieldIds(controlId(rowKey), { error: rowError }).errorId;
              return [
                <tr key={row}>
                  {cells.map((value, column) => {
                    const key = `${rowKey}.${column}`;
                    const error = errors[key];
                    const described = [
                      fieldIds(controlId(key), { error }).describedBy,
                      column === 0 && rowError ? rowErrorId : undefined,
                    ].filter(Boolean);
                    return (
                      <td key={column}>
                        <input
                          id={controlId(key)}
                          className={field.input}
                          type="text"
                          aria-label={`Row ${row + 1}, ${columnName(column)}`}
                          aria-invalid={error || (column === 0 && rowError) ? true : undefined}
                          aria-describedby={described.length > 0 ? described.join(" ") : undefined}
                          value={value}
                          onChange={(event) => setCell(row, column, event.currentTarget.value)}
                        />
                        <FieldError id={controlId(key)} error={error} />
                      </td>
                    );
                  })}
                  <td>
                    {rows.length > 1 ? (
                      <Button small onClick={() => removeRow(row)}>
                        Remove row {row + 1}
                      </Button>
                    ) : null}
                  </td>
                </tr>,
                rowError ? (
                  <tr key={`${row}-error`}>
                    <td colSpan={columns.length + 1}>
                      <FieldError id={controlId(rowKey)} error={`Row ${row + 1}: ${rowError}`} />
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </Table>
      </div>
      <ButtonRow>
        {rows.length < MAX_ROWS ? (
          <Button small onClick={addRow}>
            Add a row
          </Button>
        ) : null}
        {columns.length < MAX_COLUMNS ? (
          <Button small onClick={addColumn}>
            Add a column
          </Button>
        ) : null}
      </ButtonRow>
      <FieldError id={controlId(name)} error={listError} />
    </div>
  );
}
