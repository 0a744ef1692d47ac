/** Paging of the staff lists: the server's page size (10, docs/spec.md §9) and the 'Showing page X of N' line. */
import { PAGE_SIZE_DEFAULT } from "#contracts/staff-portal";

/** At least one page, so an empty list reads 'Showing page 1 of 1'. */
export function pageCount(total: number, pageSize: number = PAGE_SIZE_DEFAULT): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pagingText(page: number, total: number, pageSize: number = PAGE_SIZE_DEFAULT): string {
  return `Showing page ${page} of ${pageCount(total, pageSize)}`;
}
