/**
 * The content API of the staff portal (docs/product-brief.md, "Operating the product"): the four
 * collections, their paths, what an item answer holds besides its fields (state, versions,
 * schedule), the list query and answer, the version history, and the photo and PDF uploads.
 * Errors are the usual `{ error: { code, message, fields? } }`: 400 names each bad field, 403
 * for a role that may not edit the collection, 404, 409 for a publish of a version that is not
 * the latest, 413 for a file too large, 415 for a file that is not a photo (or PDF).
 */
import * as z from "zod/mini";
import { listQuerySchema } from "#contracts/list-query";
import { translationsSchema } from "./locales";

export const COLLECTIONS = ["openings", "news", "exhibitions", "galleries", "machines", "product-lines"] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const COLLECTION_LABELS: Record<Collection, string> = {
  openings: "Openings",
  news: "News",
  exhibitions: "Exhibitions",
  galleries: "Galleries",
  machines: "Machines",
  "product-lines": "Product lines",
};

/** The public page each collection appears on (and which the preview renders). */
export const COLLECTION_PAGES: Record<Collection, string> = {
  openings: "/Carrer",
  news: "/news",
  exhibitions: "/Exhibition",
  galleries: "/Exhibition",
  machines: "/PlasticRecycling",
  "product-lines": "/PlasticRecycling",
};

const BASE = "/api/admin/content";

/** The body of a reorder (contentPaths.order). */
export const contentOrderSchema = z.object({
  ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(1000)),
});

export const contentPaths = {
  /** GET: a page of the list (query: q, status, sort, order, page, pageSize). POST: a new draft → 201 item. */
  collection: (collection: Collection) => `${BASE}/${collection}`,
  /** GET: the item. PATCH: change its draft → item. DELETE: remove it and its history → 204. */
  item: (collection: Collection, id: number) => `${BASE}/${collection}/${id}`,
  /** POST { version? } → item: the draft goes live (at its publishAt, when that is later). */
  publish: (collection: Collection, id: number) => `${BASE}/${collection}/${id}/publish`,
  /** POST → item: off the site; the draft and the history stay. */
  unpublish: (collection: Collection, id: number) => `${BASE}/${collection}/${id}/unpublish`,
  /** GET → { versions }: newest first. */
  versions: (collection: Collection, id: number) => `${BASE}/${collection}/${id}/versions`,
  /** POST → item: that version's fields become a new draft version (publish to put it live). */
  restore: (collection: Collection, id: number, version: number) =>
    `${BASE}/${collection}/${id}/versions/${version}/restore`,
  /** GET → text/html: the public page with this item's draft shown as it would be published. */
  preview: (collection: Collection, id: number) => `${BASE}/${collection}/${id}/preview`,
  /** POST { id?, fields } → text/html: the public page with unsaved fields, in place of item `id` when given. */
  previewUnsaved: (collection: Collection) => `${BASE}/${collection}/preview`,
  /** PUT { ids } → 204: machines or product lines in this order (every item's id once), the site's order. */
  order: (collection: "machines" | "product-lines") => `${BASE}/${collection}/order`,
  /** POST multipart, file field `photo` → 201 { photo }. */
  photos: `${BASE}/photos`,
  /** POST multipart, file field `document` (a PDF) → 201 { document }. */
  documents: `${BASE}/documents`,
} as const;

/**
 * Where an item stands: `draft` (never published, or unpublished), `scheduled` (published, its
 * publishAt still to come), `live` (on the site), `closed` (published, its closing time passed).
 */
export const LIVE_STATES = ["draft", "scheduled", "live", "closed"] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** What an item answer holds around its fields. */
const itemStateShape = {
  id: z.number(),
  collection: z.enum(COLLECTIONS),
  /** Made from the title when the item is created, and kept: the page's anchor and the JobPosting's URL use it. */
  slug: z.string(),
  status: z.enum(["draft", "published"]),
  live: z.enum(LIVE_STATES),
  /** The draft differs from what is published. */
  hasUnpublishedChanges: z.boolean(),
  /** The draft's version number (each save makes one). */
  version: z.number(),
  publishedVersion: z.nullable(z.number()),
  /**
   * The version the site shows now; null when none is on it. Behind publishedVersion while a change
   * published for a later time waits: the version before it stays on the site until then (decision 081).
   */
  liveVersion: z.nullable(z.number()),
  /** When the published version goes live, while it waits for its time; null otherwise. */
  goesLiveAt: z.nullable(z.string()),
  /** The list's order on the page: lower first; a new item goes first. */
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was last published; null while a draft. */
  publishedAt: z.nullable(z.string()),
  /** Where each locale's translation stands (decision 058). */
  translations: translationsSchema,
};

