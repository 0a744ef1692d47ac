/**
 * Reads a list's query string (q, sort, order, page, pageSize, spam) into a page request,
 * refusing anything else with a 400 that names each bad parameter.
 */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "#contracts/staff-portal";
import { HttpError } from "#server/http-error";
import type { ListFilter, ListOrder, PageRequest, SortOrder } from "./list-repository";

export interface SortRules {
  keys: readonly string[];
  default: string;
  order: SortOrder;
}

const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 100_000_000;

type Query = Record<string, unknown>;

/** The filter and order of a list or an export; `spam` may be fixed by the route (e.g. /api/inquiries/spam). */
export function parseListFilter(query: unknown, rules: SortRules, fixedSpam?: boolean): ListFilter & ListOrder {
  const { spam, q, sort, order } = readParams(query, rules, fixedSpam, false);
  return { spam, q, sort, order };
}

export function parsePageRequest(query: unknown, rules: SortRules, fixedSpam?: boolean): PageRequest {
  return readParams(query, rules, fixedSpam, true);
}

/** With `paged` false, page and pageSize are ignored (an export takes the whole list). */
function readParams(query: unknown, rules: SortRules, fixedSpam: boolean | undefined, paged: boolean): PageRequest {
  const params: Query = typeof query === "object" && query !== null ? (query as Query) : {};
  const fields: Record<string, string> = {};
  const text = (name: string): string | undefined => {
    const value = params[name];
    if (value === undefined) return undefined;
    if (typeof value !== "string") {
      fields[name] = `${name} must be given once`;
      return undefined;
    }
    return value.trim() === "" ? undefined : value.trim();
  };

  const q = text("q");
  if (q !== undefined && q.length > MAX_QUERY_LENGTH) fields.q = `q can be at most ${MAX_QUERY_LENGTH} characters`;
  const cleanQ = q?.replace(/[\u0000-\u001f]/g, "");

  const sort = text("sort") ?? rules.default;
  if (!rules.keys.includes(sort)) fields.sort = `sort must be one of: ${rules.keys.join(", ")}`;

  const orderText = text("order")?.toLowerCase() ?? rules.order;
  if (orderText !== "asc" && orderText !== "desc") fields.order = "order must be asc or desc";
  const order: SortOrder = orderText === "desc" ? "desc" : "asc";

  let spam = fixedSpam ?? false;
  const spamText = text("spam");
  if (spamText !== undefined) {
    if (spamText !== "true" && spamText !== "false") fields.spam = "spam must be true or false";
    else if (fixedSpam === undefined) spam = spamText === "true";
  }

  const integer = (name: string, fallback: number, max: number): number => {
    const value = text(name);
    if (value === undefined) return fallback;
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1 || Number(value) > max) {
      fields[name] = `${name} must be a whole number from 1 to ${max}`;
      return fallback;
    }
    return Number(value);
  };
  const page = paged ? integer("page", 1, MAX_PAGE) : 1;
  const pageSize = paged ? integer("pageSize", PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX) : PAGE_SIZE_DEFAULT;

  if (Object.keys(fields).length > 0)
    throw new HttpError(400, "invalid_input", "Some query parameters are not valid.", fields);
  return { spam, q: cleanQ || undefined, sort, order, page, pageSize };
}
