/**
 * The content API of the portal (contracts/collections/api.ts), one set of routes per collection so
 * each declares its own schemas: list, create, read, change, delete, publish, unpublish, versions,
 * restore and preview; and the translations overview (the uploads: content-uploads.ts). A publish,
 * unpublish or delete answers once this process's pages show it (other processes follow within
 * seconds).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import {
  COLLECTIONS,
  type Collection,
  contentListQuerySchema,
  contentOrderSchema,
  contentPaths,
  publishBodySchema,
  slugOf,
} from "#contracts/collections/api";
import { collectionSchemas, type FieldsOf } from "#contracts/collections/index";
import { TRANSLATION_LOCALES } from "#contracts/collections/locales";
import {
  itemTranslationSchema,
  localeQuerySchema,
  translationOverviewSchema,
  translationPaths,
} from "#contracts/collections/translations";
import { mayUse } from "#contracts/staff-roles";
import { HttpError } from "#server/http-error";
import { audited, noteChange, titleOf } from "./content-audit";
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
const translationParams = z.extend(recordIdParams, {
  locale: z.enum(TRANSLATION_LOCALES, { error: `locale must be one of: ${TRANSLATION_LOCALES.join(", ")}` }),
});
/** A PATCH body: the collection's change without `?locale=`, a locale's text fields with it. */
const changeBody = z.record(z.string(), z.unknown(), { error: "The change must be an object of fields" });

/** Each bad field of a change named by the first step of its path, as the schema check names them. */
function invalidChange(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  wholePath: boolean,
): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = wholePath ? issue.path.map(String).join(".") : String(issue.path[0] ?? "");
    fields[name || "body"] ??= issue.message;
  }
  return new HttpError(400, "invalid_input", invalidItem.body, fields);
}

