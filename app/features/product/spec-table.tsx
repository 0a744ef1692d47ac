/**
 * A product's specification table: a real <table> with a caption and header cells scoped to
 * their columns and rows. At 480 px and narrower the CSS lays each row out as a card, labelling
 * every value with its column header (data-label), without any script. A two-column
 * "Parameter | Value" table already reads as label and value on a phone, so it stays a table.
 */
import "./spec-table.css";

interface SpecTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

export function SpecTable({ caption, headers, rows }: SpecTableProps) {
  return (
    <div className={headers.length > 2 ? "spec-table spec-table--cards" : "spec-table"}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, rowIndex) => (
            <tr key={rowIndex}>
              {cells.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" data-label={headers[0]}>
                    {cell}
                  </th>
                ) : (
                  <td key={column} data-label={headers[column]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
