/**
 * The staff portal's API (docs/product-brief.md, HTTP contract): sign-in routes, then behind
 * fastify.requireStaff (which also checks each route's staffArea against the person's roles) the
 * three lists, the configuration notices, failed mail, the person's own account, the users page and
 * the audit trail. Every answer here is private and not stored. A record change or a CSV export of
 * the three lists is a security event (S-19) and an audit entry, recorded here once for every list.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { logSecurityEvent, outcomeOf } from "#server/modules/security-events/security-events";
import { accountRoutes } from "./account";
import { auditRoutes } from "./audit";
import { backupRoutes } from "./backup";
import { buyerRoutes } from "./buyers";
import { staffAuthRoutes } from "./auth";
import { contentRoutes } from "./content";
import { contentUploadRoutes } from "./content-uploads";
import { failedMailRoutes } from "./mail";
import { noticeRoutes } from "./notices";
import { peopleRoutes } from "./people";
import { salesReplyRoutes } from "./sales-replies";
import { salesReportRoutes } from "./sales-reports";
import { staffListsRoutes } from "./staff-lists";
import { userRoutes } from "./users";

export async function staffPortalRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    return payload;
  });
  await app.register(staffAuthRoutes);
  await app.register(async (staffOnly) => {
    staffOnly.addHook("onRequest", app.requireStaff);
    await staffOnly.register(async (lists) => {
      lists.addHook("onResponse", logListAction);
      await lists.register(staffListsRoutes);
    });
    await staffOnly.register(noticeRoutes);
    await staffOnly.register(peopleRoutes);
    await staffOnly.register(failedMailRoutes);
    await staffOnly.register(backupRoutes);
    await staffOnly.register(accountRoutes);
    await staffOnly.register(userRoutes);
    await staffOnly.register(auditRoutes);
    await staffOnly.register(contentRoutes);
    await staffOnly.register(contentUploadRoutes);
    await staffOnly.register(buyerRoutes);
    await staffOnly.register(salesReplyRoutes);
    await staffOnly.register(salesReportRoutes);
  });
}

/**
 * A change (PATCH) or a CSV export of a list, with who, from where, which record or list, which
 * fields or filters, and what the route noted: the record's before and after, the export's rows.
 */
async function logListAction(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const route = request.routeOptions.url ?? request.url;
  const note = request.securityNote;
  if (request.method === "PATCH") {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    const body = request.body;
    await logSecurityEvent(request, {
      event: "record.change",
      outcome: outcomeOf(reply),
      ...(note?.target ? { target: note.target } : {}),
      details: {
        route,
        ...(id !== undefined ? { id: String(id) } : {}),
        ...(body && typeof body === "object" ? { fields: Object.keys(body) } : {}),
        ...note?.details,
      },
    });
  } else if (request.method === "GET" && route.endsWith(".csv")) {
    // The names of the filters the client sent, never their values: a search term may itself be
    // personal data (S-18).
    const filters = [...new Set(new URL(request.url, "http://staff.invalid").searchParams.keys())];
    await logSecurityEvent(request, {
      event: "export.csv",
      outcome: outcomeOf(reply),
      ...(note?.target ? { target: note.target } : {}),
      details: { route, filters, ...note?.details },
    });
  }
}
