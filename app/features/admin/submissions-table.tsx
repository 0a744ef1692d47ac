/**
 * A staff list as a table: sortable headers (aria-sort; the server sorts), one row per record
 * with a button that opens its details row, and the loading and empty texts of docs/spec.md §8.
 * Everything a visitor typed is rendered as text.
 */
import { Fragment, type ReactNode } from "react";
import { indiaTimeParts } from "./format-date";
import { Icon } from "./icons";
import { adminMessages } from "./messages";
import { ResumeLink } from "./resume-link";
import type { Column, SectionConfig, SortOrder } from "./sections";
import { type ListRow, SubmissionDetails } from "./submission-details";
import styles from "./submissions.module.css";

export interface Sorting {
  sort: string;
  order: SortOrder;
}

interface SubmissionsTableProps<Row extends ListRow> {
  section: SectionConfig<Row>;
  columns: Column<Row>[];
  rows: Row[] | null;
  loading: boolean;
  failed: boolean;
  searching: boolean;
  sorting: Sorting;
  onSort: (sortKey: string) => void;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  saving: ReadonlySet<number>;
  onFollowup: (row: Row, status: string) => void;
  onSpam: (row: Row, isSpam: boolean) => void;
  onRetry: () => void;
  caption: string;
}

export function SubmissionsTable<Row extends ListRow>(props: SubmissionsTableProps<Row>) {
  const { section, columns, rows, loading, sorting, expanded, onToggle } = props;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={loading}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sorting={sorting} onSort={props.onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows === null || rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.placeholder}>
                <Placeholder {...props} />
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const open = expanded.has(row.id);
              const detailsId = `${section.id}-details-${row.id}`;
              return (
                <Fragment key={row.id}>
                  <tr className={open ? styles.rowOpen : undefined}>
                    {columns.map((column, index) => (
                      <td key={column.id} data-column={column.id}>
                        {index === 0 ? (
                          <div className={styles.firstCell}>
                            <RowToggle
                              name={row.name}
                              open={open}
                              controls={detailsId}
                              onToggle={() => onToggle(row.id)}
                            />
                            <Cell column={column} row={row} />
                          </div>
                        ) : (
                          <Cell column={column} row={row} />
                        )}
                      </td>
                    ))}
                  </tr>
                  {open ? (
                    <tr id={detailsId} className={styles.detailsRow}>
                      <td colSpan={columns.length}>
                        <SubmissionDetails
                          section={section}
                          row={row}
                          saving={props.saving.has(row.id)}
                          onFollowup={props.onFollowup}
                          onSpam={props.onSpam}
                        />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Opens and closes a record's details row; it sits in the row's first cell. */
function RowToggle({
  name,
  open,
  controls,
  onToggle,
}: {
  name: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.expander}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={`Details of ${name}`}
      onClick={onToggle}
    >
      <Icon name={open ? "chevronDown" : "chevronRight"} />
    </button>
  );
}

function Placeholder<Row extends ListRow>({
  section,
  rows,
  loading,
  failed,
  searching,
  onRetry,
}: SubmissionsTableProps<Row>) {
  if (loading) return <>{adminMessages.loading}</>;
  if (failed && rows === null) {
    return (
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    );
  }
  return <>{searching ? adminMessages.noMatches : section.emptyText}</>;
}

function HeaderCell<Row>({
  column,
  sorting,
  onSort,
}: {
  column: Column<Row>;
  sorting: Sorting;
  onSort: (key: string) => void;
}) {
  const { sortKey } = column;
  if (!sortKey) {
    return (
      <th scope="col" data-column={column.id}>
        {column.header}
      </th>
    );
  }
  const active = sorting.sort === sortKey;
  return (
    <th
      scope="col"
      data-column={column.id}
      aria-sort={active ? (sorting.order === "asc" ? "ascending" : "descending") : "none"}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
        {column.header}
        <Icon
          name={active && sorting.order === "desc" ? "sortDown" : "sortUp"}
          className={active ? styles.sortMarkActive : styles.sortMark}
        />
      </button>
    </th>
  );
}

function Cell<Row extends ListRow>({ column, row }: { column: Column<Row>; row: Row }): ReactNode {
  switch (column.kind) {
    case "resume":
      return <ResumeLink resumePath={row.resumePath} originalName={row.resumeOriginalName} owner={row.name} />;
    case "status":
      return (
        <span className={styles.status} data-status={column.text?.(row)}>
          {column.text?.(row)}
        </span>
      );
    case "date": {
      const parts = indiaTimeParts(column.text?.(row));
      return parts ? (
        <span className={styles.dateTime}>
          <span>{parts.date},</span> <span>{parts.time}</span>
        </span>
      ) : null;
    }
    default:
      return <span>{column.text?.(row)}</span>;
  }
}
