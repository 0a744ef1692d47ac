/** Paging of the staff lists: 10 rows a page (docs/spec.md §9) and the 'Showing page X of N' line. */
export const PAGE_SIZE = 10;

/** At least one page, so an empty list reads 'Showing page 1 of 1'. */
export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pagingText(page: number, total: number, pageSize: number = PAGE_SIZE): string {
  return `Showing page ${page} of ${pageCount(total, pageSize)}`;
}
