/** One page of a staff list with its total, in the contract's shape `{ items, total, page, pageSize }`. */
import type { ListPage } from "../../../contracts/staff-portal";
import { type ListContext, type ListDefinition, type PageRequest, countRecords, findPage } from "./list-repository";

export async function listPage<Item>(
  ctx: ListContext,
  list: ListDefinition,
  request: PageRequest,
  toItem: (row: Record<string, unknown>) => Item,
): Promise<ListPage<Item>> {
  const total = await countRecords(ctx, list, request);
  const rows = await findPage(ctx, list, request, total);
  return { items: rows.map(toItem), total, page: request.page, pageSize: request.pageSize };
}
