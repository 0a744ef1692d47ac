/**
 * The administrators' personal-data tools (docs/product-brief.md, "Operating the product"): find a
 * person by e-mail, download everything held about them as JSON, erase it, each a POST with the
 * address in its body (never a query string, which proxies log: security review 2, T-11). The
 * portal asks for a confirmation before it sends an erasure; the server asks for the
 * administrator's password again and erases what the address names. Administrators only (the
 * `people` area); an export and an erasure are audited with the counts and the person's
 * reference, never the address (`PersonalData.reference`).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  exportFileName,
  peoplePaths,
  personErasedSchema,
  personEraseSchema,
  personFoundSchema,
  personLookupSchema,
} from "#contracts/personal-data";
import { logSecurityEvent } from "#server/modules/security-events/security-events";
import { requirePasswordAgain } from "./password-again";

const invalidEmail = "Enter the person's e-mail address.";

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    peoplePaths.find,
    {
      schema: { body: personLookupSchema, response: { 200: personFoundSchema } },
      config: { staffArea: "people", invalidInput: { body: invalidEmail } },
    },
    async (request) => app.personalData.find(request.body.email),
  );

  app.post(
    peoplePaths.export,
    {
      schema: { body: personLookupSchema },
      config: { staffArea: "people", invalidInput: { body: invalidEmail } },
    },
    async (request, reply) => {
      const held = await app.personalData.export(request.body.email);
      await logSecurityEvent(request, {
        event: "person.export",
        outcome: "success",
        target: app.personalData.reference(request.body.email),
        details: {
          inquiries: held.inquiries.length,
          catalogueRequests: held.catalogueRequests.length,
          applications: held.applications.length,
          messages: held.messages.length,
        },
      });
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(request.body.email)}"`)
        .send(JSON.stringify(held, null, 2));
    },
  );

  app.post(
    peoplePaths.erase,
    {
      schema: { body: personEraseSchema, response: { 200: personErasedSchema } },
      config: { staffArea: "people", invalidInput: { body: invalidEmail } },
    },
    async (request, reply) => {
      await requirePasswordAgain(request, reply, request.body.password, {
        event: "person.erase",
        target: app.personalData.reference(request.body.email),
        missing: "Enter your password to erase a person's data.",
      });
      const erased = await app.personalData.erase(request.body.email);
      await logSecurityEvent(request, {
        event: "person.erase",
        outcome: "success",
        target: app.personalData.reference(request.body.email),
        details: { ...erased },
      });
      return { email: request.body.email, erased };
    },
  );
};
