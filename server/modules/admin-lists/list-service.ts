/**
 * The three staff lists as one service, bound once to the database and the outbox: each list's
 * page (in the contract's shape `{ items, total, page, pageSize }`), spam count, follow-up change
 * and CSV export, all driven by the list's definition. server/plugins/app/staff-lists.ts makes it
 * `fastify.staffLists`.
 */
import type { StaffRef } from "#contracts/sales";
import type { ListPage, SpamCount } from "#contracts/staff-portal";
import type { LeadTable } from "#server/db/schema";
import { withOwnerNames } from "#server/modules/sales/lead-events";
import { catalogueRequestList } from "./catalogue-requests";
import { csvChunks, csvFileName } from "./exports";
import { inquiryList } from "./inquiries";
import { jobApplicationList } from "./job-applications";
import {
  type ListColumn,
  type ListFilter,
  type ListOrder,
  type PageRequest,
  countRecords,
  findPage,
} from "./list-repository";
import { type ChangeContext, type RecordBefore, type RecordChange, applyChange } from "./record-changes";
import type { StaffList } from "./staff-list";

export interface CsvFile {
  fileName: string;
  /** The file's text, a batch of records at a time. */
  chunks: AsyncGenerator<string>;
  /** Records written so far. */
  rows(): number;
}

/** Every staff list's definition, in the order their routes are registered. */
export const STAFF_LISTS = [jobApplicationList, inquiryList, catalogueRequestList] as const;

export type StaffLists = ReturnType<typeof createStaffLists>;

export function createStaffLists(ctx: ChangeContext) {
  return {
    applications: listService(ctx, jobApplicationList),
    inquiries: listService(ctx, inquiryList),
    catalogueRequests: listService(ctx, catalogueRequestList),
  };
}

function listService<Table extends LeadTable, Column extends ListColumn<Table>, Item, Change extends RecordChange>(
  ctx: ChangeContext,
  list: StaffList<Table, Column, Item, Change>,
) {
  return {
    async page(request: PageRequest): Promise<ListPage<Item>> {
      const { rows, total } = await findPage(ctx, list, request);
      const named = list.owned ? await withOwnerNames(ctx.db, rows) : rows;
      return { items: named.map(list.toItem), total, page: request.page, pageSize: request.pageSize };
    },

    async spamCount(): Promise<SpamCount> {
      return { count: await countRecords(ctx, list, { spam: true }) };
    },

    /** Applies a follow-up, spam or owner change; null when there is no such record. */
    async change(id: number, change: Change, by?: StaffRef): Promise<{ item: Item; before: RecordBefore } | null> {
      const changed = await applyChange(ctx, list, id, change, by);
      if (!changed) return null;
      const [row] = list.owned ? await withOwnerNames(ctx.db, [changed.row]) : [changed.row];
      return { item: list.toItem(row!), before: changed.before };
    },

    csv(filter: ListFilter & ListOrder & { sales?: boolean; language?: boolean }): CsvFile {
      const counted = { rows: 0 };
      return {
        fileName: csvFileName(list.csv.name, filter),
        chunks: csvChunks(ctx, list, filter, counted),
        rows: () => counted.rows,
      };
    },
  };
}
