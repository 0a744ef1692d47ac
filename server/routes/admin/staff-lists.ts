/**
 * The staff routes of the three lead lists, each list declared once (its role area, sorts,
 * schemas, paths and how a record is named) and registered by one function: the list (normal or
 * spam), the spam count, the CSV export and the change of one record. POST /api/inquiries and the
 * other forms' posts are the public side (routes/leads/).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exportQuerySchema, listQuerySchema, type SortRules } from "#contracts/list-query";
import {
  applicationChangeSchema,
  catalogueRequestChangeSchema,
  catalogueRequestItemSchema,
  inquiryChangeSchema,
  inquiryItemSchema,
  jobApplicationItemSchema,
  listPageSchema,
  listSorts,
  spamCountSchema,
  staffPaths,
} from "#contracts/staff-portal";
import type { StaffLists } from "#server/modules/admin-lists/list-service";
import {
  changeInvalidInput,
  listInvalidInput,
  noteRecordChange,
  notFound,
  recordIdParams,
  sendCsv,
} from "./list-routes";

type ListName = keyof StaffLists;

/** One list as the HTTP contract has it. */
interface StaffListRoutes<Name extends ListName> {
  /** The list's key in `fastify.staffLists`, its role area and its name in the CSV's security event. */
  name: Name;
  sorts: SortRules;
  item: typeof inquiryItemSchema | typeof catalogueRequestItemSchema | typeof jobApplicationItemSchema;
  change: typeof inquiryChangeSchema | typeof catalogueRequestChangeSchema | typeof applicationChangeSchema;
  paths: { list: string; spamList?: string; spamCount: string; csv: string; record: string };
  /** How one record is named in a 404 and in the audit trail ("catalogue request 12"). */
  noun: string;
}

const STAFF_LISTS = [
  {
    name: "applications",
    sorts: listSorts.applications,
    item: jobApplicationItemSchema,
    change: applicationChangeSchema,
    paths: {
      list: staffPaths.applications,
      spamCount: staffPaths.applicationsSpamCount,
      csv: staffPaths.applicationsCsv,
      record: staffPaths.applications,
    },
    noun: "application",
  } satisfies StaffListRoutes<"applications">,
  {
    name: "inquiries",
    sorts: listSorts.inquiries,
    item: inquiryItemSchema,
    change: inquiryChangeSchema,
    paths: {
      list: staffPaths.inquiries,
      spamList: staffPaths.inquiriesSpam,
      spamCount: staffPaths.inquiriesSpamCount,
      csv: staffPaths.inquiriesCsv,
      record: staffPaths.inquiries,
    },
    noun: "inquiry",
  } satisfies StaffListRoutes<"inquiries">,
  {
    name: "catalogueRequests",
    sorts: listSorts.catalogueRequests,
    item: catalogueRequestItemSchema,
    change: catalogueRequestChangeSchema,
    paths: {
      list: staffPaths.catalogueRequests,
      spamCount: staffPaths.catalogueRequestsSpamCount,
      csv: staffPaths.catalogueRequestsCsv,
      record: staffPaths.catalogueRequest,
    },
    noun: "catalogue request",
  } satisfies StaffListRoutes<"catalogueRequests">,
] as const;

function staffListRoutes<Name extends ListName>(definition: StaffListRoutes<Name>): FastifyPluginAsyncZod {
  return async (app) => {
    // The three services differ only in their item and change types, which the schemas below check.
    const list = app.staffLists[definition.name] as StaffLists["inquiries"];
    const staffArea = definition.name;
    const listRoute = {
      schema: { querystring: listQuerySchema(definition.sorts), response: { 200: listPageSchema(definition.item) } },
      config: { staffArea, invalidInput: listInvalidInput },
    } as const;

    app.get(definition.paths.list, listRoute, async (request) => list.page(request.query));
    if (definition.paths.spamList)
      app.get(definition.paths.spamList, listRoute, async (request) => list.page({ ...request.query, spam: true }));

    app.get(
      definition.paths.spamCount,
      { schema: { response: { 200: spamCountSchema } }, config: { staffArea } },
      async () => list.spamCount(),
    );

    app.get(
      definition.paths.csv,
      {
        schema: { querystring: exportQuerySchema(definition.sorts) },
        config: { staffArea, invalidInput: listInvalidInput },
      },
      async (request, reply) => sendCsv(request, reply, definition.name, request.query, list.csv(request.query)),
    );

    app.patch(
      `${definition.paths.record}/:id`,
      {
        schema: { params: recordIdParams, body: definition.change, response: { 200: definition.item } },
        config: { staffArea, invalidInput: changeInvalidInput },
      },
      async (request) => {
        const changed = await list.change(request.params.id, request.body as Parameters<typeof list.change>[1]);
        if (!changed) throw notFound(definition.noun);
        noteRecordChange(request, `${definition.noun} ${request.params.id}`, changed.before, changed.item);
        return changed.item;
      },
    );
  };
}

/** Every staff list's routes. */
export const staffListsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const definition of STAFF_LISTS) await app.register(staffListRoutes<ListName>(definition));
};
