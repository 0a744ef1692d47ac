/**
 * GET /uploads/:filename: a job applicant's resume, from the file store (UPLOADS), for staff who
 * may see applications (hr and administrators; the gate checks the role, as it does for the
 * lists). The name must be one the server gave a stored resume (random, no path), and be
 * recorded on an application.
 * PDFs open in the browser; Word files download under the applicant's own (cleaned) file name.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { staffPaths } from "#contracts/staff-portal";
import { HttpError } from "#server/http-error";
import { logSecurityEvent, outcomeOf } from "#server/modules/security-events/security-events";

/** The names server/modules/uploads/resume-store.ts gives: a random UUID and .pdf, .doc or .docx. Nothing else is ever looked up. */
export const STORED_RESUME_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx)$/;

const TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

function missing(): HttpError {
  return new HttpError(404, "not_found", "There is no such file.");
}

/** The applicant's file name, safe for a header: no path, no control or quote characters, the stored file's extension. */
export function downloadName(original: string | null, extension: string): { ascii: string; utf8: string } {
  const base = (original ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f"*:<>?|]/g, "")
    .replace(/\.(pdf|docx?)$/i, "")
    .trim()
    .slice(0, 100);
  const stem = base || "resume";
  const ascii = stem.replace(/[^A-Za-z0-9 ._()-]/g, "_").replace(/^\.+/, "") || "resume";
  return { ascii: `${ascii}.${extension}`, utf8: `${stem}.${extension}` };
}

/** A sandboxed document: no scripts, forms, plugins or same-origin access, and no loads of any kind. */
const RESUME_POLICY = "sandbox; default-src 'none'";

/** Any name is looked up by STORED_RESUME_NAME below: one the server did not give is a 404, not a 400. */
const uploadParams = z.object({ filename: z.string() });

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, uploads } = app;
  app.get(
    `${staffPaths.uploads}/:filename`,
    {
      onRequest: app.requireStaff,
      // Every try is a security event (S-19), a refused one included: the stored name is random, not personal.
      onResponse: async (request, reply) =>
        logSecurityEvent(request, {
          event: "resume.download",
          outcome: outcomeOf(reply),
          ...(request.securityNote?.target ? { target: request.securityNote.target } : {}),
          details: { file: request.params.filename.slice(0, 64) },
        }),
      schema: { params: uploadParams },
      config: { staffArea: "applications" },
    },
    async (request, reply) => {
      const { filename } = request.params;
      const match = STORED_RESUME_NAME.exec(filename);
      if (!match) throw missing();
      const extension = match[1]!;
      const application = await db
        .selectFrom("job_applications")
        .select(["id", "resume_original_name"])
        .where("resume_file", "=", filename)
        .limit(1)
        .executeTakeFirst();
      if (!application) throw missing();
      const file = await uploads.get(filename);
      if (!file) throw missing();

      request.securityNote = { target: `application ${application.id}` };
      const name = downloadName(application.resume_original_name, extension);
      const disposition = extension === "pdf" ? "inline" : "attachment";
      return (
        reply
          .header("content-type", TYPES[extension]!)
          .header("content-length", String(file.size))
          .header(
            "content-disposition",
            `${disposition}; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`,
          )
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-store")
          // An applicant's document opened in the portal's origin runs nothing and reaches nothing
          // (security review S-16), and no other site may embed it (S-26).
          .header("content-security-policy", RESUME_POLICY)
          .header("cross-origin-resource-policy", "same-origin")
          .send(file.body)
      );
    },
  );
};
