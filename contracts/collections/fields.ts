/**
 * Field rules the four content collections share, as zod/mini schemas for what an editor sends
 * (trimmed, bounded, one line where a page shows one line) with messages that name the field the
 * way the portal labels it. What the server answers is described by plain schemas beside each
 * collection's rules, so an answer is never re-shaped on its way out.
 */
import * as z from "zod/mini";

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b-\u001f\u007f]/;

function textOf(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
  });
}

interface Bounds {
  min?: number;
  max: number;
}

function bounded(label: string, { min = 1, max }: Bounds) {
  return [
    z.trim(),
    z.minLength(min, min === 1 ? `${label} is required` : `${label} needs at least ${min} characters`),
    z.maxLength(max, `${label} can be at most ${max} characters`),
  ] as const;
}

/** One line of text, as a heading or a card shows it. */
export function line(label: string, bounds: Bounds) {
  return textOf(label).check(
    ...bounded(label, bounds),
    z.refine((value: string) => !CONTROL_CHARACTERS.test(value), `${label} must be one line`),
  );
}

/** A paragraph of plain text (a summary, a caption); line breaks are kept. */
export function paragraph(label: string, bounds: Bounds) {
  return textOf(label).check(
    ...bounded(label, bounds),
    z.refine((value: string) => !CONTROL_BUT_LINE_BREAKS.test(value), `${label} holds a character that is not allowed`),
  );
}

/** A field that may be left out; null or blank clears it. */
export function optional<T extends z.ZodMiniType<string, string>>(schema: T) {
  const blankIsAbsent = z.pipe(
    z.nullable(z.string()),
    z.transform((value: string | null) => (value === null || value.trim() === "" ? undefined : value)),
  );
  return z.optional(z.pipe(blankIsAbsent, z.optional(schema)));
}

/** A list of lines (a job profile, a list of skills): each line checked, blank lines refused. */
export function lines(label: string, { min, max, line: lineBounds }: { min: number; max: number; line: Bounds }) {
  return z
    .array(line(`Each line of ${label.toLowerCase()}`, lineBounds), { error: `${label} must be a list of lines` })
    .check(
      z.minLength(min, min === 1 ? `${label} needs at least one line` : `${label} needs at least ${min} lines`),
      z.maxLength(max, `${label} can have at most ${max} lines`),
    );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date, YYYY-MM-DD, that exists. */
export function isoDate(label: string) {
  return z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.refine((value: string) => {
      if (!ISO_DATE.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} must be a date (YYYY-MM-DD)`),
  );
}

/**
 * A moment with its time zone, e.g. 2026-12-01T09:00:00+05:30; answered back in UTC
 * (2026-12-01T03:30:00.000Z).
 */
function moment(label: string) {
  return z.pipe(
    z.string({ error: `${label} must be a date and time` }).check(
      z.trim(),
      z.refine(
        (value: string) =>
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
          !Number.isNaN(Date.parse(value)),
        `${label} must be a date and time with its time zone, e.g. 2026-12-01T09:00:00+05:30`,
      ),
    ),
    z.transform((value: string) => new Date(value).toISOString()),
  );
}

/** A whole year a page prints (a trade show's, an event's). */
export function year(label: string) {
  return z
    .int({ error: `${label} must be a year` })
    .check(z.gte(1980, `${label} must be 1980 or later`), z.lte(2100, `${label} must be 2100 or earlier`));
}

/** The name of a picture: one of the site's own (content/media) or an uploaded photo. */
const PICTURE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A picture on a page with its description for people who cannot see it. */
const photoInput = z.object({
  name: z
    .string({ error: "Choose a photo" })
    .check(
      z.trim(),
      z.regex(PICTURE_NAME, "Choose a photo from the site or upload one"),
      z.maxLength(80, "Choose a photo from the site or upload one"),
    ),
  alt: line("The photo's description", { min: 8, max: 200 }),
});
export const photoSchema = z.object({ name: z.string(), alt: z.string() });
export type PhotoRef = z.output<typeof photoSchema>;

/** Photos in the order the page shows them; `label` names what holds them ("A tab"), each message its subject. */
export function photos(label: string, { min, max }: { min: number; max: number }) {
  return z.array(photoInput, { error: `${label} must be a list of photos` }).check(
    z.minLength(min, min === 1 ? `${label} needs a photo` : `${label} needs at least ${min} photos`),
    z.maxLength(max, `${label} can have at most ${max} photos`),
    z.refine(
      (list: readonly { name: string }[]) => new Set(list.map((photo) => photo.name)).size === list.length,
      `${label} holds the same photo twice`,
    ),
  );
}

/** When a published item goes live and when it leaves the site (both optional). */
export const scheduleInput = {
  publishAt: z.optional(z.nullable(moment("Publish at"))),
  closesAt: z.optional(z.nullable(moment("Closes at"))),
};
export const scheduleSchema = { publishAt: z.optional(z.string()), closesAt: z.optional(z.string()) };

/** Closing must come after publishing, when both are set. */
export function closesAfterPublishing<
  T extends { publishAt?: string | null | undefined; closesAt?: string | null | undefined },
>() {
  return z.superRefine<T>((fields, context) => {
    if (fields.publishAt && fields.closesAt && fields.closesAt <= fields.publishAt) {
      context.addIssue({
        code: "custom",
        input: fields.closesAt,
        path: ["closesAt"],
        message: "Closes at must be later than publish at",
      });
    }
  });
}
