/**
 * The kit's table for lists with many columns. It fits its box where it can; where it cannot (a
 * narrow window, the sidebar open) it scrolls sideways inside its box and says so: a line above it,
 * a shadow on the side with more, and, once scrolled, a first column that stays put. A row may open
 * a details row below it: `RowExpander` in its first cell, and the classes in `wideTableParts`.
 */
import { type ReactNode, useRef } from "react";
import { Icon } from "~/features/admin/icons";
import { Table } from "./table";
import { useHorizontalOverflow } from "./use-horizontal-overflow";
import styles from "./wide-table.module.css";

/** The looks of a wide table's rows and cells, for the rows its caller draws. */
export const wideTableParts = {
  /** A row that opens its details when clicked (data-open while open). */
  row: styles.row ?? "",
  /** The first cell's content: the expander, then the value. */
  firstCell: styles.firstCell ?? "",
  /** The row under an open row, its one cell as wide as the box. */
  detailsRow: styles.detailsRow ?? "",
  /** The one cell that says the list is loading, empty or failed. */
  placeholder: styles.placeholder ?? "",
  /** A cell whose value never wraps (a phone number). */
  nowrap: styles.nowrap ?? "",
  /** A date and a time, each kept whole (two spans inside). */
  dateTime: styles.dateTime ?? "",
  /** A cell of e-mail addresses: its span (the address, split with <wbr>) keeps a readable width. */
  address: styles.address ?? "",
};

interface WideTableProps {
  /** The table's name: its hidden caption, and the scrolling box's name. */
  caption: string;
  busy: boolean;
  /** The header and body rows. */
  children: ReactNode;
}

export function WideTable({ caption, busy, children }: WideTableProps) {
  const box = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(box);
  const scrolls = overflow.start || overflow.end;
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
          aria-label={scrolls ? `${caption}, scrolls sideways` : undefined}
        >
          <Table className={styles.wide} aria-busy={busy}>
            <caption className="visually-hidden">{caption}</caption>
            {children}
          </Table>
        </div>
      </div>
    </div>
  );
}

interface RowExpanderProps {
  open: boolean;
  /** The id of the details row it opens. */
  controls: string;
  /** What it opens, for a screen reader ("Details of Ravi Shah"). */
  label: string;
  onToggle: () => void;
}

/** The small button at the start of a row that opens and closes the row's details. */
export function RowExpander({ open, controls, label, onToggle }: RowExpanderProps) {
  return (
    <button
      type="button"
      className={styles.expander}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={label}
      onClick={onToggle}
    >
      <Icon name={open ? "chevronDown" : "chevronRight"} />
    </button>
  );
}
