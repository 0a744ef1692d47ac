/**
 * The staff portal's API (docs/product-brief.md, HTTP contract): sign-in routes, then the three lists
 * behind the staff gate. Registered by buildApp; every answer here is private and not stored.
 */
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import type { ListContext } from "#server/modules/admin-lists/list-repository";
import type { ReleaseHeldMessages } from "#server/modules/admin-lists/record-changes";
import { prepareDummyHash } from "#server/modules/staff/passwords";
import { staffAuthRoutes } from "./auth";
import { catalogueRequestRoutes } from "./catalogue-requests";
import { inquiryRoutes } from "./inquiries";
import { jobApplicationRoutes } from "./job-applications";
import { ensureCookies, staffGate } from "./staff-auth";

export interface StaffPortalOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Secure cookies: PUBLIC_URL is https. */
  secureCookies: boolean;
  releaseHeldMessages: ReleaseHeldMessages;
}

export interface StaffListOptions {
  ctx: ListContext;
  releaseHeldMessages: ReleaseHeldMessages;
}

export async function staffPortalRoutes(app: FastifyInstance, options: StaffPortalOptions): Promise<void> {
  await ensureCookies(app);
  await prepareDummyHash();
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    return payload;
  });
  await app.register(staffAuthRoutes, { db: options.db, secureCookies: options.secureCookies });
  await app.register(async (staffOnly) => {
    staffOnly.addHook("onRequest", staffGate(options.db));
    const listOptions: StaffListOptions = {
      ctx: { db: options.db, dialect: options.dialect },
      releaseHeldMessages: options.releaseHeldMessages,
    };
    await staffOnly.register(jobApplicationRoutes, listOptions);
    await staffOnly.register(inquiryRoutes, listOptions);
    await staffOnly.register(catalogueRequestRoutes, listOptions);
  });
}