/** An item of a collection, its `fields` described by that collection's schema. */
export function contentItemSchema<Fields extends z.ZodMiniType>(fields: Fields) {
  return z.object({ ...itemStateShape, fields });
}

const LIST_SORT = {
  keys: ["position", "title", "updatedAt", "createdAt"],
  default: "position",
  order: "asc",
} as const;

export const CONTENT_STATUS_FILTERS = ["all", "draft", "published"] as const;

/** GET …/:collection: q searches the title and the main text; status narrows to drafts or published items. */
export const contentListQuerySchema = z.extend(listQuerySchema(LIST_SORT), {
  status: z.pipe(
    z.pipe(
      z.optional(z.string({ error: "status must be given once" })),
      z.transform((value: string | undefined) => value?.trim() || "all"),
    ),
    z.enum(CONTENT_STATUS_FILTERS, { error: `status must be one of: ${CONTENT_STATUS_FILTERS.join(", ")}` }),
  ),
});
export type ContentListQuery = z.output<typeof contentListQuerySchema>;

/** An office a job may be based at (openings' `office`). */
const officeChoiceSchema = z.object({ value: z.string(), label: z.string() });

export function contentListPageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    /** Choices of fields the server knows the values of: the offices of an opening. */
    choices: z.optional(z.object({ office: z.optional(z.array(officeChoiceSchema)) })),
  });
}

export const VERSION_ACTIONS = ["seeded", "created", "edited", "restored"] as const;

function contentVersionSchema<Fields extends z.ZodMiniType>(fields: Fields) {
  return z.object({
    version: z.number(),
    action: z.enum(VERSION_ACTIONS),
    /** For a restore: the version whose fields it brought back. */
    restoredFrom: z.nullable(z.number()),
    createdAt: z.string(),
    /** Who saved it; null for the seed and for a removed account. */
    createdBy: z.nullable(z.object({ id: z.number(), name: z.string() })),
    /** This version is the one on the site (or scheduled for it). */
    published: z.boolean(),
    fields,
  });
}

export function contentVersionListSchema<Fields extends z.ZodMiniType>(fields: Fields) {
  return z.object({ versions: z.array(contentVersionSchema(fields)) });
}

/** POST …/publish: with `version`, refused (409) unless the draft is still that version. */
export const publishBodySchema = z.object({
  version: z.optional(z.int({ error: "version must be a whole number" }).check(z.gte(1, "version must be 1 or more"))),
});

/** The multipart field of a photo upload, and what is accepted. */
export const PHOTO_FIELD = "photo";
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** A photo larger than this many pixels is refused before it is decoded (a phone's 50 MP camera fits). */
export const PHOTO_MAX_PIXELS = 60_000_000;
export const PHOTO_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

/** An uploaded photo as a page uses it: name it in an item's photos. */
export const uploadedPhotoSchema = z.object({
  name: z.string(),
  width: z.number(),
  height: z.number(),
  /** Average colour, painted while the photo loads. */
  color: z.string(),
  formats: z.array(z.enum(["avif", "webp"])),
  widths: z.array(z.number()),
  fallbackWidth: z.number(),
  hash: z.string(),
  /** A variant to show in the portal. */
  previewUrl: z.string(),
});
export type UploadedPhoto = z.output<typeof uploadedPhotoSchema>;
export const photoUploadAnswerSchema = z.object({ photo: uploadedPhotoSchema });

export const DOCUMENT_FIELD = "document";
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const documentUploadAnswerSchema = z.object({
  document: z.object({ href: z.string(), bytes: z.number(), originalName: z.string() }),
});

export const uploadMessages = {
  photoMissing: "Attach a photo (JPEG, PNG or WebP).",
  photoType: "The photo must be a JPEG, PNG or WebP image.",
  photoTooLarge: `The photo can be at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  photoTooManyPixels: "The photo has too many pixels: at most 60 megapixels.",
  documentMissing: "Attach the press release as a PDF.",
  documentType: "The press release must be a PDF file.",
  documentTooLarge: `The PDF can be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
  infected: "The virus check refused this file. Upload a clean copy.",
  scannerUnavailable: "The virus check is not answering just now. Please try again in a minute.",
  storageFull:
    "The store for uploaded files is full: ask the administrator to raise UPLOADS_MAX_TOTAL_MB or clear old files.",
} as const;

/** The slug an item gets from its title ("Exim Manager" → "exim-manager"); the server adds -2, -3 to a taken one. */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/, "");
  return slug || "item";
}