export function staffId(request: FastifyRequest): number | null {
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
        config: { staffArea: collection, invalidInput: invalidItem, wholeFieldPaths: collection === "machines" },
      },
      async (request, reply) => reply.code(201).send(await service.create(collection, request.body, staffId(request))),
    );

    app.get(
      item,
      {
        schema: {
          params: itemParams,
          querystring: localeQuerySchema,
          response: { 200: z.union([schemas.item, itemTranslationSchema]) },
        },
        config: { staffArea: collection, invalidInput: invalidItem, wholeFieldPaths: collection === "machines" },
      },
      async (request) => {
        const { locale } = request.query;
        if (locale) return service.translation(collection, request.params.id, locale);
        return service.get(collection, request.params.id);
      },
    );

    app.patch(
      item,
      {
        schema: {
          params: itemParams,
          querystring: localeQuerySchema,
          body: changeBody,
          response: { 200: z.union([schemas.item, itemTranslationSchema]) },
        },
        config: { staffArea: collection, invalidInput: invalidItem, wholeFieldPaths: collection === "machines" },
      },
      async (request) => {
        const { locale } = request.query;
        if (locale) return service.translate(collection, request.params.id, locale, request.body, staffId(request));
        const change = schemas.change.safeParse(request.body);
        if (!change.success) throw invalidChange(change.error.issues, collection === "machines");
        return service.change(collection, request.params.id, change.data, staffId(request));
      },
    );

    app.post(
      `${item}/translations/:locale/review`,
      {
        schema: { params: translationParams, response: { 200: itemTranslationSchema } },
        config: { staffArea: collection, invalidInput: { params: "The item id or locale is not valid." } },
      },
      async (request) => service.review(collection, request.params.id, request.params.locale, staffId(request)),
    );

    if (collection === "machines" || collection === "product-lines") {
      app.put(
        contentPaths.order(collection),
        {
          schema: { body: contentOrderSchema },
          config: {
            staffArea: collection,
            invalidInput: { body: "Send ids: every item's id once, in the new order." },
          },
          onResponse: audited("content.reorder", collection),
        },
        async (request, reply) => {
          const { ids } = request.body;
          request.securityNote = { target: `${collection} order`, details: { ids: ids.map(String) } };
          await service.reorder(collection, ids);
          await redrawPages(request);
          return reply.code(204).send();
        },
      );
    }

    app.delete(
      item,
      {
        schema: { params: itemParams },
        config: { staffArea: collection, invalidInput: invalidItem, wholeFieldPaths: collection === "machines" },
        onResponse: audited("content.delete", collection),
      },
      async (request, reply) => {
        const { id } = request.params;
        const { item: removed, before } = await service.remove(collection, id);
        noteChange(request, collection, id, { ...removed, before, after: "deleted" });
        if (before !== "draft") await redrawPages(request);
        return reply.code(204).send();
      },
    );

    app.post(
      `${item}/publish`,
      {
        schema: { params: itemParams, body: publishBodySchema, response: { 200: schemas.item } },
        config: { staffArea: collection, invalidInput: invalidItem, wholeFieldPaths: collection === "machines" },
        onResponse: audited("content.publish", collection),
      },
      async (request) => {
        const { id } = request.params;
        const { item: published, before } = await service.publish(
          collection,
          id,
          request.body.version,
          staffId(request),
        );
        noteChange(
          request,
          collection,
          id,
          { slug: published.slug, title: titleOf(published.fields), before, after: published.live },
          {
            version: published.version,
            ...(published.fields.publishAt ? { publishAt: published.fields.publishAt } : {}),
          },
        );
        await redrawPages(request);
        return published;
      },
    );

    app.post(
      `${item}/unpublish`,
      {
        schema: { params: itemParams, response: { 200: schemas.item } },
        config: { staffArea: collection, invalidInput: invalidItem, wholeFieldPaths: collection === "machines" },
        onResponse: audited("content.unpublish", collection),
      },
      async (request) => {
        const { id } = request.params;
        const { item: unpublished, before } = await service.unpublish(collection, id);
        noteChange(request, collection, id, {
          slug: unpublished.slug,
          title: titleOf(unpublished.fields),
          before,
          after: unpublished.live,
        });
        await redrawPages(request);
        return unpublished;
      },
    );

    app.get(
      `${item}/versions`,
      {
        schema: { params: itemParams, response: { 200: schemas.versions } },
        config: { staffArea: collection, invalidInput: invalidItem, wholeFieldPaths: collection === "machines" },
      },
      async (request) => service.versions(collection, request.params.id),
    );

    app.post(
      `${item}/versions/:version/restore`,
      {
        schema: { params: versionParams, response: { 200: schemas.item } },
        config: { staffArea: collection, invalidInput: { params: "The item id or version is not valid." } },
        onResponse: audited("content.restore", collection),
      },
      async (request) => {
        const { id, version } = request.params;
        const { item: restored, before } = await service.restore(collection, id, version, staffId(request));
        // A restore makes a new draft: what is on the site stays until the next publish.
        noteChange(
          request,
          collection,
          id,
          { slug: restored.slug, title: titleOf(restored.fields), before, after: restored.live },
          { restoredFrom: version, version: restored.version },
        );
        return restored;
      },
    );

    app.get(
      `${item}/preview`,
      {
        schema: { params: itemParams },
        config: { staffArea: collection, invalidInput: invalidItem, wholeFieldPaths: collection === "machines" },
      },
      async (request, reply) => {
        const draft = await service.draftOf(collection, request.params.id);
        return sendPreview(reply, await preview(collection, { id: request.params.id, ...draft }));
      },
    );

    app.post(
      `${path}/preview`,
      {
        schema: { querystring: previewQuery, body: schemas.input },
        config: { staffArea: collection, invalidInput: invalidItem, wholeFieldPaths: collection === "machines" },
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

  // Everyone with a content role sees the translations of the collections that role edits.
  app.get(
    translationPaths.overview,
    { schema: { response: { 200: translationOverviewSchema } }, config: { staffArea: "signedIn" } },
    async (request) => {
      const roles = request.staff?.user.roles ?? [];
      const collections = COLLECTIONS.filter((collection) => mayUse(roles, collection));
      if (collections.length === 0) {
        throw new HttpError(403, "forbidden", "Your role does not edit any content collection.");
      }
      return service.translationOverview(collections);
    },
  );
};
