/**
 * The query string of a staff list and of its CSV export (docs/spec.md §9), as one schema per list:
 * q (a case-insensitive substring), sort, order (asc | desc), page (from 1), pageSize (1 to 100,
 * default 10) and spam (true | false). Each parameter may be given once; a bad one is named in the
 * 400 with the reason. Other parameters are ignored. The exports take the same ones, less page
 * and pageSize, which they ignore.
 */
import * as z from "zod/mini";
import { LIST_SEARCH_MAX_LENGTH, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "./staff-portal";

export interface SortRules {
  keys: readonly [string, ...string[]];
  default: string;
  order: "asc" | "desc";
}

const MAX_PAGE = 100_000_000;

/** One parameter's text, trimmed; blank is the same as absent. A repeated parameter is an array: refused. */
function queryValue(name: string) {
  return z.pipe(
    z.optional(z.string({ error: `${name} must be given once` })),
    z.transform((value: string | undefined) => value?.trim() || undefined),
  );
}

function wholeNumber(name: string, fallback: number, max: number) {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return z.pipe(
    queryValue(name),
    z.pipe(
      z.optional(
        z
          .string()
          .check(z.refine((value) => /^\d{1,9}$/.test(value) && Number(value) >= 1 && Number(value) <= max, message)),
      ),
      z.transform((value: string | undefined) => (value === undefined ? fallback : Number(value))),
    ),
  );
}

function filterShape<const Keys extends readonly [string, ...string[]]>(rules: SortRules & { keys: Keys }) {
  return {
    q: z.pipe(
      queryValue("q"),
      z.pipe(
        z.optional(
          z
            .string()
            .check(z.maxLength(LIST_SEARCH_MAX_LENGTH, `q can be at most ${LIST_SEARCH_MAX_LENGTH} characters`)),
        ),
        z.transform((value: string | undefined) => value?.replace(/[\u0000-\u001f]/g, "") || undefined),
      ),
    ),
    sort: z.pipe(
      z.pipe(
        queryValue("sort"),
        z.transform((value: string | undefined) => value ?? rules.default),
      ),
      z.enum(rules.keys, { error: `sort must be one of: ${rules.keys.join(", ")}` }),
    ),
    order: z.pipe(
      z.pipe(
        queryValue("order"),
        z.transform((value: string | undefined) => value?.toLowerCase() ?? rules.order),
      ),
      z.enum(["asc", "desc"], { error: "order must be asc or desc" }),
    ),
    spam: z.pipe(
      z.pipe(queryValue("spam"), z.optional(z.enum(["true", "false"], { error: "spam must be true or false" }))),
      z.transform((value: "true" | "false" | undefined) => value === "true"),
    ),
  };
}

/** A list's page: filter, order and page. */
export function listQuerySchema<const Keys extends readonly [string, ...string[]]>(rules: SortRules & { keys: Keys }) {
  return z.object({
    ...filterShape(rules),
    page: wholeNumber("page", 1, MAX_PAGE),
    pageSize: wholeNumber("pageSize", PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  });
}

/** A list's CSV export: the whole list in its filter and order. */
export function exportQuerySchema<const Keys extends readonly [string, ...string[]]>(
  rules: SortRules & { keys: Keys },
) {
  return z.object(filterShape(rules));
}

export type ExportQuery = z.output<ReturnType<typeof exportQuerySchema>>;
