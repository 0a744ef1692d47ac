/**
 * The list a person is looking at, as the address keeps it, so a reload, Back and a shared link open
 * the same view: `/admin/dashboard?section=career&q=ravi&sort=name&order=desc&page=2&spam=true`.
 * Values equal to the list's defaults are left out of the address; values it cannot use (an unknown
 * sort, page "abc") read as the default, so an edited or outdated link still opens a list.
 */
import { LIST_SEARCH_MAX_LENGTH } from "#contracts/staff-portal";
import { DASHBOARD_PATH } from "~/features/admin/paths";
import { DEFAULT_LIST, type SortOrder, type WorkListId, isWorkListId, sortKeys, workListById } from "./lists";

export interface ListView {
  section: WorkListId;
  /** The search as sent to the server: trimmed, at most LIST_SEARCH_MAX_LENGTH characters. */
  q: string;
  sort: string;
  order: SortOrder;
  /** From 1. */
  page: number;
  /** The spam view; always false for a list without one. */
  spam: boolean;
  /** "My leads": only the person's own leads (a sales lead list only); absent when off. */
  mine?: true;
}

/** The server pages up to 100,000,000; nine digits is more than any list here will reach. */
const PAGE_PATTERN = /^[1-9]\d{0,8}$/;

export function readListView(params: URLSearchParams): ListView {
  const requested = params.get("section");
  const section = isWorkListId(requested) ? requested : DEFAULT_LIST;
  const list = workListById(section);
  const sort = params.get("sort");
  const order = params.get("order");
  const page = params.get("page") ?? "";
  return {
    section,
    q: cleanSearch(params.get("q") ?? ""),
    sort: sort !== null && sortKeys(list).includes(sort) ? sort : list.defaultSort.sort,
    order: order === "asc" || order === "desc" ? order : list.defaultSort.order,
    page: PAGE_PATTERN.test(page) ? Number(page) : 1,
    spam: list.spam !== undefined && params.get("spam") === "true",
    ...(list.owned && params.get("mine") === "true" ? { mine: true as const } : {}),
  };
}

/** The dashboard address of `view`, with only what differs from the defaults. */
export function listViewHref(view: ListView): string {
  const list = workListById(view.section);
  const params = new URLSearchParams();
  if (view.section !== DEFAULT_LIST) params.set("section", view.section);
  const q = cleanSearch(view.q);
  if (q) params.set("q", q);
  const defaultSort = view.sort === list.defaultSort.sort && view.order === list.defaultSort.order;
  if (!defaultSort) {
    params.set("sort", view.sort);
    params.set("order", view.order);
  }
  if (view.page > 1) params.set("page", String(view.page));
  if (view.spam && list.spam) params.set("spam", "true");
  if (view.mine && list.owned) params.set("mine", "true");
  const search = params.toString();
  return search ? `${DASHBOARD_PATH}?${search}` : DASHBOARD_PATH;
}

/** A list as it opens from the sidebar: no search, default sort, page 1, normal records. */
export function freshView(section: WorkListId): ListView {
  const { defaultSort } = workListById(section);
  return { section, q: "", sort: defaultSort.sort, order: defaultSort.order, page: 1, spam: false };
}

/** The next sort when a header is clicked: the same column flips its order, another starts ascending. */
export function nextSort(view: ListView, sortKey: string): Pick<ListView, "sort" | "order"> {
  if (view.sort !== sortKey) return { sort: sortKey, order: "asc" };
  return { sort: sortKey, order: view.order === "asc" ? "desc" : "asc" };
}

function cleanSearch(text: string): string {
  return text.trim().slice(0, LIST_SEARCH_MAX_LENGTH);
}
