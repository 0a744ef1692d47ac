/**
 * One work list of the dashboard, drawn from the route's data: heading and spam view, search and
 * CSV export of the current filter, the table and its pages. Every change of view is a change of
 * address (useListNavigation), read back by the route's loader; a record's own changes go through
 * the route's action (SubmissionRow).
 */
import { useId, useState } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { withQuery } from "~/features/admin/api/client";
import { Icon } from "~/features/admin/icons";
import { adminMessages } from "~/features/admin/messages";
import { DASHBOARD_PATH } from "~/features/admin/paths";
import type { WorkListData } from "~/features/admin/work-lists/api/load-work-list";
import { listNavigationState, useListNavigation } from "~/features/admin/work-lists/hooks/use-list-navigation";
import { Button, buttonClass } from "~/features/admin/ui/button";
import { SearchField } from "~/features/admin/ui/search-field";
import { StatePill } from "~/features/admin/ui/state-pill";
import { useViewportWidth } from "~/features/admin/use-viewport-width";
import { type ListView, listViewHref } from "~/features/admin/work-lists/list-view";
import { type ListRow, type WorkList, visibleColumns, workListById } from "~/features/admin/work-lists/lists";
import { Alert } from "~/features/admin/ui/alert";
import { PageHead } from "~/features/admin/ui/page-head";
import { Pager } from "~/features/admin/ui/pager";
import styles from "./panel.module.css";
import { SubmissionsTable } from "./submissions-table";

export function WorkListPanel({ data }: { data: WorkListData }) {
  const { view, page } = data;
  const list = workListById(view.section);
  const navigation = useListNavigation(view);
  const revalidator = useRevalidator();
  const loading = useListLoading() || revalidator.state === "loading";
  const columns = visibleColumns(list.columns, useViewportWidth());
  const headingId = useId();
  const viewName = view.spam ? "spam records" : "records";

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <PageHead
        headingId={headingId}
        title={
          <>
            {list.label}
            {view.spam ? <StatePill tone="warn">Spam</StatePill> : null}
          </>
        }
      >
        {list.spam ? (
          <div className={styles.spamBar}>
            <p className={styles.spamCount}>
              Spam records: <strong>{data.spamCount ?? "…"}</strong>
            </p>
            <Button data-active={view.spam} onClick={navigation.toggleSpamView}>
              {view.spam ? "Show Normal Records" : "Check Spam Records"}
            </Button>
          </div>
        ) : null}
      </PageHead>

      <LoadFailure data={data} />

      <div className={styles.toolbar}>
        <SearchField q={view.q} hint={list.searchHint} onSearch={navigation.search} />
        <div className={styles.actions}>
          {list.owned ? (
            <Button aria-pressed={view.mine === true} onClick={navigation.toggleMyLeads}>
              My leads
            </Button>
          ) : null}
          <a className={buttonClass()} href={csvHref(list, view)} download>
            <Icon name="download" />
            Export CSV
          </a>
        </div>
      </div>

      <p className={styles.summary} aria-live="polite">
        {loading ? adminMessages.loading : page ? recordCount(page.total, view.spam) : null}
      </p>

      <SubmissionsTable
        key={listViewHref(view)}
        list={list}
        columns={columns}
        rows={page?.items ?? null}
        loading={loading}
        searching={view.q !== ""}
        sorting={view}
        onSort={navigation.sortBy}
        onRetry={() => void revalidator.revalidate()}
        caption={`${list.label}: ${viewName}`}
      />

      <Pager
        page={page?.page ?? view.page}
        total={page?.total ?? 0}
        pageSize={page?.pageSize}
        onPage={navigation.goToPage}
      />
    </section>
  );
}

/**
 * A list that failed to load says so above the table (docs/spec.md §8 names the spam view's text),
 * until dismissed or loaded again.
 */
function LoadFailure({ data }: { data: WorkListData }) {
  const location = useLocation();
  const [dismissed, setDismissed] = useState<WorkListData | null>(null);
  if (data.page !== null || dismissed === data) return null;
  const message = listNavigationState(location.state).switchedView
    ? adminMessages.spamViewFailed
    : adminMessages.listFailed;
  return <Alert onDismiss={() => setDismissed(data)}>{message}</Alert>;
}

/** Whether the dashboard is on its way to another view of a list. */
function useListLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === DASHBOARD_PATH;
}

/** The server's export of the current filter: every page, in the current sort. */
function csvHref(list: WorkList<ListRow>, view: ListView): string {
  return withQuery(list.csvPath, {
    q: view.q,
    sort: view.sort,
    order: view.order,
    spam: view.spam ? "true" : undefined,
    owner: view.mine ? "me" : undefined,
    // A sales lead list's file has its owner, source and the buyer's language after the spec's columns.
    columns: list.owned ? "staff" : undefined,
  });
}

function recordCount(total: number, spamView: boolean): string {
  const noun = spamView ? "spam record" : "record";
  return `${total.toLocaleString("en-IN")} ${total === 1 ? noun : `${noun}s`}`;
}
