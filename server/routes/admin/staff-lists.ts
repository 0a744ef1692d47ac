/**
 * The staff routes of the three lead lists, registered by one function from each list's one
 * definition (server/modules/admin-lists: role area, sorts, schemas, paths, how a record is
 * named): the list (normal or spam), the spam count, the CSV export and the change of one record. POST /api/inquiries and the
 * other forms' posts are the public side (routes/leads/).
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { exportQuerySchema, listQuerySchema } from "#contracts/list-query";
import { leadCsvColumnsSchema, ownerFilterSchema } from "#contracts/sales";
import { listPageSchema, spamCountSchema } from "#contracts/staff-portal";
import { STAFF_LISTS, type StaffLists } from "#server/modules/admin-lists/list-service";
import { HttpError } from "#server/http-error";
import { mayOwnLeads } from "#server/modules/sales/lead-events";
import { staffOf } from "#server/plugins/app/staff-auth";
import {
  changeInvalidInput,
  listInvalidInput,
  noteRecordChange,
  notFound,
  recordIdParams,
  sendCsv,
} from "./list-routes";

function staffListRoutes(definition: (typeof STAFF_LISTS)[number]): FastifyPluginAsyncZod {
  return async (app) => {
    // The three services differ only in their item and change types, which the schemas below check.
    const list = app.staffLists[definition.name] as StaffLists["inquiries"];
    const staffArea = definition.name;
    const query = z.extend(listQuerySchema(definition.sortRules), definition.owned ? { owner: ownerFilterSchema } : {});
    const listRoute = {
      schema: { querystring: query, response: { 200: listPageSchema(definition.itemSchema) } },
      config: { staffArea, invalidInput: listInvalidInput },
    } as const;
    const exportQuery = z.extend(
      exportQuerySchema(definition.sortRules),
      definition.owned ? { owner: ownerFilterSchema, columns: leadCsvColumnsSchema } : {},
    );
    const pageOf = (request: FastifyRequest, asked: z.output<typeof query>, spam: boolean) =>
      list.page({ ...asked, spam: spam || asked.spam, owner: ownerOf(request, (asked as { owner?: string }).owner) });

    app.get(definition.paths.list, listRoute, async (request) => pageOf(request, request.query, false));
    if (definition.paths.spamList)
      app.get(definition.paths.spamList, listRoute, async (request) => pageOf(request, request.query, true));

    app.get(
      definition.paths.spamCount,
      { schema: { response: { 200: spamCountSchema } }, config: { staffArea } },
      async () => list.spamCount(),
    );

    app.get(
      definition.paths.csv,
      {
        schema: { querystring: exportQuery },
        config: { staffArea, invalidInput: listInvalidInput },
      },
      async (request, reply) => {
        const asked = request.query as z.output<typeof exportQuery> & { owner?: string; columns?: "sales" | "staff" };
        const filter = {
          ...asked,
          owner: ownerOf(request, asked.owner),
          sales: asked.columns !== undefined,
          language: asked.columns === "staff",
        };
        return sendCsv(request, reply, definition.name, request.query, list.csv(filter));
      },
    );

    app.patch(
      `${definition.paths.record}/:id`,
      {
        schema: { params: recordIdParams, body: definition.changeSchema, response: { 200: definition.itemSchema } },
        config: { staffArea, invalidInput: changeInvalidInput },
      },
      async (request) => {
        const body = request.body as Parameters<typeof list.change>[1];
        const ownerId = (body as { ownerId?: number | null }).ownerId;
        if (ownerId !== undefined && ownerId !== null && !(await mayOwnLeads(app.db, ownerId))) {
          throw new HttpError(400, "invalid_input", "The change is not valid.", {
            ownerId: "Choose an active person with the sales or administrator role",
          });
        }
        const { user } = staffOf(request);
        const changed = await list.change(request.params.id, body, { id: user.id, name: user.name });
        if (!changed) throw notFound(definition.noun);
        noteRecordChange(request, `${definition.noun} ${request.params.id}`, changed.before, changed.item);
        return changed.item;
      },
    );
  };
}

/** `owner=me|none|<id>` as the list service takes it. */
function ownerOf(request: FastifyRequest, owner: string | undefined): number | "none" | undefined {
  if (owner === undefined) return undefined;
  if (owner === "me") return staffOf(request).user.id;
  return owner === "none" ? "none" : Number(owner);
}

/** Every staff list's routes. */
export const staffListsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const definition of STAFF_LISTS) await app.register(staffListRoutes(definition));
};
