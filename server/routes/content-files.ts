/**
 * The public files of the content collections, from the uploads store: the variants of uploaded
 * photos (named like the media build's, /assets/media/upload-<hash>-<width>.<hash>.<format>) and
 * the uploaded press-release PDFs (/assets/documents/<name>.pdf). Their names carry a hash of their
 * content, so they are cached for a year like the build's assets. A PDF is public as soon as it is
 * uploaded, so it opens sandboxed, as a resume does (security review T-06): whatever it carries runs
 * nothing, submits nothing and reaches nothing of the site's origin.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import { documentKey, photoKey } from "#server/modules/site-content/content-uploads";
import type { StoredObject } from "#server/modules/uploads/file-store";

/** After "upload-": the photo's hash, its width, the hash again and the format. */
const PHOTO_FILE = /^[a-f0-9]{10}-\d{1,5}\.[a-f0-9]{10}\.(avif|webp|jpg)$/;
const DOCUMENT_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/;

/** No scripts, forms, plugins or same-origin access, and no loads of any kind. */
const DOCUMENT_POLICY = "sandbox; default-src 'none'";

function sendStored(reply: FastifyReply, file: StoredObject, contentType = file.contentType) {
  return reply
    .header("content-type", contentType)
    .header("content-length", String(file.size))
    .header("cache-control", "public, max-age=31536000, immutable")
    .send(file.body);
}

export async function contentFileRoutes(app: FastifyInstance): Promise<void> {
  const store = app.uploads;

  // Only upload-… names: any other miss under /assets/media/ is the static site's not-found page.
  app.get<{ Params: { file: string } }>("/assets/media/upload-:file", { logLevel: "warn" }, async (request, reply) => {
    const name = request.params.file;
    const file = PHOTO_FILE.test(name) ? await store.get(photoKey(`upload-${name}`)) : undefined;
    if (!file) return reply.callNotFound();
    return sendStored(reply, file);
  });

  app.get<{ Params: { file: string } }>("/assets/documents/:file", { logLevel: "warn" }, async (request, reply) => {
    const name = request.params.file;
    const file = DOCUMENT_FILE.test(name) ? await store.get(documentKey(name)) : undefined;
    if (!file) return reply.callNotFound();
    return sendStored(reply.header("content-security-policy", DOCUMENT_POLICY), file, "application/pdf");
  });
}
