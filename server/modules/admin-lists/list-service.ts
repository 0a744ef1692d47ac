/**
 * The three staff lists as one service, bound once to the database and the outbox: each list's
 * page (in the contract's shape `{ items, total, page, pageSize }`), spam count, follow-up change
 * and CSV export. server/plugins/app/staff-lists.ts makes it `fastify.staffLists`.
 */
import type { ListPage, SpamCount } from "#contracts/staff-portal";
import { catalogueRequestList, changeCatalogueRequest, toCatalogueRequestItem } from "./catalogue-requests";
import {
  type CsvExport,
  catalogueRequestsCsv,
  csvChunks,
  csvFileName,
  inquiriesCsv,
  jobApplicationsCsv,
} from "./exports";
import { changeInquiry, inquiryList, toInquiryItem } from "./inquiries";
import { changeJobApplication, jobApplicationList, toJobApplicationItem } from "./job-applications";
import {
  countRecords,
  findPage,
  type ListContext,
  type ListDefinition,
  type ListFilter,
  type ListOrder,
  type PageRequest,
} from "./list-repository";
import type { ChangeContext } from "./record-changes";
import { withOwnerNames } from "#server/modules/sales/lead-events";

export interface CsvFile {
  fileName: string;
  /** The file's text, a batch of records at a time. */
  chunks: AsyncGenerator<string>;
  /** Records written so far. */
  rows(): number;
}

export type StaffLists = ReturnType<typeof createStaffLists>;

export function createStaffLists(ctx: ChangeContext) {
  return {
    applications: {
      page: pageOf(ctx, jobApplicationList, toJobApplicationItem),
      spamCount: spamCountOf(ctx, jobApplicationList),
      change: changeJobApplication.bind(null, ctx),
      csv: csvOf(ctx, jobApplicationsCsv),
    },
    inquiries: {
      page: pageOf(ctx, inquiryList, toInquiryItem, true),
      spamCount: spamCountOf(ctx, inquiryList),
      change: changeInquiry.bind(null, ctx),
      csv: csvOf(ctx, inquiriesCsv),
    },
    catalogueRequests: {
      page: pageOf(ctx, catalogueRequestList, toCatalogueRequestItem, true),
      spamCount: spamCountOf(ctx, catalogueRequestList),
      change: changeCatalogueRequest.bind(null, ctx),
      csv: csvOf(ctx, catalogueRequestsCsv),
    },
  };
}

function pageOf<Item>(
  ctx: ListContext,
  list: ListDefinition,
  toItem: (row: Record<string, unknown>) => Item,
  owned = false,
) {
  return async (request: PageRequest): Promise<ListPage<Item>> => {
    const { rows, total } = await findPage(ctx, list, request);
    const named = owned ? await withOwnerNames(ctx.db, rows) : rows;
    return { items: named.map(toItem), total, page: request.page, pageSize: request.pageSize };
  };
}

function spamCountOf(ctx: ListContext, list: ListDefinition) {
  return async (): Promise<SpamCount> => ({ count: await countRecords(ctx, list, { spam: true }) });
}

function csvOf(ctx: ListContext, csv: CsvExport) {
  return (filter: ListFilter & ListOrder & { sales?: boolean }): CsvFile => {
    const counted = { rows: 0 };
    return {
      fileName: csvFileName(csv, filter),
      chunks: csvChunks(ctx, csv, filter, counted),
      rows: () => counted.rows,
    };
  };
}
