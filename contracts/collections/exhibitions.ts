/**
 * An upcoming exhibition on /Exhibition (docs/spec.md §1): where to meet us next. It leaves the
 * page by itself after its last day (or at its closing time, when one is set).
 */
import * as z from "zod/mini";
import { closesAfterPublishing, isoDate, line, optional, scheduleInput, scheduleSchema } from "./fields";

const exhibitionShape = {
  name: line("Name", { min: 3, max: 120 }),
  venue: line("Venue", { min: 3, max: 160 }),
  city: line("City", { min: 2, max: 80 }),
  country: line("Country", { min: 2, max: 80 }),
  startDate: isoDate("Start date"),
  endDate: isoDate("End date"),
  stand: optional(line("Stand", { min: 2, max: 80 })),
  website: optional(
    z.string().check(
      z.trim(),
      z.maxLength(300, "Website can be at most 300 characters"),
      z.refine((value: string) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), "Website must be an https:// address"),
    ),
  ),
  ...scheduleInput,
};

function endsAfterItStarts<T extends { startDate: string; endDate: string }>() {
  return z.superRefine<T>((fields, context) => {
    if (fields.endDate < fields.startDate) {
      context.addIssue({
        code: "custom",
        input: fields.endDate,
        path: ["endDate"],
        message: "End date must be on or after the start date",
      });
    }
  });
}

/** A new exhibition, or the whole of one. */
export const exhibitionInputSchema = z.object(exhibitionShape).check(endsAfterItStarts(), closesAfterPublishing());
/** A change: any of the fields; null clears an optional one. */
export const exhibitionChangeSchema = z.partial(z.object(exhibitionShape));

export const exhibitionFieldsSchema = z.object({
  name: z.string(),
  venue: z.string(),
  city: z.string(),
  country: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  stand: z.optional(z.string()),
  website: z.optional(z.string()),
  ...scheduleSchema,
});
export type ExhibitionFields = z.output<typeof exhibitionFieldsSchema>;

/**
 * When an exhibition leaves the page without a closing time: the day after its last day, at
 * midnight UTC (the end of that day everywhere west of the date line the company exhibits in).
 */
export function exhibitionEndsAt(endDate: string): string {
  const end = new Date(`${endDate}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end.toISOString();
}
