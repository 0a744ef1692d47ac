/**
 * The file store (UPLOADS) as `fastify.uploads`: resumes now, the content's photos and the privacy
 * tools' erasure next (docs/decisions/035-file-storage.md). At start it clears what a crash left
 * half-written: temporary upload files on this machine, and incomplete files in the database.
 */
import fp from "fastify-plugin";
import { sweepIncompleteFiles } from "#server/modules/uploads/database-store";
import { openFileStore } from "#server/modules/uploads/configured-store";
import type { FileStore } from "#server/modules/uploads/file-store";
import { removeAbandonedUploads, uploadsDirectory } from "#server/modules/uploads/resume-store";

declare module "fastify" {
  interface FastifyInstance {
    uploads: FileStore;
  }
}

/** An upload still being written an hour after it started belongs to a process that died. */
const ABANDONED_UPLOAD_MS = 60 * 60_000;

export default fp(
  async (app) => {
    const store = await openFileStore(app.config, app.db);
    await removeAbandonedUploads(uploadsDirectory(app.config.dataDir), ABANDONED_UPLOAD_MS);
    if (store.kind === "database") await sweepIncompleteFiles(app.db, ABANDONED_UPLOAD_MS);
    app.decorate("uploads", store);
  },
  { name: "uploads", dependencies: ["database"] },
);
