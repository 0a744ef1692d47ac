/** One page of a staff list with its total, in the contract's shape `{ items, total, page, pageSize }`. */
import type { ListPage } from "#contracts/staff-portal";
import { type ListContext, type ListDefinition, type PageRequest, findPage } from "./list-repository";

export async function listPage<Item>(
  ctx: ListContext,
  list: ListDefinition,
  request: PageRequest,
  toItem: (row: Record<string, unknown>) => Item,
): Promise<ListPage<Item>> {
  const { rows, total } = await findPage(ctx, list, request);
  return { items: rows.map(toItem), total, page: request.page, pageSize: request.pageSize };
}
