/**
 * The sales desk's staff routes (product brief "Selling"): the buyers list, one buyer with its
 * timeline and possible duplicates, its owner, the merge and its preview (administrators); the
 * routing table (administrators); and one's own leave (everyone signed in). Merges, owner changes,
 * routing changes and leave are audited.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { listQuerySchema } from "#contracts/list-query";
import { ROUTING_PLACES } from "#contracts/countries";
import {
  awayAnswerSchema,
  awaySchema,
  buyerItemSchema,
  buyerPageQuerySchema,
  buyerPageSchema,
  buyerSorts,
  mergeBodySchema,
  mergePreviewSchema,
  mergeQuerySchema,
  ownerFilterSchema,
  ownerIdField,
  ownersAnswerSchema,
  routingAnswerSchema,
  routingFieldErrors,
  routingSchema,
  salesPaths,
} from "#contracts/sales";
import { listPageSchema } from "#contracts/staff-portal";
import { HttpError } from "#server/http-error";
import { buyerList } from "#server/modules/sales/buyer-list";
import { mergeBuyers, mergePreview } from "#server/modules/sales/buyer-merge";
import {
  changeBuyerOwner,
  duplicatesOf,
  eligibleOwners,
  findBuyer,
  mergedInto,
  timeline,
} from "#server/modules/sales/buyers";
import { mayOwnLeads } from "#server/modules/sales/lead-events";
import { loadRouting, saveRouting } from "#server/modules/sales/routing";
import { logSecurityEvent } from "#server/modules/security-events/security-events";
import { staffOf } from "#server/plugins/app/staff-auth";
import { listInvalidInput, notFound, recordIdParams } from "./list-routes";

const buyerListQuery = z.extend(listQuerySchema(buyerSorts), { owner: ownerFilterSchema });
const ownerChangeSchema = z.object({ ownerId: z.pipe(ownerIdField, z.nullable(z.number())) });
const mergeRefused = new HttpError(400, "invalid_input", "Choose another buyer to merge with.", {
  otherId: "Choose another buyer",
});

export const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect } = app;

  app.get(
    salesPaths.buyers,
    {
      schema: { querystring: buyerListQuery, response: { 200: listPageSchema(buyerItemSchema) } },
      config: { staffArea: "buyers", invalidInput: listInvalidInput },
    },
    async (request) => {
      const { owner, ...query } = request.query;
      const me = staffOf(request).user.id;
      return buyerList(db, dialect, {
        ...query,
        owner: owner === undefined ? undefined : owner === "me" ? me : owner === "none" ? "none" : Number(owner),
      });
    },
  );

  app.get(
    salesPaths.owners,
    { schema: { response: { 200: ownersAnswerSchema } }, config: { staffArea: "buyers" } },
    async () => ({ owners: await eligibleOwners(db) }),
  );

  app.get(
    salesPaths.buyer,
    {
      schema: { params: recordIdParams, querystring: buyerPageQuerySchema, response: { 200: buyerPageSchema } },
      config: {
        staffArea: "buyers",
        invalidInput: { params: "The buyer id is not valid.", querystring: "before is not valid." },
      },
    },
    async (request) => {
      const buyer = await findBuyer(db, request.params.id);
      if (!buyer) {
        // A buyer merged away points at the one it became.
        const into = await mergedInto(db, request.params.id);
        if (into !== null) {
          throw new HttpError(404, "merged", `This buyer was merged into buyer ${into}.`, { mergedInto: String(into) });
        }
        throw notFound("buyer");
      }
      const [page, duplicates] = await Promise.all([
        timeline(db, buyer.id, request.query.before),
        duplicatesOf(db, buyer.id),
      ]);
      return { buyer, ...page, duplicates };
    },
  );

  app.patch(
    salesPaths.buyer,
    {
      schema: { params: recordIdParams, body: ownerChangeSchema, response: { 200: buyerItemSchema } },
      config: {
        staffArea: "buyers",
        invalidInput: { params: "The buyer id is not valid.", body: "The change is not valid." },
      },
    },
    async (request) => {
      const { ownerId } = request.body;
      if (ownerId !== null && !(await mayOwnLeads(db, ownerId))) {
        throw new HttpError(400, "invalid_input", "The change is not valid.", {
          ownerId: "Choose an active person with the sales or administrator role",
        });
      }
      const { user } = staffOf(request);
      if (!(await changeBuyerOwner(db, request.params.id, ownerId, { id: user.id, name: user.name }))) {
        throw notFound("buyer");
      }
      await logSecurityEvent(request, {
        event: "buyer.owner",
        outcome: "success",
        target: `buyer ${request.params.id}`,
        details: { ownerId },
      });
      return (await findBuyer(db, request.params.id))!;
    },
  );

  app.get(
    salesPaths.mergePreview,
    {
      schema: { params: recordIdParams, querystring: mergeQuerySchema, response: { 200: mergePreviewSchema } },
      config: {
        staffArea: "routing",
        invalidInput: { params: "The buyer id is not valid.", querystring: "otherId is not valid." },
      },
    },
    async (request) => {
      const preview = await mergePreview(db, request.params.id, request.query.otherId);
      if (preview === "same") throw mergeRefused;
      if (preview === "not-found") throw notFound("buyer");
      return preview;
    },
  );

  app.post(
    salesPaths.merge,
    {
      schema: { params: recordIdParams, body: mergeBodySchema, response: { 200: buyerItemSchema } },
      config: {
        staffArea: "routing",
        invalidInput: { params: "The buyer id is not valid.", body: "otherId is not valid." },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      const { id } = request.params;
      const { otherId } = request.body;
      const merged = await mergeBuyers(db, id, otherId, { id: user.id, name: user.name });
      if (merged === "same") throw mergeRefused;
      if (merged === "not-found") throw notFound("buyer");
      await logSecurityEvent(request, {
        event: "buyer.merge",
        outcome: "success",
        target: `buyer ${id}`,
        details: { otherId, ...merged.moved },
      });
      return (await findBuyer(db, id))!;
    },
  );

  app.get(
    salesPaths.routing,
    { schema: { response: { 200: routingAnswerSchema } }, config: { staffArea: "routing" } },
    async () => ({ routing: await loadRouting(db), staff: await eligibleOwners(db), places: [...ROUTING_PLACES] }),
  );

  app.put(
    salesPaths.routing,
    {
      schema: { body: routingSchema, response: { 200: routingAnswerSchema } },
      config: { staffArea: "routing", invalidInput: { body: "The routing table is not valid." } },
    },
    async (request) => {
      const routing = request.body;
      const known = new Set((await db.selectFrom("staff_users").select("id").execute()).map((row) => Number(row.id)));
      const fields = routingFieldErrors(routing, known);
      if (Object.keys(fields).length > 0)
        throw new HttpError(400, "invalid_input", "The routing table is not valid.", fields);
      await saveRouting(db, routing, staffOf(request).user.id);
      await logSecurityEvent(request, {
        event: "routing.change",
        outcome: "success",
        target: "routing",
        details: { rules: routing.rules.length, fallback: routing.fallbackStaffIds.length },
      });
      return { routing: await loadRouting(db), staff: await eligibleOwners(db), places: [...ROUTING_PLACES] };
    },
  );

  app.patch(
    salesPaths.away,
    {
      schema: { body: awaySchema, response: { 200: awayAnswerSchema } },
      config: { staffArea: "signedIn", invalidInput: { body: "awayUntil must be a date and time or null." } },
    },
    async (request) => {
      const awayUntil = request.body.awayUntil === null ? null : new Date(request.body.awayUntil).toISOString();
      await db
        .updateTable("staff_users")
        .set({ away_until: awayUntil })
        .where("id", "=", staffOf(request).user.id)
        .execute();
      await logSecurityEvent(request, { event: "account.away", outcome: "success", details: { awayUntil } });
      return { awayUntil };
    },
  );
};
