/**
 * A staff list as a table: sortable headers (aria-sort; the server sorts), one SubmissionRow per
 * record, and the loading, empty and failed texts of docs/spec.md §8, in the kit's wide table (which
 * scrolls sideways inside its box where it must, and says so).
 */
import { useState } from "react";
import { adminMessages } from "~/features/admin/messages";
import type { Column, ListRow, SortOrder, WorkList } from "~/features/admin/work-lists/lists";
import { Button } from "~/features/admin/ui/button";
import { SortHeader } from "~/features/admin/ui/table";
import { WideTable, wideTableParts } from "~/features/admin/ui/wide-table";
import { SubmissionRow } from "./submission-row";

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

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <WideTable caption={props.caption} busy={loading}>
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
            <td colSpan={columns.length} className={wideTableParts.placeholder}>
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
    </WideTable>
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
