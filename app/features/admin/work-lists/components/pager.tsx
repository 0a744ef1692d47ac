/** Previous / 'Showing page X of N' / Next under a staff list; the buttons are disabled at the ends. */
import { pageCount, pagingText } from "~/features/admin/work-lists/paging";
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
    <nav className={styles.pager} aria-label="Pages">
      <button type="button" className={styles.pagerButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className={styles.pagerText} aria-live="polite">
        {pagingText(page, total, pageSize)}
      </p>
      <button type="button" className={styles.pagerButton} disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
