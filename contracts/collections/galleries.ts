/**
 * A photo gallery on /Exhibition (docs/spec.md §2 Galleries): a trade show (grouped under its show,
 * e.g. PLASTINDIA) or a company event, with its photos in the order the gallery steps through them.
 */
import * as z from "zod/mini";
import {
  closesAfterPublishing,
  line,
  optional,
  paragraph,
  photoSchema,
  photos,
  scheduleInput,
  scheduleSchema,
  year,
} from "./fields";

export const GALLERY_KINDS = ["trade-show", "event"] as const;
export type GalleryKind = (typeof GALLERY_KINDS)[number];

export const GALLERY_KIND_LABELS: Record<GalleryKind, string> = { "trade-show": "Trade show", event: "Company event" };

/** The shows the page groups trade-show galleries under, in this order; another show follows them. */
export const TRADE_SHOWS = ["INDIAPLAST", "PLASTIVISION", "PLASTINDIA", "K-GERMANY"] as const;

const galleryShape = {
  kind: z.enum(GALLERY_KINDS, { error: `Kind is one of ${GALLERY_KINDS.join(", ")}` }),
  /** A trade show's name without its year ("PLASTINDIA"): the heading it is grouped under. */
  show: optional(line("Show", { min: 2, max: 60 })),
  title: line("Title", { min: 3, max: 120 }),
  year: year("Year"),
  place: line("Place", { min: 3, max: 120 }),
  caption: paragraph("Caption", { min: 10, max: 400 }),
  photos: photos("A gallery", { min: 1, max: 60 }),
  ...scheduleInput,
};

function tradeShowsNameTheirShow<T extends { kind: GalleryKind; show?: string | undefined }>() {
  return z.superRefine<T>((fields, context) => {
    if (fields.kind === "trade-show" && !fields.show) {
      context.addIssue({ code: "custom", input: fields.show, path: ["show"], message: "Name the trade show" });
    }
  });
}

/** A new gallery, or the whole of one. */
export const galleryInputSchema = z.object(galleryShape).check(tradeShowsNameTheirShow(), closesAfterPublishing());
/** A change: any of the fields; null clears an optional one. */
export const galleryChangeSchema = z.partial(z.object(galleryShape));

export const galleryFieldsSchema = z.object({
  kind: z.enum(GALLERY_KINDS),
  show: z.optional(z.string()),
  title: z.string(),
  year: z.number(),
  place: z.string(),
  caption: z.string(),
  photos: z.array(photoSchema),
  ...scheduleSchema,
});
export type GalleryFields = z.output<typeof galleryFieldsSchema>;
