/**
 * What the portal's form of each collection shows, field by field, in the order of the page: the
 * label (the same words the contract's messages use, so an error names the field as the form
 * does), the kind of control, and a hint where the format is not obvious. The rules themselves are
 * the contract's (contracts/collections/): the form only collects what they check.
 */
import type { Collection } from "#contracts/collections/api";
import { GALLERY_KIND_LABELS, GALLERY_KINDS, TRADE_SHOWS } from "#contracts/collections/galleries";
import { NEWS_KIND_LABELS, NEWS_KINDS } from "#contracts/collections/news";
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from "#contracts/collections/openings";

export interface Choice {
  value: string;
  label: string;
}

/** Choices the editor's loader reads from the server: an opening's offices, a machine's product lines. */
export type ChoiceList = "offices" | "product-lines";
export type ChoiceLists = Record<ChoiceList, readonly Choice[]>;

interface BaseSpec {
  /** The field's name in the contract. */
  name: string;
  label: string;
  hint?: string;
  /** May be left blank (sent as null, which clears it). */
  optional?: boolean;
}

export type FieldSpec =
  | (BaseSpec & { kind: "text" | "textarea" | "date" | "moment" | "year" | "lines" | "richText" | "document" })
  | (BaseSpec & { kind: "text"; suggestions: readonly string[] })
  | (BaseSpec & { kind: "select"; choices: readonly Choice[] | ChoiceList })
  | (BaseSpec & { kind: "tabs" })
  | (BaseSpec & { kind: "films"; max: number })
  | (BaseSpec & { kind: "photos"; max: number })
  | (BaseSpec & { kind: "videos"; max: number });

export interface CollectionForm {
  /** One item, as the headings name it ("opening"). */
  noun: string;
  /** The field a list shows as the item's name. */
  titleField: "title" | "name";
  /** What the search looks through, said beside the search field. */
  searchHint: string;
  fields: readonly FieldSpec[];
}

