/**
 * @fastify/multipart with the careers form's limits: one resume of at most RESUME_MAX_BYTES and a
 * handful of short fields. The lead routes register it in their own scope, so every other route
 * answers a multipart body with 415.
 */
import fastifyMultipart from "@fastify/multipart";
import fp from "fastify-plugin";
import { RESUME_MAX_BYTES } from "#contracts/resume";

const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 32 * 1024,
  fields: 20,
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  parts: 21,
  headerPairs: 50,
};

export default fp(
  async (app) => {
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  },
  { name: "multipart" },
);
