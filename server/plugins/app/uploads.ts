/**
 * The file store (UPLOADS) as `fastify.uploads`: resumes now, the content's photos and the privacy
 * tools' erasure next (docs/decisions/035-file-storage.md). At start it clears what a crash left
 * half-written: temporary upload files on this machine, and incomplete files in the database.
 * `fastify.uploadChecks` admits a file before it is stored: the per-client quota and the total
 * cap, and the malware scan when CLAMD_ADDRESS is set (docs/decisions/044-upload-quotas-and-scanning.md).
 */
import fp from "fastify-plugin";
import { clamdScanner, MalwareFound, ScannerUnavailable } from "#server/modules/uploads/malware-scan";
import { createUploadLimits, type UploadLimits } from "#server/modules/uploads/upload-limits";
import { sweepIncompleteFiles } from "#server/modules/uploads/database-store";
import { openFileStore } from "#server/modules/uploads/configured-store";
import type { FileStore } from "#server/modules/uploads/file-store";
import { removeAbandonedUploads, uploadsDirectory } from "#server/modules/uploads/resume-store";

export interface UploadChecks {
  limits: UploadLimits;
  /**
   * Scans a file about to be stored (its path, or its bytes): resolves when it may be stored, throws MalwareFound when it
   * carries malware, and ScannerUnavailable while clamd cannot answer under CLAMD_UNAVAILABLE=refuse
   * (with `accept` such a file is stored unscanned and the log says so). Without CLAMD_ADDRESS it
   * resolves at once.
   */
  scan(file: string | Uint8Array, log: { warn: (details: object, message: string) => void }): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    uploads: FileStore;
    uploadChecks: UploadChecks;
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

    const { malwareScan } = app.config;
    const scanner = malwareScan ? clamdScanner(malwareScan.address) : undefined;
    app.decorate("uploadChecks", {
      limits: createUploadLimits({ db: app.db, dialect: app.dialect, store }, app.config.uploadLimits),
      async scan(file, log) {
        if (!scanner) return;
        try {
          const verdict = await scanner.scan(file);
          if (!verdict.clean) throw new MalwareFound(verdict.signature);
        } catch (error) {
          if (!(error instanceof ScannerUnavailable) || malwareScan?.whenUnavailable !== "accept") throw error;
          log.warn(
            { event: "upload.unscanned", reason: error.message },
            "upload stored unscanned: clamd is unavailable",
          );
        }
      },
    } satisfies UploadChecks);
  },
  { name: "uploads", dependencies: ["database"] },
);
