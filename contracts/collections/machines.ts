/**
 * A machine page (docs/spec.md §3, "Product tab content") as the portal edits it: its address,
 * title and texts, its place in the category browser, its tabs with their specification tables,
 * photos and catalogues, its films and its gallery. Cells of a table are kept as entered, units
 * included; the texts a language may change are listed in MACHINE_TEXT_FIELDS.
 */
import * as z from "zod/mini";
import { line, lines, optional, paragraph, photoSchema, photos, scheduleInput, scheduleSchema } from "./fields";

/** A machine's page address without its slash, as the spec spells it ("TapeExtrusion", "Bag-Conversion"). */
const MACHINE_PATH = /^[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)*$/;
const TAB_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** An uploaded PDF (content-uploads.ts) as a catalogue names it. */
export const UPLOADED_PDF = /^\/assets\/documents\/[a-z0-9-]+\.pdf$/;
const GENERATED_CATALOGUE = /^\/catalogues\/[a-z0-9-]+\.pdf$/;

/**
 * The texts of a machine a translation changes, by their place in the fields (`*` is every entry
 * of a list); everything else (figures, units, addresses, photo names) is shared by all languages.
 */
const MACHINE_TEXT_FIELDS = [
  "title",
  "subtitle",
  "summary",
  "description",
  "tabs.*.name",
  "tabs.*.group.name",
  "tabs.*.description",
  "tabs.*.specTable.caption",
  "tabs.*.specTable.columns",
  "tabs.*.footnote",
  "tabs.*.photos.*.alt",
  "tabs.*.applications",
  "tabs.*.applicationPhotos.*.alt",
  "films.*.title",
  "gallery.*.alt",
] as const;

/** The texts at the places MACHINE_TEXT_FIELDS names, in that order. */
export function machineTexts(fields: object): string[] {
  const at = (value: unknown, steps: readonly string[]): unknown[] => {
    if (value === undefined || value === null) return [];
    const [step, ...rest] = steps;
    if (step === undefined) return Array.isArray(value) ? value : [value];
    if (step === "*") return Array.isArray(value) ? value.flatMap((entry) => at(entry, rest)) : [];
    return at((value as Record<string, unknown>)[step], rest);
  };
  return MACHINE_TEXT_FIELDS.flatMap((place) => at(fields, place.split("."))).filter(
    (text): text is string => typeof text === "string",
  );
}

/**
 * A cell that is only a figure: digits with ranges, ratios, sums and products ("350–600",
 * "2 × 105", "30:1"). Such a figure means nothing without its unit.
 */
const BARE_FIGURE = /^[\d\s.,:×x+–\-/]*\d[\d\s.,:×x+–\-/]*$/;
/**
 * A label that says what its figures are measured in: a unit in brackets ("Output (kg/h)",
 * "Tape winders (nos.)"), or a count or ratio that needs none: "Number of shuttles", "Positions
 * per module", things in the plural ("Degassing zones"), "L/D ratio", "Denier range" (denier is
 * the unit). "Installed power" or "Output" alone is refused.
 */
const STATES_ITS_UNIT = /\([^()]+\)\s*$|^(number|no\.) of |\bper [a-z]+$|^[a-z ]*[a-z]{3}s$|\bratio\b|\bdenier\b/i;

/** Where a bare figure finds its unit: in its column's label or in its row's first cell. */
export function figuresWithoutUnit(table: { columns: readonly string[]; rows: readonly (readonly string[])[] }): {
  row: number;
  column: number;
}[] {
  const missing: { row: number; column: number }[] = [];
  table.rows.forEach((row, rowIndex) => {
    row.forEach((cell, column) => {
      if (column === 0 || !BARE_FIGURE.test(cell.trim())) return;
      const header = table.columns[column] ?? "";
      if (STATES_ITS_UNIT.test(header) || STATES_ITS_UNIT.test(row[0] ?? "")) return;
      missing.push({ row: rowIndex, column });
    });
  });
  return missing;
}

const cell = z.string({ error: "A cell must be text" }).check(
  z.trim(),
  z.maxLength(120, "A cell can be at most 120 characters"),
  z.refine((value: string) => !/[\u0000-\u001f\u007f]/.test(value), "A cell must be one line"),
);

