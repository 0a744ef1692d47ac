/**
 * One section of the dashboard: search (debounced, on the server), the normal / spam views, CSV
 * export of the current filter, the table and its pages. Changes are saved at once; a failure
 * shows the spec's alert text in the page.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { SpamCount } from "#contracts/staff-portal";
import { adminRequest, withQuery } from "./api";
import { Icon } from "./icons";
import { adminMessages } from "./messages";
import { Pager } from "./pager";
import { PAGE_SIZE, pageCount } from "./paging";
import { type SectionConfig, visibleColumns } from "./sections";
import type { ListRow } from "./submission-details";
import styles from "./submissions.module.css";
import { type Sorting, SubmissionsTable } from "./submissions-table";
import { useSubmissionList } from "./use-submission-list";
import { useViewportWidth } from "./use-viewport-width";

/** Spec §9 asks for a debounced search; 300 ms keeps typing smooth and the server unhurried. */
export const SEARCH_DELAY_MS = 300;

export function SubmissionsPanel<Row extends ListRow>({ section }: { section: SectionConfig<Row> }) {
  const width = useViewportWidth();
  const columns = visibleColumns(section.columns, width);
  const searchId = useId();

  const [spamView, setSpamView] = useState(false);
  const [searchInput, setSearchInput] = useState("");
  const [q, setQ] = useState("");
  const [sorting, setSorting] = useState<Sorting>(section.defaultSort);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [countGeneration, setCountGeneration] = useState(0);
  // Whether the list being loaded is the other view just switched to (its failure has its own text).
  const switchingView = useRef(false);

  const spam = spamView ? section.spam : undefined;
  const filter = { ...spam?.query, q: q.trim(), sort: sorting.sort, order: sorting.order };
  const list = useSubmissionList<Row>(spam?.listPath ?? section.listPath, { ...filter, page, pageSize: PAGE_SIZE });
  const spamCount = useSpamCount(section.spam?.countPath, countGeneration);
  const csvHref = withQuery(section.csvPath, { ...filter, spam: spamView ? "true" : undefined });

  useEffect(() => {
    if (searchInput === q) return;
    const timer = setTimeout(() => {
      setQ(searchInput);
      setPage(1);
      setExpanded(new Set());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput, q]);

  useEffect(() => {
    if (list.loading) return;
    if (list.error) setAlert(switchingView.current ? adminMessages.spamViewFailed : adminMessages.listFailed);
    switchingView.current = false;
  }, [list.loading, list.error]);

  // A page emptied by records moving away (marked spam, say) falls back to the last page there is.
  const { data } = list;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage(pageCount(data.total));
  }, [data, page]);

  const goToPage = (next: number) => {
    setPage(next);
    setExpanded(new Set());
  };

  const toggleView = () => {
    switchingView.current = true;
    list.clear();
    setSpamView((value) => !value);
    setAlert(null);
    goToPage(1);
    setCountGeneration((n) => n + 1);
  };

  const sortBy = (sortKey: string) => {
    setSorting((current) =>
      current.sort === sortKey
        ? { sort: sortKey, order: current.order === "asc" ? "desc" : "asc" }
        : { sort: sortKey, order: "asc" },
    );
    goToPage(1);
  };

  const toggleRow = useCallback((id: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const save = async (row: Row, change: { followupStatus?: string; isSpam?: boolean }) => {
    if (!section.changePath) return false;
    setSaving((current) => new Set(current).add(row.id));
    try {
      await adminRequest(section.changePath(row.id), { method: "PATCH", body: change });
      return true;
    } catch (error) {
      console.warn("Saving a change failed", error);
      setAlert(adminMessages.saveFailed);
      return false;
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(row.id);
        return next;
      });
    }
  };

  const changeFollowup = async (row: Row, followupStatus: string) => {
    const previous = row.followupStatus;
    list.updateRow(row.id, { followupStatus } as Partial<Row>);
    if (!(await save(row, { followupStatus }))) list.updateRow(row.id, { followupStatus: previous } as Partial<Row>);
  };

  // The record leaves the view it is in, so the view is fetched again, with the spam count.
  const changeSpam = async (row: Row, isSpam: boolean) => {
    if (!(await save(row, { isSpam }))) return;
    setExpanded((current) => {
      const next = new Set(current);
      next.delete(row.id);
      return next;
    });
    list.reload();
    setCountGeneration((n) => n + 1);
  };

  const total = list.data?.total ?? 0;
  const viewName = spamView ? "spam records" : "records";

  return (
    <section className={styles.panel} aria-labelledby={`${searchId}-heading`}>
      <div className={styles.panelHead}>
        <h1 id={`${searchId}-heading`} className={styles.heading}>
          {section.label}
          {spamView ? <span className={styles.viewTag}>Spam</span> : null}
        </h1>
        {section.spam ? (
          <div className={styles.spamBar}>
            <p className={styles.spamCount}>
              Spam records: <strong>{spamCount ?? "…"}</strong>
            </p>
            <button type="button" className={styles.toggle} data-active={spamView} onClick={toggleView}>
              {spamView ? "Show Normal Records" : "Check Spam Records"}
            </button>
          </div>
        ) : null}
      </div>

      {alert ? (
        <div className={styles.alert} role="alert">
          <p>{alert}</p>
          <button type="button" className={styles.alertClose} onClick={() => setAlert(null)}>
            Dismiss
          </button>
        </div>
      ) : null}

      <div className={styles.toolbar}>
        <div className={styles.search}>
          <label htmlFor={searchId}>Search</label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder={section.searchHint}
            value={searchInput}
            autoComplete="off"
            onChange={(event) => setSearchInput(event.currentTarget.value)}
          />
        </div>
        <a className={styles.export} href={csvHref} download>
          <Icon name="download" />
          Export CSV
        </a>
      </div>

      <p className={styles.summary} aria-live="polite">
        {list.data === null ? null : list.loading ? adminMessages.loading : recordCount(total, spamView)}
      </p>

      <SubmissionsTable
        section={section}
        columns={columns}
        rows={list.data?.items ?? null}
        loading={list.loading && list.data === null}
        failed={Boolean(list.error)}
        searching={q.trim() !== ""}
        sorting={sorting}
        onSort={sortBy}
        expanded={expanded}
        onToggle={toggleRow}
        saving={saving}
        onFollowup={changeFollowup}
        onSpam={changeSpam}
        onRetry={list.reload}
        caption={`${section.label}: ${viewName}`}
      />

      <Pager page={page} total={total} onPage={goToPage} />
    </section>
  );
}

function recordCount(total: number, spamView: boolean): string {
  const noun = spamView ? "spam record" : "record";
  return `${total.toLocaleString("en-IN")} ${total === 1 ? noun : `${noun}s`}`;
}

function useSpamCount(path: string | undefined, generation: number): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    adminRequest<SpamCount>(path, { signal: controller.signal })
      .then((answer) => setCount(answer.count))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("Spam count failed to load", error);
      });
    return () => controller.abort();
  }, [path, generation]);
  return count;
}
