/**
 * The portal's photo and PDF uploads for content (contracts/collections/api.ts): multipart with one
 * file, in a scope of their own (other staff routes answer multipart with 415).
 */
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  contentPaths,
  DOCUMENT_FIELD,
  DOCUMENT_MAX_BYTES,
  documentUploadAnswerSchema,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  photoUploadAnswerSchema,
  uploadMessages,
} from "#contracts/collections/api";
import { HttpError } from "#server/http-error";
import { staffId } from "./content";
import { uploadAudited } from "./content-audit";

// Photos and PDFs belong to news items and galleries, both marketing's: the news area admits the
// same people (contracts/staff-roles.ts).
export const contentUploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
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
    {
      schema: { response: { 201: photoUploadAnswerSchema } },
      config: { staffArea: "news" },
      onResponse: uploadAudited("photo"),
    },
    async (request, reply) => {
      const upload = await receive(request, PHOTO_FIELD, PHOTO_MAX_BYTES, uploadMessages.photoTooLarge);
      if (!upload) {
        throw new HttpError(400, "invalid_input", uploadMessages.photoMissing, {
          [PHOTO_FIELD]: uploadMessages.photoMissing,
        });
      }
      const photo = await uploads.content.uploads.photo(upload, staffId(request));
      request.securityNote = {
        target: photo.previewUrl,
        details: { name: photo.name, originalName: upload.fileName || null, bytes: upload.bytes.length },
      };
      return reply.code(201).send({ photo });
    },
  );

  uploads.post(
    contentPaths.documents,
    {
      schema: { response: { 201: documentUploadAnswerSchema } },
      config: { staffArea: "news" },
      onResponse: uploadAudited("document"),
    },
    async (request, reply) => {
      const upload = await receive(request, DOCUMENT_FIELD, DOCUMENT_MAX_BYTES, uploadMessages.documentTooLarge);
      if (!upload) {
        throw new HttpError(400, "invalid_input", uploadMessages.documentMissing, {
          [DOCUMENT_FIELD]: uploadMessages.documentMissing,
        });
      }
      const document = await uploads.content.uploads.document(upload, staffId(request));
      request.securityNote = {
        target: document.href,
        details: { name: document.originalName, bytes: document.bytes },
      };
      return reply.code(201).send({ document });
    },
  );
};
