// The tables of the content collections (items, versions, translations, photos, documents): their
// Kysely types, part of the Database in schema.ts.
import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./column-types";

/** An item of a content collection: its draft and published fields as JSON (migration 019). */
export interface ContentItemsTable {
  id: Generated<number>;
  collection: string;
  slug: string;
  position: number;
  draft: string;
  draft_version: number;
  published: string | null;
  published_version: number | null;
  published_at: Timestamp | null;
  first_published_at: Timestamp | null;
  /** Who published the version on the site (migration 021). */
  published_by: number | null;
  /** The published version recorded in the audit trail as live; behind published_version while a scheduled publish waits. */
  went_live_version: number | null;
  /**
   * While the published version waits for its publishAt, the version it replaces, still on the
   * site: JSON { version, fields, translations } (migration 044, decision 081); null otherwise.
   */
  still_live: string | null;
  title: string;
  search_text: string;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

/** Every saved version of an item's fields. */
export interface ContentVersionsTable {
  id: Generated<number>;
  item_id: number;
  version: number;
  /** seeded | created | edited | restored */
  action: string;
  restored_from: number | null;
  fields: string;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  created_by: number | null;
}

/** An item's translation into one locale (migration 033, decision 058). */
export interface ContentTranslationsTable {
  item_id: number;
  locale: string;
  /** JSON: the translated text fields. */
  draft: string;
  /** JSON: per field, the hash of the English it was translated from. */
  sources: string;
  /** 1 once an editor reviewed it; a new edit makes it 0. */
  reviewed: number;
  version: number;
  /** JSON: the text on the site in this locale; null until published. */
  published: string | null;
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

/** Every saved state of a translation, with the item version it was written against. */
export interface ContentTranslationVersionsTable {
  id: Generated<number>;
  item_id: number;
  locale: string;
  version: number;
  item_version: number;
  /** seeded | edited | reviewed | restored */
  action: string;
  fields: string;
  sources: string;
  reviewed: number;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  created_by: number | null;
}

/** One row: the count of published changes every process watches, and when the seed ran. */
export interface ContentStateTable {
  id: number;
  version: number;
  seeded_at: Timestamp | null;
  changed_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
  /** When the machines and product lines were seeded (a database seeded before them gets them once). */
  machines_seeded_at: Timestamp | null;
}

/** An address a machine page had before a rename: it answers 301 to the page's address now. */
export interface MachineAddressesTable {
  path: string;
  /** `path` in lower case, the key it is found by. */
  path_key: string;
  item_id: number;
  created_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

/** An uploaded photo: the variants' description; the files are in the uploads store. */
export interface ContentPhotosTable {
  name: string;
  hash: string;
  width: number;
  height: number;
  color: string;
  /** JSON array: "avif", "webp". */
  formats: string;
  /** JSON array of widths. */
  widths: string;
  fallback_width: number;
  original_name: string | null;
  original_bytes: number;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  created_by: number | null;
}

/** An uploaded press-release PDF. */
export interface ContentDocumentsTable {
  name: string;
  bytes: number;
  original_name: string | null;
  created_at: ColumnType<Timestamp, Timestamp | undefined, never>;
  created_by: number | null;
}
