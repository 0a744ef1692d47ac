/**
 * The content API of the portal (contracts/collections/api.ts), one set of routes per collection so
 * each declares its own schemas: list, create, read, change, delete, publish, unpublish, versions,
 * restore and preview; and the photo and PDF uploads. A publish, unpublish or delete answers once
 * this process's pages show it (other processes follow within seconds).
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import {
  COLLECTIONS,
  type Collection,
  contentListQuerySchema,
  contentPaths,
  DOCUMENT_FIELD,
  DOCUMENT_MAX_BYTES,
  documentUploadAnswerSchema,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  photoUploadAnswerSchema,
  publishBodySchema,
  slugOf,
  uploadMessages,
} from "#contracts/collections/api";
import { collectionSchemas, type FieldsOf } from "#contracts/collections/index";
import { HttpError } from "#server/http-error";
import { listInvalidInput, recordIdParams } from "./list-routes";

const itemParams = recordIdParams;
const versionParams = z.extend(recordIdParams, {
  version: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, "version must be a positive whole number")),
    z.transform(Number),
  ),
});
const previewQuery = z.object({
  id: z.optional(
    z.pipe(z.string().check(z.regex(/^\d{1,10}$/, "id must be a positive whole number")), z.transform(Number)),
  ),
});

const invalidItem = { params: "The item id is not valid.", body: "Some fields are not valid." };

function staffId(request: FastifyRequest): number | null {
  return request.staff?.user.id ?? null;
}

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service, preview } = app.content;

  /** After a change to what is published: this process's pages first, then the answer. */
  async function redrawPages(request: FastifyRequest): Promise<void> {
    try {
      await app.sitePages.refresh();
    } catch (error) {
      request.log.error({ err: error }, "the pages could not be drawn after a publish; every process retries");
    }
  }

  function sendPreview(reply: FastifyReply, page: { html: string; contentSecurityPolicy: string }) {
    return reply
      .header("content-type", "text/html; charset=utf-8")
      .header("content-security-policy", page.contentSecurityPolicy)
      .header("x-frame-options", "SAMEORIGIN")
      .header("x-robots-tag", "noindex")
      .send(page.html);
  }

  for (const collection of COLLECTIONS) {
    const schemas = collectionSchemas[collection];
    const path = contentPaths.collection(collection);
    const item = `${path}/:id`;

    app.get(
      path,
      {
        schema: { querystring: contentListQuerySchema, response: { 200: schemas.listPage } },
        config: { staffArea: collection, invalidInput: listInvalidInput },
      },
      async (request) => service.list(collection, request.query),
    );

    app.post(
      path,
      {
        schema: { body: schemas.input, response: { 201: schemas.item } },
        config: { staffArea: collection, invalidInput: invalidItem },
      },
      async (request, reply) => reply.code(201).send(await service.create(collection, request.body, staffId(request))),
    );

    app.get(
      item,
      {
        schema: { params: itemParams, response: { 200: schemas.item } },
        config: { staffArea: collection, invalidInput: invalidItem },
      },
      async (request) => service.get(collection, request.params.id),
    );

    app.patch(
      item,
      {
        schema: { params: itemParams, body: schemas.change, response: { 200: schemas.item } },
        config: { staffArea: collection, invalidInput: invalidItem },
      },
      async (request) => service.change(collection, request.params.id, request.body, staffId(request)),
    );

    app.delete(
      item,
      { schema: { params: itemParams }, config: { staffArea: collection, invalidInput: invalidItem } },
      async (request, reply) => {
        const { wasPublished } = await service.remove(collection, request.params.id);
        if (wasPublished) await redrawPages(request);
        return reply.code(204).send();
      },
    );

    app.post(
      `${item}/publish`,
      {
        schema: { params: itemParams, body: publishBodySchema, response: { 200: schemas.item } },
        config: { staffArea: collection, invalidInput: invalidItem },
      },
      async (request) => {
        const published = await service.publish(collection, request.params.id, request.body.version);
        await redrawPages(request);
        return published;
      },
    );

    app.post(
      `${item}/unpublish`,
      {
        schema: { params: itemParams, response: { 200: schemas.item } },
        config: { staffArea: collection, invalidInput: invalidItem },
      },
      async (request) => {
        const unpublished = await service.unpublish(collection, request.params.id);
        await redrawPages(request);
        return unpublished;
      },
    );

    app.get(
      `${item}/versions`,
      {
        schema: { params: itemParams, response: { 200: schemas.versions } },
        config: { staffArea: collection, invalidInput: invalidItem },
      },
      async (request) => service.versions(collection, request.params.id),
    );

    app.post(
      `${item}/versions/:version/restore`,
      {
        schema: { params: versionParams, response: { 200: schemas.item } },
        config: { staffArea: collection, invalidInput: { params: "The item id or version is not valid." } },
      },
      async (request) => service.restore(collection, request.params.id, request.params.version, staffId(request)),
    );

    app.get(
      `${item}/preview`,
      { schema: { params: itemParams }, config: { staffArea: collection, invalidInput: invalidItem } },
      async (request, reply) => {
        const draft = await service.draftOf(collection, request.params.id);
        return sendPreview(reply, await preview(collection, { id: request.params.id, ...draft }));
      },
    );

    app.post(
      `${path}/preview`,
      {
        schema: { querystring: previewQuery, body: schemas.input },
        config: { staffArea: collection, invalidInput: invalidItem },
      },
      async (request, reply) => {
        const fields = (await service.checkFields(collection, request.body)) as FieldsOf<Collection>;
        const id = request.query.id;
        const saved = id === undefined ? undefined : await service.draftOf(collection, id);
        const { title, name } = fields as { title?: string; name?: string };
        return sendPreview(
          reply,
          await preview(collection, {
            ...(id === undefined ? {} : { id }),
            slug: saved?.slug ?? slugOf(title ?? name ?? ""),
            ...(saved ? { position: saved.position } : {}),
            fields,
          }),
        );
      },
    );
  }

  // Uploads: multipart with one file, in their own scope (other staff routes answer multipart with 415).
  // Photos and PDFs belong to news items and galleries, both marketing's: the news area admits the
  // same people (contracts/staff-roles.ts).
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fieldNameSize: 100, fieldSize: 1024, fields: 0, files: 1, parts: 1, headerPairs: 50 },
    });

    async function receive(request: FastifyRequest, field: string, maxBytes: number, tooLarge: string) {
      const file = await request.file({ limits: { fileSize: maxBytes } });
      if (!file || file.fieldname !== field) return undefined;
      try {
        return { bytes: await file.toBuffer(), fileName: file.filename };
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new HttpError(413, "payload_too_large", tooLarge);
        }
        throw error;
      }
    }

    uploads.post(
      contentPaths.photos,
      { schema: { response: { 201: photoUploadAnswerSchema } }, config: { staffArea: "news" } },
      async (request, reply) => {
        const upload = await receive(request, PHOTO_FIELD, PHOTO_MAX_BYTES, uploadMessages.photoTooLarge);
        if (!upload) {
          throw new HttpError(400, "invalid_input", uploadMessages.photoMissing, {
            [PHOTO_FIELD]: uploadMessages.photoMissing,
          });
        }
        return reply.code(201).send({ photo: await app.content.uploads.photo(upload, staffId(request)) });
      },
    );

    uploads.post(
      contentPaths.documents,
      { schema: { response: { 201: documentUploadAnswerSchema } }, config: { staffArea: "news" } },
      async (request, reply) => {
        const upload = await receive(request, DOCUMENT_FIELD, DOCUMENT_MAX_BYTES, uploadMessages.documentTooLarge);
        if (!upload) {
          throw new HttpError(400, "invalid_input", uploadMessages.documentMissing, {
            [DOCUMENT_FIELD]: uploadMessages.documentMissing,
          });
        }
        return reply.code(201).send({ document: await app.content.uploads.document(upload, staffId(request)) });
      },
    );
  });
};
