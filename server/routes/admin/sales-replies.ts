/**
 * Replies to a buyer and notes on a buyer (issue 24, "Selling"): POST /api/admin/buyers/:id/replies
 * stores a reply for the outbox (202), …/replies/preview answers it with its placeholders filled,
 * POST /api/admin/buyers/:id/notes adds a note and mails whom it mentions (201), and
 * GET /api/admin/sales/mentionable lists who a note can mention. Sales and administrators (`buyers`).
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import {
  filledReplySchema,
  mentionablesSchema,
  noteRequestSchema,
  replyRequestSchema,
  salesReplyPaths,
} from "#contracts/sales-replies";
import { addNote, mentionablePeople } from "#server/modules/sales/note-service";
import { previewReply, type ReplyDeps, type Sender, sendReply } from "#server/modules/sales/reply-service";
import { recordIdParams } from "./list-routes";

const BUYER = "/api/admin/buyers/:id";
const invalidReply = { params: "The buyer id is not valid.", body: "The reply is not valid." };
const invalidNote = { params: "The buyer id is not valid.", body: "The note is not valid." };

function senderOf(request: FastifyRequest): Sender {
  const { id, name, email } = request.staff!.user;
  return { id, name, email };
}

export const salesReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReplyDeps = { db: app.db, writes: app.writes, publicUrl: app.config.publicUrl };

  app.post(
    `${BUYER}/replies`,
    {
      schema: { params: recordIdParams, body: replyRequestSchema, response: { 202: filledReplySchema } },
      config: { staffArea: "buyers", invalidInput: invalidReply },
    },
    async (request, reply) => {
      const sent = await sendReply(deps, request.params.id, request.body, senderOf(request));
      app.outbox.wake();
      return reply.code(202).send({ subject: sent.subject, body: sent.body });
    },
  );

  app.post(
    `${BUYER}/replies/preview`,
    {
      schema: { params: recordIdParams, body: replyRequestSchema, response: { 200: filledReplySchema } },
      config: { staffArea: "buyers", invalidInput: invalidReply },
    },
    async (request) => previewReply(deps, request.params.id, request.body, senderOf(request)),
  );

  app.post(
    `${BUYER}/notes`,
    {
      schema: {
        params: recordIdParams,
        body: noteRequestSchema,
        response: { 201: z.object({ mentioned: z.array(z.string()) }) },
      },
      config: { staffArea: "buyers", invalidInput: invalidNote },
    },
    async (request, reply) => {
      const note = await addNote(deps, request.params.id, request.body.text, senderOf(request));
      if (note.mentioned.length > 0) app.outbox.wake();
      return reply.code(201).send(note);
    },
  );

  app.get(
    salesReplyPaths.mentionable,
    { schema: { response: { 200: mentionablesSchema } }, config: { staffArea: "buyers" } },
    async () => ({ people: await mentionablePeople(app.db) }),
  );
};
