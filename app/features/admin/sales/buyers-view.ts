/** The buyer list's state as its address (`/admin/buyers?q=&owner=&sort=&order=&page=`), so reload and Back keep it. */
import { buyerSorts } from "#contracts/sales";

export const BUYERS_PATH = "/admin/buyers";

type BuyerSort = (typeof buyerSorts.keys)[number];

export interface BuyersView {
  q: string;
  /** "", "me" or "none". */
  owner: "" | "me" | "none";
  sort: BuyerSort;
  order: "asc" | "desc";
  page: number;
}

export function readBuyersView(params: URLSearchParams): BuyersView {
  const sort = params.get("sort");
  const owner = params.get("owner");
  const page = Number(params.get("page"));
  return {
    q: params.get("q")?.trim() ?? "",
    owner: owner === "me" || owner === "none" ? owner : "",
    sort: (buyerSorts.keys as readonly string[]).includes(sort ?? "") ? (sort as BuyerSort) : buyerSorts.default,
    order: params.get("order") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function buyersHref(view: BuyersView): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.owner) params.set("owner", view.owner);
  if (view.sort !== buyerSorts.default) params.set("sort", view.sort);
  if (view.order !== "desc") params.set("order", view.order);
  if (view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `${BUYERS_PATH}?${query}` : BUYERS_PATH;
}

export const buyerHref = (id: number) => `${BUYERS_PATH}/${id}`;
