/**
 * A collection's items in the portal: search and status filter (kept in the address, read back by
 * the route's loader), one row per item with where it stands, and the pages. The title opens the
 * item's editor; "New …" opens an empty one.
 */
import { useId, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { COLLECTION_LABELS, CONTENT_STATUS_FILTERS } from "#contracts/collections/api";
import type { AnyItem, AnyListPage } from "~/features/admin/content/api/content-api";
import {
  type ContentView,
  type StatusFilter,
  contentItemHref,
  contentListHref,
} from "~/features/admin/content/content-view";
import { collectionForms } from "~/features/admin/content/field-specs";
import { LIVE_STATE_LABELS, LIVE_STATE_TONES } from "~/features/admin/content/live-state";
import { Alert } from "~/features/admin/ui/alert";
import { Pager } from "~/features/admin/ui/pager";
import { buttonClass } from "~/features/admin/ui/button";
import { Field } from "~/features/admin/ui/field";
import { formatIndiaTime } from "~/features/admin/ui/india-time";
import { PageHead } from "~/features/admin/ui/page-head";
import { SearchField } from "~/features/admin/ui/search-field";
import { StatePill } from "~/features/admin/ui/state-pill";
import { Table, TableHead } from "~/features/admin/ui/table";
import layout from "~/features/admin/ui/layout.module.css";
import styles from "./content.module.css";
import { OrderPanel } from "./order-panel";

export interface ContentListData {
  view: ContentView;
  /** null when the list could not be loaded. */
  page: AnyListPage | null;
  /** The machines or the product lines in their order on the site (null: could not be loaded). */
  order?: AnyItem[] | null;
}

const STATUS_LABELS: Record<StatusFilter, string> = { all: "All", draft: "Drafts", published: "Published" };

export function ContentList({ data }: { data: ContentListData }) {
  const { view, page } = data;
  const form = collectionForms[view.collection];
  const label = COLLECTION_LABELS[view.collection];
  const headingId = useId();
  const show = useViewChange(view);
  const loading = useNavigation().state === "loading";
  // A failure stays above the list until dismissed, or until the list loads again.
  const [dismissed, setDismissed] = useState<ContentListData | null>(null);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageHead headingId={headingId} title={label}>
        <Link className={buttonClass({ variant: "primary" })} to={contentItemHref(view.collection, "new")}>
          New {form.noun}
        </Link>
      </PageHead>

      {page === null && dismissed !== data ? (
        <Alert onDismiss={() => setDismissed(data)}>
          {`Failed to load the ${label.toLowerCase()}. Please try again.`}
        </Alert>
      ) : null}

      <div className={`${layout.toolbar} ${styles.toolbar}`}>
        <SearchField q={view.q} hint={form.searchHint} onSearch={(q) => show({ q, page: 1 }, true)} />
        <Field label="Status">
          {(control) => (
            <select
              {...control}
              value={view.status}
              onChange={(event) => show({ status: event.currentTarget.value as StatusFilter, page: 1 })}
            >
              {CONTENT_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <p className={styles.summary} aria-live="polite">
        {loading ? "Loading…" : page ? `${page.total} ${page.total === 1 ? form.noun : `${form.noun}s`}` : null}
      </p>

      <Table cards>
        <caption className="visually-hidden">{label}</caption>
        <TableHead columns={[form.titleField === "name" ? "Name" : "Title", "State", "Updated"]} />
        <tbody>
          {page?.items.map((item) => (
            <ItemRow key={item.id} item={item} titleField={form.titleField} />
          ))}
          {page && page.items.length === 0 ? (
            <tr>
              <td colSpan={3} className={styles.empty}>
                {view.q || view.status !== "all"
                  ? `No ${label.toLowerCase()} match.`
                  : `No ${label.toLowerCase()} yet.`}
              </td>
            </tr>
          ) : null}
        </tbody>
      </Table>

      {page && page.total > page.pageSize ? (
        <Pager page={page.page} total={page.total} pageSize={page.pageSize} onPage={(next) => show({ page: next })} />
      ) : null}

      {view.collection === "machines" || view.collection === "product-lines" ? (
        <OrderPanel collection={view.collection} items={data.order ?? null} />
      ) : null}
    </section>
  );
}

function ItemRow({ item, titleField }: { item: AnyItem; titleField: "title" | "name" }) {
  const title = (item.fields as Record<string, unknown>)[titleField];
  return (
    <tr>
      <td>
        <Link className={styles.itemLink} to={contentItemHref(item.collection, item.id)}>
          {typeof title === "string" ? title : item.slug}
        </Link>
      </td>
      <td data-label="State">
        <StatePill tone={LIVE_STATE_TONES[item.live]}>{LIVE_STATE_LABELS[item.live]}</StatePill>
        {item.status === "published" && item.hasUnpublishedChanges ? (
          <span className={styles.note}>Unpublished changes</span>
        ) : null}
        {item.goesLiveAt ? (
          <span className={styles.note}>
            {item.liveVersion !== null ? `Version ${item.publishedVersion} from` : "From"}{" "}
            {formatIndiaTime(item.goesLiveAt)}
          </span>
        ) : null}
      </td>
      <td data-label="Updated">{formatIndiaTime(item.updatedAt)}</td>
    </tr>
  );
}

/**
 * Each change of view is a change of address. Typing a search makes one history entry and then
 * replaces it, so Back does not step through every pause in the typing.
 */
function useViewChange(view: ContentView) {
  const navigate = useNavigate();
  const location = useLocation();
  const typed = (location.state as { typedSearch?: boolean } | null)?.typedSearch === true;
  return (change: Partial<ContentView>, typing = false) => {
    const href = contentListHref({ ...view, ...change });
    if (href === location.pathname + location.search) return;
    navigate(href, {
      preventScrollReset: true,
      replace: typing && typed,
      state: typing ? { typedSearch: true } : undefined,
    });
  };
}
