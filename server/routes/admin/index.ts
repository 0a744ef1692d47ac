/**
 * The staff portal's API (docs/product-brief.md, HTTP contract): sign-in routes, then the three lists
 * and the configuration notices behind fastify.requireStaff. Every answer here is private and not stored.
 */
import type { FastifyInstance } from "fastify";
import { staffAuthRoutes } from "./auth";
import { catalogueRequestRoutes } from "./catalogue-requests";
import { inquiryRoutes } from "./inquiries";
import { jobApplicationRoutes } from "./job-applications";
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
    await staffOnly.register(jobApplicationRoutes);
    await staffOnly.register(inquiryRoutes);
    await staffOnly.register(catalogueRequestRoutes);
    await staffOnly.register(noticeRoutes);
    await staffOnly.register(peopleRoutes);
  });
}
