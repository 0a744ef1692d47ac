/**
 * The catalogue request (docs/spec.md §3, §5): the home-page form and the product-page modal post the
 * same contact fields to POST /send-email, each with its own page details.
 */
import * as z from "zod/mini";
import { contactFields, optionalText } from "./lead-fields";
import { leadLanguage } from "./lead-language";
import { visitSourceSchema } from "./visit-source";

/** Shown in the staff portal when a request names no product (docs/spec.md §3). */
export const DEFAULT_PRODUCT_CATEGORY = "Manufacturing Range";

/** Home page: endText is the last segment of the page address, currentURL the address. */
export const homeCatalogueRequestSchema = z.object({
  ...contactFields,
  message: optionalText("message"),
  endText: optionalText("endText"),
  currentURL: optionalText("currentURL"),
});

/**
 * Product page: brochureLink is the tab's catalogue path (or its name), url the page address;
 * productCategory, when the page sends it, is what the staff portal lists the request under.
 */
export const productCatalogueRequestSchema = z.object({
  ...contactFields,
  message: optionalText("message"),
  brochureLink: optionalText("brochureLink"),
  productCategory: optionalText("productCategory"),
  url: optionalText("url"),
  endText: optionalText("endText"),
});

/** What the server accepts: either variant. */
export const catalogueRequestSchema = z.object({
  ...productCatalogueRequestSchema.shape,
  currentURL: optionalText("currentURL"),
  language: leadLanguage,
  /** Where the visit came from (issue 24); optional, the page address's utm_* otherwise. */
  source: z.optional(visitSourceSchema),
});

export type CatalogueRequest = z.output<typeof catalogueRequestSchema>;
