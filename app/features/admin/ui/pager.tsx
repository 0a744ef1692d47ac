/** Previous / 'Showing page X of N' / Next under a staff list; the buttons are disabled at the ends. */
import { Button } from "./button";
import { pageCount, pagingText } from "./paging";
import layout from "./layout.module.css";
import styles from "./pager.module.css";

interface PagerProps {
  page: number;
  total: number;
  /** The server's page size; the contract's default when the list has not loaded. */
  pageSize?: number;
  onPage: (page: number) => void;
}

export function Pager({ page, total, pageSize, onPage }: PagerProps) {
  const last = pageCount(total, pageSize);
  return (
    <nav className={`${layout.spread} ${styles.pager}`} aria-label="Pages">
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className={styles.pagerText} aria-live="polite">
        {pagingText(page, total, pageSize)}
      </p>
      <Button disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
