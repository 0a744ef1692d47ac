/**
 * The portal's table and its sortable header cell. A sortable header is a button inside the <th>,
 * the <th> saying how the list is sorted (aria-sort); the server does the sorting.
 */
import type { ReactNode, TableHTMLAttributes, ThHTMLAttributes } from "react";
import { Icon } from "~/features/admin/icons";
import styles from "./table.module.css";

interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** One card per row below 640 px, its cells labelled by their data-label. */
  cards?: boolean;
  /** Cells that hold text boxes (a table being edited): each wide enough for its box, tighter padding. */
  editable?: boolean;
}

export function Table({ cards = false, editable = false, className, ...rest }: TableProps) {
  const look = [styles.table, cards ? styles.cards : undefined, editable ? styles.editable : undefined, className]
    .filter(Boolean)
    .join(" ");
  return <table className={look} {...rest} />;
}

/** A header row of columns that are not sorted: their names, each a column header. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface SortHeaderProps extends ThHTMLAttributes<HTMLTableCellElement> {
  children: ReactNode;
  /** Sorted by this column now. */
  active: boolean;
  order: "asc" | "desc";
  onSort: () => void;
}

export function SortHeader({ children, active, order, onSort, ...rest }: SortHeaderProps) {
  return (
    <th scope="col" aria-sort={active ? (order === "asc" ? "ascending" : "descending") : "none"} {...rest}>
      <button type="button" className={styles.sortButton} onClick={onSort}>
        {children}
        <Icon
          name={active && order === "desc" ? "sortDown" : "sortUp"}
          className={active ? `${styles.sortMark} ${styles.sortMarkActive}` : styles.sortMark}
        />
      </button>
    </th>
  );
}
