/**
 * A content list as the address keeps it, so a reload, Back and a shared link open the same view:
 * `/admin/content/news?q=plastindia&status=draft&page=2`. Values equal to the defaults are left out;
 * values the list cannot use read as the default.
 */
import { COLLECTIONS, CONTENT_STATUS_FILTERS, type Collection } from "#contracts/collections/api";
import { LIST_SEARCH_MAX_LENGTH } from "#contracts/staff-portal";

export type StatusFilter = (typeof CONTENT_STATUS_FILTERS)[number];

export interface ContentView {
  collection: Collection;
  /** Trimmed, at most LIST_SEARCH_MAX_LENGTH characters. */
  q: string;
  status: StatusFilter;
  /** From 1. */
  page: number;
}

const PAGE_PATTERN = /^[1-9]\d{0,8}$/;

const CONTENT_BASE_PATH = "/admin/content";

export function isCollection(value: string | null | undefined): value is Collection {
  return (COLLECTIONS as readonly (string | null | undefined)[]).includes(value);
}

export function readContentView(collection: Collection, params: URLSearchParams): ContentView {
  const status = params.get("status");
  const page = params.get("page") ?? "";
  return {
    collection,
    q: cleanSearch(params.get("q") ?? ""),
    status: (CONTENT_STATUS_FILTERS as readonly (string | null)[]).includes(status) ? (status as StatusFilter) : "all",
    page: PAGE_PATTERN.test(page) ? Number(page) : 1,
  };
}

export function contentListHref(view: ContentView): string {
  const params = new URLSearchParams();
  const q = cleanSearch(view.q);
  if (q) params.set("q", q);
  if (view.status !== "all") params.set("status", view.status);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  const path = `${CONTENT_BASE_PATH}/${view.collection}`;
  return search ? `${path}?${search}` : path;
}

/** The editor of an item, or of a new one. */
export function contentItemHref(collection: Collection, id: number | "new"): string {
  return `${CONTENT_BASE_PATH}/${collection}/${id}`;
}

function cleanSearch(text: string): string {
  return text.trim().slice(0, LIST_SEARCH_MAX_LENGTH);
}
