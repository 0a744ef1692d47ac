/**
 * The dashboard route's data: the view the address asks for, one page of its list and the spam
 * count, fetched together. A failed list is data too (`page: null`), so the sidebar and the
 * search stay on screen with the failure; a page emptied by records moving away (marked spam,
 * say) is replaced in history by the last page there is.
 */
import { type ListPage, type SpamCount } from "#contracts/staff-portal";
import { replace } from "react-router";
import { adminRequest } from "~/features/admin/api/client";
import { type ListRow, type WorkList, workListById } from "~/features/admin/work-lists/lists";
import { type ListView, listViewHref, readListView } from "~/features/admin/work-lists/list-view";
import { pageCount } from "~/features/admin/ui/paging";

export interface WorkListData {
  view: ListView;
  /** Null when the list could not be loaded. */
  page: ListPage<ListRow> | null;
  /** Null for a list without a spam view, or when the count could not be loaded. */
  spamCount: number | null;
}

export async function loadWorkList(url: URL, signal?: AbortSignal): Promise<WorkListData> {
  const view = readListView(url.searchParams);
  const list = workListById(view.section);
  const [page, spamCount] = await Promise.all([loadPage(list, view, signal), loadSpamCount(list, signal)]);
  if (page && page.items.length === 0 && page.total > 0 && view.page > 1) {
    throw replace(listViewHref({ ...view, page: pageCount(page.total, page.pageSize) }));
  }
  return { view, page, spamCount };
}

async function loadPage(list: WorkList<ListRow>, view: ListView, signal?: AbortSignal) {
  const spam = view.spam ? list.spam : undefined;
  try {
    return await adminRequest<ListPage<ListRow>>(spam?.listPath ?? list.listPath, {
      query: {
        ...spam?.query,
        q: view.q,
        sort: view.sort,
        order: view.order,
        page: view.page,
        owner: view.mine ? "me" : undefined,
      },
      signal,
    });
  } catch (error) {
    if (!signal?.aborted) console.warn("Staff list failed to load", error);
    return null;
  }
}

async function loadSpamCount(list: WorkList<ListRow>, signal?: AbortSignal): Promise<number | null> {
  if (!list.spam) return null;
  try {
    return (await adminRequest<SpamCount>(list.spam.countPath, { signal })).count;
  } catch (error) {
    if (!signal?.aborted) console.warn("Spam count failed to load", error);
    return null;
  }
}
