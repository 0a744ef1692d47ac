/**
 * Routes declare their body, querystring, params and response with zod schemas (contracts/), through
 * fastify-type-provider-zod: Fastify validates each part before the handler runs, the handler sees
 * the parsed, typed value, and a failure reaches the error handler as a validation error (400 with
 * each bad field named, plugins/app/error-handler.ts). Route plugins are typed with
 * FastifyPluginAsyncZod.
 */
import type { FastifySchemaCompiler } from "fastify";
import fp from "fastify-plugin";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { $ZodType } from "zod/v4/core";

/** Fastify hands a validator null for a part the request left out; a left-out body is an empty one. */
const validateWithEmptyBody: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === "body" ? (data) => validate(data ?? {}) : validate;
};

export default fp(
  async (app) => {
    app.setValidatorCompiler(validateWithEmptyBody);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: "zod-type-provider" },
);
