/**
 * A staff list as a table: sortable headers (aria-sort; the server sorts), one SubmissionRow per
 * record, and the loading, empty and failed texts of docs/spec.md §8. A table wider than its box
 * scrolls sideways inside it and says so: shadows at the hidden edges and a line above it.
 */
import { useRef, useState } from "react";
import { Icon } from "~/features/admin/icons";
import { adminMessages } from "~/features/admin/messages";
import { useHorizontalOverflow } from "~/features/admin/work-lists/hooks/use-horizontal-overflow";
import type { Column, ListRow, SortOrder, WorkList } from "~/features/admin/work-lists/lists";
import { Button } from "~/features/admin/ui/button";
import { SortHeader, Table } from "~/features/admin/ui/table";
import { SubmissionRow } from "./submission-row";
import styles from "./table.module.css";

export interface Sorting {
  sort: string;
  order: SortOrder;
}

export interface SubmissionsTableProps {
  list: WorkList<ListRow>;
  columns: Column<ListRow>[];
  /** Null when the list failed to load. */
  rows: ListRow[] | null;
  loading: boolean;
  searching: boolean;
  sorting: Sorting;
  onSort: (sortKey: string) => void;
  onRetry: () => void;
  caption: string;
}

export function SubmissionsTable(props: SubmissionsTableProps) {
  const { list, columns, rows, loading, sorting } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const box = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(box);
  const scrolls = overflow.start || overflow.end;

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className={styles.area}>
      {scrolls ? (
        <p className={styles.scrollHint} aria-hidden="true">
          <span>More columns: scroll sideways</span>
          <Icon name={overflow.end ? "chevronRight" : "chevronLeft"} />
        </p>
      ) : null}
      <div className={styles.frame} data-overflow-start={overflow.start} data-overflow-end={overflow.end}>
        <div
          ref={box}
          className={styles.scroller}
          // A box that scrolls is reachable from the keyboard (arrow keys scroll it) and named for that.
          tabIndex={scrolls ? 0 : undefined}
          role={scrolls ? "region" : undefined}
          aria-label={scrolls ? `${props.caption}, scrolls sideways` : undefined}
        >
          <Table className={styles.listTable} aria-busy={loading}>
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
                rows.map((row) => (
                  <SubmissionRow
                    key={row.id}
                    list={list}
                    columns={columns}
                    row={row}
                    open={expanded.has(row.id)}
                    onToggle={() => toggle(row.id)}
                  />
                ))
              )}
            </tbody>
          </Table>
        </div>
      </div>
    </div>
  );
}

function Placeholder({ list, rows, loading, searching, onRetry }: SubmissionsTableProps) {
  if (rows === null) {
    if (loading) return <>{adminMessages.loading}</>;
    return <Button onClick={onRetry}>Try again</Button>;
  }
  return <>{searching ? adminMessages.noMatches : list.emptyText}</>;
}

function HeaderCell({
  column,
  sorting,
  onSort,
}: {
  column: Column<ListRow>;
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
    <SortHeader data-column={column.id} active={active} order={sorting.order} onSort={() => onSort(sortKey)}>
      {column.header}
    </SortHeader>
  );
}
