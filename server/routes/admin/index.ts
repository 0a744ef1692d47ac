/**
 * The staff portal's API (docs/product-brief.md, HTTP contract): sign-in routes, then the three lists
 * and the configuration notices behind fastify.requireStaff. Every answer here is private and not stored.
 * Record changes and CSV exports are security events (S-19), logged here once for every list.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { logSecurityEvent, outcomeOf, staffActor } from "#server/modules/security-events/security-events";
import { staffAuthRoutes } from "./auth";
import { catalogueRequestRoutes } from "./catalogue-requests";
import { inquiryRoutes } from "./inquiries";
import { jobApplicationRoutes } from "./job-applications";
import { failedMailRoutes } from "./mail";
import { noticeRoutes } from "./notices";
import { peopleRoutes } from "./people";

export async function staffPortalRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    return payload;
  });
  await app.register(staffAuthRoutes);
  await app.register(async (staffOnly) => {
    staffOnly.addHook("onRequest", app.requireStaff);
    staffOnly.addHook("onResponse", logStaffAction);
    await staffOnly.register(jobApplicationRoutes);
    await staffOnly.register(inquiryRoutes);
    await staffOnly.register(catalogueRequestRoutes);
    await staffOnly.register(noticeRoutes);
    await staffOnly.register(peopleRoutes);
    await staffOnly.register(failedMailRoutes);
  });
}

/** A change (PATCH) or a CSV export, with who, from where, which record or list and which fields or filters. */
async function logStaffAction(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const route = request.routeOptions.url ?? request.url;
  if (request.method === "PATCH") {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    const body = request.body;
    logSecurityEvent(request.log, {
      event: "record.change",
      ...staffActor(request),
      outcome: outcomeOf(reply),
      details: {
        route,
        ...(id !== undefined ? { id: String(id) } : {}),
        ...(body && typeof body === "object" ? { fields: Object.keys(body) } : {}),
      },
    });
  } else if (request.method === "GET" && route.endsWith(".csv")) {
    // The names of the filters the client sent, never their values: a search term may itself be
    // personal data (S-18).
    const filters = [...new Set(new URL(request.url, "http://staff.invalid").searchParams.keys())];
    logSecurityEvent(request.log, {
      event: "export.csv",
      ...staffActor(request),
      outcome: outcomeOf(reply),
      details: { route, filters },
    });
  }
}
