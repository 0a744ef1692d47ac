/**
 * A news item on /news (docs/spec.md §1 "News and events page"). Its kind decides where the page
 * shows it and which fields it needs:
 * - story: a feature with its summary, the body's first paragraph and a Read More article (title,
 *   date, summary, body, at least one photo; optional topic above the title and looping clips);
 * - award: the awards gallery (title, presentedBy, summary as the citation, one photo);
 * - video: a video card (title, summary, one photo as thumbnail, one video);
 * - photo: a photo card (one photo, summary as the caption);
 * - press-release: the press list (title, date, the PDF; summary and body for the record).
 * The body is rich text, stored as the cleaned HTML of ./rich-text.ts.
 */
import * as z from "zod/mini";
import {
  closesAfterPublishing,
  isoDate,
  line,
  optional,
  paragraph,
  photoSchema,
  photos,
  scheduleInput,
  scheduleSchema,
} from "./fields";
import { RICH_TEXT_MAX_LENGTH } from "./rich-text";

export const NEWS_KINDS = ["story", "award", "video", "photo", "press-release"] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

export const NEWS_KIND_LABELS: Record<NewsKind, string> = {
  story: "Story",
  award: "Award",
  video: "Video",
  photo: "Photo",
  "press-release": "Press release",
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video ID in a YouTube address (youtu.be/…, youtube.com/watch?v=…, /embed/…, /shorts/…) or a bare ID. */
export function youtubeIdOf(value: string): string | undefined {
  const text = value.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const candidate =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? url.pathname === "/watch"
          ? (url.searchParams.get("v") ?? "")
          : (/^\/(embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[2] ?? "")
        : "";
  return YOUTUBE_ID.test(candidate) ? candidate : undefined;
}

/** A film: one of the site's own clips (content/media/video) and/or a YouTube upload. */
const videoInput = z
  .object({
    title: line("The video's title", { min: 3, max: 120 }),
    clip: optional(
      z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose one of the site's clips"), z.maxLength(80)),
    ),
    youtubeId: optional(
      z.pipe(
        z
          .string()
          .check(z.refine((value: string) => youtubeIdOf(value) !== undefined, "Paste a YouTube video address")),
        z.transform((value: string) => youtubeIdOf(value)!),
      ),
    ),
  })
  .check(
    z.refine((video) => Boolean(video.clip || video.youtubeId), {
      message: "Give the video's YouTube address",
      path: ["youtubeId"],
    }),
  );
const videoSchema = z.object({ title: z.string(), clip: z.optional(z.string()), youtubeId: z.optional(z.string()) });

/** A press release's PDF: one the build prints (/press/…) or one uploaded in the portal. */
const PRESS_RELEASE_HREF = /^\/(press|assets\/documents)\/[a-z0-9]+([.-][a-z0-9]+)*\.pdf$/;

const newsShape = {
  kind: z.enum(NEWS_KINDS, { error: `Kind is one of ${NEWS_KINDS.join(", ")}` }),
  title: line("Title", { min: 3, max: 200 }),
  date: optional(isoDate("Date")),
  /** A story's kicker ("Partnership"). */
  topic: optional(line("Topic", { max: 40 })),
  /** An award's presenter. */
  presentedBy: optional(line("Presented by", { min: 3, max: 200 })),
  summary: optional(paragraph("Summary", { max: 1000 })),
  body: optional(z.string({ error: "Body must be text" }).check(z.maxLength(RICH_TEXT_MAX_LENGTH, "Body is too long"))),
  photos: z.optional(photos("A story", { min: 0, max: 30 })),
  videos: z.optional(
    z
      .array(videoInput, { error: "Videos must be a list" })
      .check(z.maxLength(4, "A news item can have at most 4 videos")),
  ),
  pressRelease: optional(
    z.string().check(z.regex(PRESS_RELEASE_HREF, "Upload the press release as a PDF"), z.maxLength(200)),
  ),
  ...scheduleInput,
};

type NewsDraft = {
  kind: NewsKind;
  date?: string | undefined;
  summary?: string | undefined;
  body?: string | undefined;
  presentedBy?: string | undefined;
  photos?: readonly unknown[] | undefined;
  videos?: readonly { clip?: string | undefined }[] | undefined;
  pressRelease?: string | undefined;
};

/** What each kind needs, each problem named by its field. */
function newsKindProblems(item: NewsDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const photoCount = item.photos?.length ?? 0;
  const videos = item.videos ?? [];
  const needs = (field: string, message: string, present: boolean) => {
    if (!present) problems[field] ??= message;
  };
  switch (item.kind) {
    case "story":
      needs("date", "A story needs its date", Boolean(item.date));
      needs("summary", "A story needs a summary", Boolean(item.summary));
      needs("body", "A story needs its text", Boolean(item.body?.replace(/<[^>]*>/g, "").trim()));
      needs("photos", "A story needs a photo", photoCount >= 1);
      needs(
        "videos",
        "A story's clips are the site's own: choose a clip for each",
        videos.every((video) => video.clip),
      );
      break;
    case "award":
      needs("presentedBy", "Say who presented the award", Boolean(item.presentedBy));
      needs("summary", "An award needs its citation", Boolean(item.summary));
      needs("photos", "An award needs one photo", photoCount === 1);
      break;
    case "video":
      needs("summary", "A video needs a description", Boolean(item.summary));
      needs("photos", "A video needs one photo as its thumbnail", photoCount === 1);
      needs("videos", "A video item holds exactly one video", videos.length === 1);
      break;
    case "photo":
      needs("summary", "A photo needs its caption", Boolean(item.summary));
      needs("photos", "A photo card holds one photo", photoCount === 1);
      break;
    case "press-release":
      needs("date", "A press release needs its date", Boolean(item.date));
      needs("pressRelease", "Upload the press release as a PDF", Boolean(item.pressRelease));
      break;
  }
  return problems;
}

/** A new news item, or the whole of one. */
export const newsInputSchema = z.object(newsShape).check(
  closesAfterPublishing(),
  z.superRefine((item, context) => {
    for (const [field, message] of Object.entries(newsKindProblems(item))) {
      context.addIssue({ code: "custom", input: item, path: [field], message });
    }
  }),
);
/** A change: any of the fields; null clears an optional one. */
export const newsChangeSchema = z.partial(z.object(newsShape));

/** A news item as stored and answered; `body` is cleaned HTML. */
export const newsFieldsSchema = z.object({
  kind: z.enum(NEWS_KINDS),
  title: z.string(),
  date: z.optional(z.string()),
  topic: z.optional(z.string()),
  presentedBy: z.optional(z.string()),
  summary: z.optional(z.string()),
  body: z.optional(z.string()),
  photos: z.optional(z.array(photoSchema)),
  videos: z.optional(z.array(videoSchema)),
  pressRelease: z.optional(z.string()),
  ...scheduleSchema,
});
export type NewsFields = z.output<typeof newsFieldsSchema>;
