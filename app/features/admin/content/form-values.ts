/**
 * Between an item's fields and the form: what each control holds (text as typed, a list as one
 * line per entry, a moment in the browser's local time), what is sent (the contract's shape, blank
 * optional fields as null so a change clears them), and the contract's verdict on it as one
 * message per field, keyed as the form's controls are (`photos.2.alt` for one photo's description).
 */
import { type Collection, slugOf } from "#contracts/collections/api";
import { collectionSchemas } from "#contracts/collections/index";
import type { MachineTab } from "#contracts/collections/machines";
import { type FieldSpec, formFields } from "./field-specs";

export interface PhotoEntry {
  name: string;
  alt: string;
  /** A small variant to show; known for photos uploaded in this visit. */
  previewUrl?: string | undefined;
}

export interface VideoEntry {
  title: string;
  clip: string;
  youtube: string;
}

/** A specification table as the table editor holds it: cells as typed, units included. */
export interface SpecTableEntry {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A machine's tab as the tabs editor holds it; `key` keeps it apart from the others while it is renamed or moved. */
export interface TabEntry {
  key: string;
  /** The tab's deep link (`?tab=`); a new tab's is made from its name when left blank. */
  slug: string;
  name: string;
  group?: { slug: string; name: string } | undefined;
  photos: PhotoEntry[];
  /** One paragraph per line. */
  description: string;
  specTable: SpecTableEntry | null;
  footnote: string;
  applicationPhotos: PhotoEntry[];
  /** One application per line. */
  applications: string;
  /** The generated catalogue, kept as it is. */
  catalogue: string;
  cataloguePdf: string;
}

/** A machine's film: its title, the picture shown before it plays, the site's clip and an optional YouTube ID. */
export interface FilmEntry {
  title: string;
  thumbnail: string;
  clip: string;
  youtubeId: string;
}

export type FieldValue = string | PhotoEntry[] | VideoEntry[] | TabEntry[] | FilmEntry[];
export type FormValues = Record<string, FieldValue>;
/** One message per control, keyed by the field's name (or `field.index.part` inside a list). */
export type FieldErrors = Record<string, string>;

const pad = (value: number) => String(value).padStart(2, "0");

/** An ISO moment as a datetime-local control shows it, in the browser's time zone. */
export function localMomentOf(iso: string | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as a moment with its time zone (UTC); anything else is sent as typed, for the contract to name. */
export function momentOf(local: string): string {
  const date = new Date(local);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local) && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

const photoEntries = (value: unknown): PhotoEntry[] =>
  Array.isArray(value) ? (value as { name: string; alt: string }[]).map(({ name, alt }) => ({ name, alt })) : [];

const linesOf = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

function tabEntries(value: unknown): TabEntry[] {
  if (!Array.isArray(value)) return [];
  return (value as MachineTab[]).map((tab, index) => ({
    key: `saved-${index}`,
    slug: tab.slug,
    name: tab.name,
    group: tab.group,
    photos: photoEntries(tab.photos),
    description: tab.description.join("\n"),
    specTable: tab.specTable
      ? {
          caption: tab.specTable.caption,
          columns: [...tab.specTable.columns],
          rows: tab.specTable.rows.map((row) => [...row]),
        }
      : null,
    footnote: tab.footnote ?? "",
    applicationPhotos: photoEntries(tab.applicationPhotos),
    applications: tab.applications.join("\n"),
    catalogue: tab.catalogue,
    cataloguePdf: tab.cataloguePdf ?? "",
  }));
}

/** A tab as the contract takes it: blank optional parts left out, a new tab's link name made from its name. */
function tabPayload(tab: TabEntry): Record<string, unknown> {
  return {
    slug: tab.slug.trim() || slugOf(tab.name),
    name: tab.name,
    ...(tab.group ? { group: tab.group } : {}),
    photos: tab.photos.map(({ name, alt }) => ({ name, alt })),
    description: linesOf(tab.description),
    ...(tab.specTable ? { specTable: tab.specTable } : {}),
    ...(tab.footnote.trim() === "" ? {} : { footnote: tab.footnote }),
    applicationPhotos: tab.applicationPhotos.map(({ name, alt }) => ({ name, alt })),
    applications: linesOf(tab.applications),
    catalogue: tab.catalogue,
    ...(tab.cataloguePdf === "" ? {} : { cataloguePdf: tab.cataloguePdf }),
  };
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return "";
}

/** The form's values for stored fields (or a new item's, when `fields` is undefined). */
export function valuesOf(collection: Collection, fields: Record<string, unknown> | undefined): FormValues {
  const values: FormValues = {};
  for (const spec of formFields(collection)) {
    const value = fields?.[spec.name];
    switch (spec.kind) {
      case "lines":
        values[spec.name] = Array.isArray(value) ? value.join("\n") : "";
        break;
      case "moment":
        values[spec.name] = localMomentOf(typeof value === "string" ? value : undefined);
        break;
      case "photos":
        values[spec.name] = photoEntries(value);
        break;
      case "tabs":
        values[spec.name] = tabEntries(value);
        break;
      case "films":
        values[spec.name] = Array.isArray(value)
          ? (value as Partial<FilmEntry>[]).map((film) => ({
              title: film.title ?? "",
              thumbnail: film.thumbnail ?? "",
              clip: film.clip ?? "",
              youtubeId: film.youtubeId ?? "",
            }))
          : [];
        break;
      case "videos":
        values[spec.name] = Array.isArray(value)
          ? (value as { title: string; clip?: string; youtubeId?: string }[]).map((video) => ({
              title: video.title,
              clip: video.clip ?? "",
              youtube: video.youtubeId ?? "",
            }))
          : [];
        break;
      case "select":
        values[spec.name] =
          asText(value) || (fields === undefined && Array.isArray(spec.choices) ? spec.choices[0]!.value : "");
        break;
      default:
        values[spec.name] = asText(value);
    }
  }
  return values;
}

/** A rich-text body with no words in it ("<p></p>") is no body. */
function isBlankHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").trim() === "";
}

function payloadValue(spec: FieldSpec, value: FieldValue | undefined): unknown {
  switch (spec.kind) {
    case "lines":
      return linesOf(asText(value));
    case "tabs":
      return ((value as TabEntry[] | undefined) ?? []).map(tabPayload);
    case "films":
      return ((value as FilmEntry[] | undefined) ?? []).map(({ youtubeId, ...film }) => ({
        ...film,
        ...(youtubeId.trim() === "" ? {} : { youtubeId: youtubeId.trim() }),
      }));
    case "moment": {
      const text = asText(value).trim();
      return text === "" ? null : momentOf(text);
    }
    case "year": {
      const text = asText(value).trim();
      return /^\d{1,6}$/.test(text) ? Number(text) : text;
    }
    case "photos":
      return ((value as PhotoEntry[] | undefined) ?? []).map(({ name, alt }) => ({ name, alt }));
    case "videos":
      return ((value as VideoEntry[] | undefined) ?? []).map((video) => ({
        title: video.title,
        clip: video.clip.trim() || null,
        youtubeId: video.youtube.trim() || null,
      }));
    case "richText": {
      const html = asText(value);
      return isBlankHtml(html) ? null : html;
    }
    default: {
      const text = asText(value);
      return spec.optional && text.trim() === "" ? null : text;
    }
  }
}

/** What the server is sent for the form's values: the whole item, in the contract's shape. */
export function payloadOf(collection: Collection, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(formFields(collection).map((spec) => [spec.name, payloadValue(spec, values[spec.name])]));
}

/** A new item's fields: a blank optional field is left out (there is nothing yet to clear). */
export function newItemPayload(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== null));
}

/** The contract's messages for a payload, one per control; empty when it may be sent. */
export function validate(collection: Collection, payload: Record<string, unknown>): FieldErrors {
  const result = collectionSchemas[collection].input.safeParse(payload);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Whether a control (or a part of a list control) has a message. */
function errorKeysOf(errors: FieldErrors, name: string): string[] {
  return Object.keys(errors).filter((key) => key === name || key.startsWith(`${name}.`));
}

/** The first message in the form's order, for the field to focus. */
export function firstErrorKey(collection: Collection, errors: FieldErrors): string | undefined {
  for (const spec of formFields(collection)) {
    const keys = errorKeysOf(errors, spec.name);
    if (keys.length > 0) return keys.includes(spec.name) ? spec.name : keys[0];
  }
  return Object.keys(errors)[0];
}

/** Whether two sets of values would send the same item. */
export function sameItem(collection: Collection, a: FormValues, b: FormValues): boolean {
  return JSON.stringify(payloadOf(collection, a)) === JSON.stringify(payloadOf(collection, b));
}
