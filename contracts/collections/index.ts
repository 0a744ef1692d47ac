/**
 * The collections side by side: for each, the schema of a new item, of a change, of the
 * stored fields, of an item answer, of a list page and of its version history. The server's
 * routes and the portal's forms read them from here.
 */
import type * as z from "zod/mini";
import { type Collection, contentItemSchema, contentListPageSchema, contentVersionListSchema } from "./api";
import { exhibitionChangeSchema, exhibitionFieldsSchema, exhibitionInputSchema } from "./exhibitions";
import { machineChangeSchema, machineFieldsSchema, machineInputSchema } from "./machines";
import { galleryChangeSchema, galleryFieldsSchema, galleryInputSchema } from "./galleries";
import { newsChangeSchema, newsFieldsSchema, newsInputSchema } from "./news";
import { openingChangeSchema, openingFieldsSchema, openingInputSchema } from "./openings";
import { productLineChangeSchema, productLineFieldsSchema, productLineInputSchema } from "./product-lines";

function schemasOf<Input extends z.ZodMiniType, Change extends z.ZodMiniType, Fields extends z.ZodMiniType>(
  input: Input,
  change: Change,
  fields: Fields,
) {
  const item = contentItemSchema(fields);
  return {
    input,
    change,
    fields,
    item,
    listPage: contentListPageSchema(item),
    versions: contentVersionListSchema(fields),
  };
}

export const collectionSchemas = {
  openings: schemasOf(openingInputSchema, openingChangeSchema, openingFieldsSchema),
  news: schemasOf(newsInputSchema, newsChangeSchema, newsFieldsSchema),
  exhibitions: schemasOf(exhibitionInputSchema, exhibitionChangeSchema, exhibitionFieldsSchema),
  galleries: schemasOf(galleryInputSchema, galleryChangeSchema, galleryFieldsSchema),
  machines: schemasOf(machineInputSchema, machineChangeSchema, machineFieldsSchema),
  "product-lines": schemasOf(productLineInputSchema, productLineChangeSchema, productLineFieldsSchema),
} satisfies Record<Collection, unknown>;

export type FieldsOf<C extends Collection> = z.output<(typeof collectionSchemas)[C]["fields"]>;
export type ContentItem<C extends Collection> = z.output<(typeof collectionSchemas)[C]["item"]>;
export type ContentListPage<C extends Collection> = z.output<(typeof collectionSchemas)[C]["listPage"]>;
export type ContentVersionList<C extends Collection> = z.output<(typeof collectionSchemas)[C]["versions"]>;