const specTableInput = z
  .object({
    caption: line("The table's caption", { min: 8, max: 200 }),
    columns: z
      .array(line("A column's label", { min: 1, max: 80 }), { error: "Columns must be a list of labels" })
      .check(z.minLength(2, "A table needs at least two columns"), z.maxLength(12, "A table has at most 12 columns")),
    rows: z
      .array(z.array(cell), { error: "Rows must be a list of rows of cells" })
      .check(z.minLength(1, "A table needs at least one row"), z.maxLength(60, "A table has at most 60 rows")),
  })
  .check(
    z.superRefine((table, context) => {
      table.rows.forEach((row, index) => {
        if (row.every((value) => value === "")) {
          context.addIssue({
            code: "custom",
            input: row,
            path: ["rows", index],
            message: "A row is empty: fill it or remove it",
          });
        } else if (row.length !== table.columns.length) {
          context.addIssue({
            code: "custom",
            input: row,
            path: ["rows", index],
            message: `A row has ${row.length} cells and the table ${table.columns.length} columns`,
          });
        } else if (row[0] === "") {
          context.addIssue({
            code: "custom",
            input: row,
            path: ["rows", index, 0],
            message: "A row needs its first cell",
          });
        }
      });
      for (const { row, column } of figuresWithoutUnit(table)) {
        context.addIssue({
          code: "custom",
          input: table.columns[column],
          path: ["columns", column],
          message: `The figures of “${table.columns[column]}” need a unit: put it in brackets, e.g. “Output (kg/h)”, or in the row's first cell (row ${row + 1})`,
        });
      }
    }),
  );

const tabInput = z.object({
  /** The tab's deep link, `?tab=<slug>`. */
  slug: z
    .string({ error: "A tab needs its link name" })
    .check(z.trim(), z.regex(TAB_SLUG, "A tab's link name is lower-case words joined by hyphens")),
  name: line("A tab's name", { min: 1, max: 60 }),
  /** Set on the tabs of a two-level page (Bag-Conversion): consecutive tabs of one group sit under it. */
  group: z.optional(
    z.object({
      slug: z.string().check(z.trim(), z.regex(TAB_SLUG, "A group's link name is lower-case words joined by hyphens")),
      name: line("A group's name", { min: 1, max: 60 }),
    }),
  ),
  photos: photos("A tab", { min: 1, max: 12 }),
  description: lines("A tab's description", { min: 1, max: 8, line: { min: 40, max: 1200 } }),
  specTable: z.optional(specTableInput),
  footnote: optional(paragraph("The footnote", { min: 10, max: 600 })),
  applicationPhotos: photos("The applications' slideshow", { min: 1, max: 12 }),
  applications: lines("Applications", { min: 3, max: 20, line: { min: 3, max: 200 } }),
  /** The generated catalogue (scripts/catalogues), used while no PDF is uploaded. */
  catalogue: z
    .string({ error: "A tab names its generated catalogue" })
    .check(z.regex(GENERATED_CATALOGUE, "A generated catalogue is /catalogues/<name>.pdf")),
  /** An uploaded PDF that replaces the generated catalogue. */
  cataloguePdf: optional(z.string().check(z.regex(UPLOADED_PDF, "Upload the catalogue as a PDF"))),
});

const filmInput = z.object({
  title: line("A film's title", { min: 3, max: 160 }),
  /** The picture shown before it plays. */
  thumbnail: z.string({ error: "Choose the film's picture" }).check(z.regex(TAB_SLUG, "Choose the film's picture")),
  clip: z.string({ error: "Choose the film's clip" }).check(z.regex(TAB_SLUG, "Choose the film's clip")),
  youtubeId: optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{11}$/, "A YouTube ID has 11 characters"))),
});

