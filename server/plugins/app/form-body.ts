/**
 * The body of a plain HTML form post (application/x-www-form-urlencoded), as the lead forms send
 * it with JavaScript off. Repeated names keep the first value: the lead forms never repeat one.
 * The lead routes register it in their own scope; every other route answers such a body with 415.
 */
import fp from "fastify-plugin";

/** Field bodies (JSON and urlencoded) are small: five thousand characters of message at most. */
export const FIELD_BODY_LIMIT = 64 * 1024;

export default fp(
  async (app) => {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FIELD_BODY_LIMIT },
      (_request, body, done) => {
        const fields: Record<string, string> = {};
        for (const [name, value] of new URLSearchParams(body as string)) {
          if (!Object.hasOwn(fields, name)) fields[name] = value;
        }
        done(null, fields);
      },
    );
  },
  { name: "form-body" },
);