const choicesOf = <T extends string>(values: readonly T[], labels: Record<T, string>): Choice[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** When an item goes live and leaves the site: every collection has them, in the publishing panel. */
export const SCHEDULE_FIELDS: readonly FieldSpec[] = [
  {
    name: "publishAt",
    label: "Publish at",
    kind: "moment",
    optional: true,
    hint: "Leave blank to go live as soon as it is published. Your computer's time zone.",
  },
  {
    name: "closesAt",
    label: "Closes at",
    kind: "moment",
    optional: true,
    hint: "It leaves the site by itself at this time.",
  },
];

export const collectionForms: Record<Collection, CollectionForm> = {
  openings: {
    noun: "opening",
    titleField: "title",
    searchHint: "Title, department or location",
    fields: [
      { name: "title", label: "Title", kind: "text" },
      { name: "department", label: "Department", kind: "text" },
      { name: "location", label: "Location", kind: "text", hint: "As the page shows it, e.g. Ahmedabad, Gujarat" },
      {
        name: "office",
        label: "Office",
        kind: "select",
        choices: "offices",
        hint: "Its address goes into the job's listing on Google.",
      },
      {
        name: "employmentType",
        label: "Employment type",
        kind: "select",
        choices: choicesOf(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS),
      },
      { name: "experience", label: "Experience", kind: "text", hint: "e.g. 3 to 5 years in export sales" },
      { name: "profile", label: "Job profile", kind: "lines", hint: "One duty per line." },
      { name: "skills", label: "Required skills", kind: "lines", hint: "One skill per line." },
      {
        name: "datePosted",
        label: "Date posted",
        kind: "date",
        optional: true,
        hint: "Set at the first publish when left blank.",
      },
    ],
  },
  news: {
    noun: "news item",
    titleField: "title",
    searchHint: "Title or text",
    fields: [
      {
        name: "kind",
        label: "Kind",
        kind: "select",
        choices: choicesOf(NEWS_KINDS, NEWS_KIND_LABELS),
        hint: "Where the page shows it, and what it needs.",
      },
      { name: "title", label: "Title", kind: "text" },
      { name: "date", label: "Date", kind: "date", optional: true },
      {
        name: "topic",
        label: "Topic",
        kind: "text",
        optional: true,
        hint: "A story's kicker above its title, e.g. Partnership",
      },
      { name: "presentedBy", label: "Presented by", kind: "text", optional: true, hint: "An award's presenter." },
      {
        name: "summary",
        label: "Summary",
        kind: "textarea",
        optional: true,
        hint: "A story's summary, an award's citation, a video's description or a photo's caption.",
      },
      { name: "body", label: "Body", kind: "richText", optional: true },
      { name: "photos", label: "Photos", kind: "photos", max: 30 },
      { name: "videos", label: "Videos", kind: "videos", max: 4 },
      { name: "pressRelease", label: "Press release PDF", kind: "document", optional: true },
    ],
  },
  exhibitions: {
    noun: "exhibition",
    titleField: "name",
    searchHint: "Name, venue or city",
    fields: [
      { name: "name", label: "Name", kind: "text", hint: "e.g. PLASTINDIA 2027" },
      { name: "venue", label: "Venue", kind: "text" },
      { name: "city", label: "City", kind: "text" },
      { name: "country", label: "Country", kind: "text" },
      { name: "startDate", label: "Start date", kind: "date" },
      { name: "endDate", label: "End date", kind: "date", hint: "It leaves the page the day after." },
      { name: "stand", label: "Stand", kind: "text", optional: true, hint: "e.g. Hall 4, Stand B12" },
      { name: "website", label: "Website", kind: "text", optional: true, hint: "The show's https:// address." },
    ],
  },
  galleries: {
    noun: "gallery",
    titleField: "title",
    searchHint: "Title, place or caption",
    fields: [
      { name: "kind", label: "Kind", kind: "select", choices: choicesOf(GALLERY_KINDS, GALLERY_KIND_LABELS) },
      {
        name: "show",
        label: "Show",
        kind: "text",
        optional: true,
        suggestions: TRADE_SHOWS,
        hint: "A trade show's name without its year: the heading it is grouped under.",
      },
      { name: "title", label: "Title", kind: "text" },
      { name: "year", label: "Year", kind: "year" },
      { name: "place", label: "Place", kind: "text" },
      { name: "caption", label: "Caption", kind: "textarea" },
      { name: "photos", label: "Photos", kind: "photos", max: 60 },
    ],
  },
  machines: {
    noun: "machine",
    titleField: "title",
    searchHint: "Title, subtitle, tabs, table labels or photo descriptions",
    fields: [
      { name: "title", label: "Title", kind: "text" },
      {
        name: "path",
        label: "Page address",
        kind: "text",
        hint: "The part after the slash, e.g. TapeExtrusion. The old address keeps working: it sends visitors here.",
      },
      { name: "subtitle", label: "Subtitle", kind: "text" },
      {
        name: "line",
        label: "Product line",
        kind: "select",
        choices: "product-lines",
        hint: "Its slider and category page.",
      },
      { name: "summary", label: "Summary", kind: "text", hint: "On the product line's slider." },
      { name: "description", label: "Description", kind: "lines", hint: "One paragraph per line." },
      { name: "browserPhoto", label: "Slider photo", kind: "text", hint: "The name of a photo of the site." },
      { name: "tabs", label: "Tabs", kind: "tabs" },
      { name: "films", label: "Films", kind: "films", max: 6 },
      {
        name: "cataloguePdf",
        label: "Catalogue",
        kind: "document",
        optional: true,
        hint: "Replaces the generated one.",
      },
    ],
  },
  "product-lines": {
    noun: "product line",
    titleField: "title",
    searchHint: "Title or summary",
    fields: [
      { name: "title", label: "Title", kind: "text" },
      { name: "summary", label: "Summary", kind: "textarea" },
      { name: "photo", label: "Tile photo", kind: "text", hint: "The name of a photo of the site." },
    ],
  },
};

/** Every field of a collection's form, the schedule last. */
export function formFields(collection: Collection): readonly FieldSpec[] {
  return [...collectionForms[collection].fields, ...SCHEDULE_FIELDS];
}
