/**
 * One page of a staff list, fetched whenever the path or its query changes, the older request
 * aborted so a slow answer never replaces a newer one.
 */
import { useCallback, useEffect, useState } from "react";
import type { ListPage } from "#contracts/staff-portal";
import { adminRequest, type QueryValue, withQuery } from "./api";

export interface SubmissionList<Row> {
  data: ListPage<Row> | null;
  loading: boolean;
  error: unknown;
  /** Fetch the same page again (after a record moved to or from spam). */
  reload: () => void;
  /** Forget the shown rows, so a different view does not show the last one's. */
  clear: () => void;
  /** Change one shown record in place (after a saved change). */
  updateRow: (id: number, change: Partial<Row>) => void;
}

export function useSubmissionList<Row extends { id: number }>(
  path: string,
  query: Record<string, QueryValue>,
): SubmissionList<Row> {
  const [data, setData] = useState<ListPage<Row> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);
  // The URL is the effect's one dependency: an equal query is not a new request.
  const url = withQuery(path, query);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    adminRequest<ListPage<Row>>(url, { signal: controller.signal })
      .then((page) => {
        setData(page);
        setLoading(false);
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Staff list failed to load", reason);
        setError(reason);
        setLoading(false);
      });
    return () => controller.abort();
  }, [url, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const clear = useCallback(() => setData(null), []);
  const updateRow = useCallback((id: number, change: Partial<Row>) => {
    setData((page) =>
      page ? { ...page, items: page.items.map((row) => (row.id === id ? { ...row, ...change } : row)) } : page,
    );
  }, []);

  return { data, loading, error, reload, clear, updateRow };
}
