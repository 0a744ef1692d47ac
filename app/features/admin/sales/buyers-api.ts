/** The sales desk's buyer requests, one function each, through the portal's API client. */
import type { ListPage } from "#contracts/staff-portal";
import { type BuyerItem, type BuyerPage, type MergePreview, type StaffRef, salesPaths } from "#contracts/sales";
import { adminRequest } from "~/features/admin/api/client";
import type { BuyersView } from "./buyers-view";

const buyerPath = (id: number, path: string = salesPaths.buyer) => path.replace(":id", String(id));

export function fetchBuyers(view: BuyersView, signal?: AbortSignal): Promise<ListPage<BuyerItem>> {
  return adminRequest(salesPaths.buyers, {
    query: {
      q: view.q || undefined,
      owner: view.owner || undefined,
      sort: view.sort,
      order: view.order,
      page: view.page,
    },
    ...(signal ? { signal } : {}),
  });
}

export function fetchBuyer(id: number, before: string | null, signal?: AbortSignal): Promise<BuyerPage> {
  return adminRequest(buyerPath(id), { query: { before }, ...(signal ? { signal } : {}) });
}

export function changeBuyerOwner(id: number, ownerId: number | null): Promise<BuyerItem> {
  return adminRequest(buyerPath(id), { method: "PATCH", body: { ownerId } });
}

export function previewMerge(id: number, otherId: number): Promise<MergePreview> {
  return adminRequest(buyerPath(id, salesPaths.mergePreview), { query: { otherId } });
}

export function mergeBuyer(id: number, otherId: number): Promise<BuyerItem> {
  return adminRequest(buyerPath(id, salesPaths.merge), { method: "POST", body: { otherId } });
}

export async function fetchOwners(signal?: AbortSignal): Promise<StaffRef[]> {
  const answer = await adminRequest<{ owners: StaffRef[] }>(salesPaths.owners, signal ? { signal } : {});
  return answer.owners;
}