const machineShape = {
  path: z
    .string({ error: "Page address is required" })
    .check(
      z.trim(),
      z.maxLength(60, "Page address can be at most 60 characters"),
      z.regex(MACHINE_PATH, "Page address is letters and digits, words joined by hyphens, e.g. TapeExtrusion"),
    ),
  title: line("Title", { min: 3, max: 120 }),
  subtitle: line("Subtitle", { min: 10, max: 200 }),
  /** The product line (an item of product-lines, by its slug) whose browser and slider show it. */
  line: z.string({ error: "Choose the product line" }).check(z.trim(), z.regex(TAB_SLUG, "Choose the product line")),
  summary: line("Summary", { min: 10, max: 200 }),
  description: lines("Description", { min: 1, max: 8, line: { min: 40, max: 1500 } }),
  /** Its picture on the product line's slider in the category browser. */
  browserPhoto: z.string({ error: "Choose the slider's photo" }).check(z.regex(TAB_SLUG, "Choose the slider's photo")),
  tabs: z.array(tabInput, { error: "Tabs must be a list" }).check(
    z.minLength(1, "A machine needs at least one tab"),
    z.maxLength(20, "A machine has at most 20 tabs"),
    z.refine((tabs: readonly { slug: string; group?: { slug: string } | undefined }[]) => {
      const slugs = [...tabs.map((tab) => tab.slug), ...new Set(tabs.flatMap((tab) => tab.group?.slug ?? []))];
      return new Set(slugs).size === slugs.length;
    }, "Each tab and group needs a link name of its own"),
  ),
  films: z.optional(z.array(filmInput).check(z.maxLength(6, "A machine has at most 6 films"))),
  gallery: z.optional(photos("The gallery", { min: 1, max: 40 })),
  /** An uploaded PDF of the whole machine: it replaces every tab's generated catalogue (not an uploaded one). */
  cataloguePdf: optional(z.string().check(z.regex(UPLOADED_PDF, "Upload the catalogue as a PDF"))),
  ...scheduleInput,
};

function groupsStayTogether<T extends { tabs: readonly { group?: { slug: string } | undefined }[] }>() {
  return z.superRefine<T>((fields, context) => {
    const seen: string[] = [];
    fields.tabs.forEach((tab, index) => {
      const group = tab.group?.slug ?? "";
      if (group !== seen.at(-1) && seen.includes(group)) {
        context.addIssue({
          code: "custom",
          input: tab,
          path: ["tabs", index, "group"],
          message: "A group's tabs come one after another",
        });
      }
      if (group !== seen.at(-1)) seen.push(group);
    });
    if (fields.tabs.some((tab) => tab.group) && fields.tabs.some((tab) => !tab.group)) {
      context.addIssue({
        code: "custom",
        input: fields.tabs,
        path: ["tabs"],
        message: "Either every tab is in a group or none is",
      });
    }
  });
}

/** A new machine, or the whole of one. */
export const machineInputSchema = z.object(machineShape).check(groupsStayTogether());
/** A change: any of the fields; null clears an optional one. */
export const machineChangeSchema = z.partial(z.object(machineShape));

const specTableSchema = z.object({
  caption: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
const machineTabSchema = z.object({
  slug: z.string(),
  name: z.string(),
  group: z.optional(z.object({ slug: z.string(), name: z.string() })),
  photos: z.array(photoSchema),
  description: z.array(z.string()),
  specTable: z.optional(specTableSchema),
  footnote: z.optional(z.string()),
  applicationPhotos: z.array(photoSchema),
  applications: z.array(z.string()),
  catalogue: z.string(),
  cataloguePdf: z.optional(z.string()),
});

export const machineFieldsSchema = z.object({
  path: z.string(),
  title: z.string(),
  subtitle: z.string(),
  line: z.string(),
  summary: z.string(),
  description: z.array(z.string()),
  browserPhoto: z.string(),
  tabs: z.array(machineTabSchema),
  films: z.optional(
    z.array(
      z.object({ title: z.string(), thumbnail: z.string(), clip: z.string(), youtubeId: z.optional(z.string()) }),
    ),
  ),
  gallery: z.optional(z.array(photoSchema)),
  cataloguePdf: z.optional(z.string()),
  ...scheduleSchema,
});
export type MachineFields = z.output<typeof machineFieldsSchema>;
export type MachineTab = MachineFields["tabs"][number];

/** The catalogue a tab's link and the mail to a buyer give: the tab's upload, the machine's, or the generated one. */
export function currentCatalogue(machine: Pick<MachineFields, "cataloguePdf">, tab: MachineTab): string {
  return tab.cataloguePdf ?? machine.cataloguePdf ?? tab.catalogue;
}
