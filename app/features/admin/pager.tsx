/** Previous / 'Showing page X of N' / Next under a staff list; the buttons are disabled at the ends. */
import { pageCount, pagingText } from "./paging";
import styles from "./submissions.module.css";

interface PagerProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, total, onPage }: PagerProps) {
  const last = pageCount(total);
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button type="button" className={styles.pagerButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className={styles.pagerText} aria-live="polite">
        {pagingText(page, total)}
      </p>
      <button type="button" className={styles.pagerButton} disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
