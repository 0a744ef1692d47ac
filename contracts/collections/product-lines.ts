/**
 * A product line (docs/spec.md §3, "Category browser"): a tile on /PlasticRecycling and the slider
 * of its machines. Machines name their line by its slug, which is kept when the title changes.
 */
import * as z from "zod/mini";
import { line, scheduleInput, scheduleSchema } from "./fields";

const productLineShape = {
  title: line("Title", { min: 3, max: 80 }),
  summary: line("Summary", { min: 10, max: 300 }),
  /** The picture of its tile. */
  photo: z
    .string({ error: "Choose the tile's photo" })
    .check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose the tile's photo")),
  ...scheduleInput,
};

/** A new product line, or the whole of one. */
export const productLineInputSchema = z.object(productLineShape);
/** A change: any of the fields; null clears an optional one. */
export const productLineChangeSchema = z.partial(z.object(productLineShape));

export const productLineFieldsSchema = z.object({
  title: z.string(),
  summary: z.string(),
  photo: z.string(),
  ...scheduleSchema,
});
export type ProductLineFields = z.output<typeof productLineFieldsSchema>;
