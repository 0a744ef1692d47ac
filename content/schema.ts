/**
 * The shapes of the company content (docs/spec.md §3), as zod schemas. Data modules import only the
 * types, so no page bundle carries zod; content/content.test.ts and the route loaders parse the
 * data with these, so a malformed entry fails the tests and the build.
 */
import { z } from "zod";
import { EMPLOYMENT_TYPES } from "#contracts/collections/openings";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case");
/** A picture's name: a file content/media/<name>.svg|jpg|png|webp|avif (content/media.test.ts). */
const pictureName = slug;
const sentence = z.string().min(20);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
const email = z.email();
const site = z.string().regex(/^\/[A-Za-z0-9/#?=&._-]*$/, "a path on this site");

const phoneSchema = z.object({
  /** As printed: "+91 79 4890 2210". */
  display: z.string().regex(/^\+\d[\d ]{7,18}$/),
  /** For tel: links, digits only after the plus. */
  tel: z.string().regex(/^\+\d{8,15}$/),
  label: z.string().min(2).optional(),
});

export const pictureSchema = z.object({ name: pictureName, alt: z.string().min(8) });

export const officeSchema = z.object({
  slug,
  /** The network list's heading: the spec's place name. */
  region: z.string().min(3),
  kind: z.enum(["Works & head office", "Corporate office", "Branch office", "Service centre", "Overseas office"]),
  city: z.string().min(3),
  country: z.string().min(3),
  addressLines: z.array(z.string().min(3)).min(2).max(5),
  phones: z.array(phoneSchema).min(1).max(3),
  email,
  contactPerson: z.string().min(3).optional(),
  mapQuery: z.string().min(8),
});

export const departmentSchema = z.object({
  slug,
  title: z.string().min(3),
  subtitle: z.string().min(10),
  /** The card's one line before hovering or focusing. */
  summary: sentence,
  phones: z.array(phoneSchema).min(1).max(3),
  emails: z.array(email).min(1).max(3),
  linkText: z.string().min(3),
  linkUrl: site,
  theme: z.enum(["navy", "steel", "amber"]),
});

/**
 * A film the site plays in its video modal. `clip` is always set: a clip the site serves itself
 * (content/media/video/<clip>.webm and .mp4), played until the company confirms the film's
 * YouTube upload. Set `youtubeId` (the 11 characters after youtu.be/) only to an upload the
 * company has confirmed plays on its channel; the modal then embeds YouTube instead.
 * docs/content/figures-to-confirm.md lists the films still waiting for theirs.
 */
export const filmFields = {
  clip: slug,
  youtubeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, "an 11-character YouTube video ID")
    .optional(),
};
export const filmSchema = z.object(filmFields);

export const milestoneSchema = z.object({
  year: z.number().int().min(1987).max(2030),
  title: z.string().min(5),
  image: pictureName,
  imageAlt: z.string().min(8),
  description: sentence,
  /** The spec's optional videoLink: a film about the year, opened in the video modal. */
  video: filmSchema.optional(),
});

/**
 * Who said it is given by role ("Managing Director, JP Extrusion Systems"); `name` is for the
 * company to fill in with the real person's name, never an invented one.
 */
/** The product page (its path, as in content/product-lines.ts) whose figures a news text quotes. */
const aboutProduct = z.string().regex(/^[A-Za-z-]+$/);

const quoteSchema = z.object({ text: sentence, role: z.string().min(3), name: z.string().min(3).optional() });

export const newsArticleSchema = z.object({
  slug,
  date: isoDate,
  headline: z.string().min(20),
  summary: sentence,
  image: pictureSchema,
  /** Two muted, looping clips from content/media/video/, each with a still poster. */
  clips: z.array(z.object({ name: slug, poster: pictureName, label: z.string().min(8) })).length(2),
  body: z.array(sentence).min(3),
  quote: quoteSchema,
  /** The media contact: a desk or role, with the name only once the company gives it. */
  contact: z.object({ role: z.string().min(3), name: z.string().min(3).optional(), phone: phoneSchema, email }),
  product: aboutProduct,
});

export const awardSchema = z.object({
  title: z.string().min(5),
  year: z.number().int(),
  presentedBy: z.string().min(5),
  citation: sentence,
  image: pictureSchema,
});

export const videoCardSchema = z.object({
  videoTitle: z.string().min(5),
  videoThumbnail: pictureName,
  ...filmFields,
  description: sentence,
  /** Set when the title or description quotes a machine's figures (content/news-figures.test.ts). */
  product: aboutProduct.optional(),
});

/** One of the company's own press releases on /news, printed as the PDF at its link (scripts/press/). */
export const pressItemSchema = z.object({
  slug,
  /** The release's headline, on the page and in the PDF. */
  title: z.string().min(20),
  /** The static PDF, generated at build from this item (scripts/press/). */
  link: z.string().regex(/^\/press\/[a-z0-9-]+\.pdf$/),
  /** The dateline's place: "Ankleshwar". */
  place: z.string().min(3),
  date: isoDate,
  standfirst: sentence,
  body: z.array(sentence).min(3),
  /** Set when the release quotes a machine's figures (content/news-figures.test.ts). */
  product: aboutProduct.optional(),
});

export const photoCardSchema = z.object({
  image: pictureSchema,
  caption: z.string().min(10),
  /** Set when the caption quotes a machine's figures (content/news-figures.test.ts). */
  product: aboutProduct.optional(),
});

export const upcomingExhibitionSchema = z.object({
  name: z.string().min(3),
  venue: z.string().min(5),
  city: z.string().min(3),
  country: z.string().min(3),
  startDate: isoDate,
  endDate: isoDate,
  stand: z.string().min(2).optional(),
  website: z.url().optional(),
});

const galleryImageSchema = z.object({ id: slug, src: pictureName, alt: z.string().min(8) });

export const gallerySchema = z.object({
  slug,
  /** The card's title: "PLASTINDIA 2018". */
  title: z.string().min(3),
  year: z.number().int(),
  place: z.string().min(3),
  caption: sentence,
  images: z.array(galleryImageSchema).min(2),
});

export const openingSchema = z.object({
  slug,
  title: z.string().min(3),
  department: z.string().min(3),
  location: z.string().min(3),
  /** Slug of the office in offices.ts where the job is based (its address goes into JobPosting). */
  office: slug,
  employmentType: z.enum(EMPLOYMENT_TYPES),
  experience: z.string().min(3),
  datePosted: isoDate,
  profile: z.array(sentence).min(3),
  skills: z.array(z.string().min(8)).min(3),
});

export type PictureRef = z.infer<typeof pictureSchema>;
export type Office = z.infer<typeof officeSchema>;
export type Department = z.infer<typeof departmentSchema>;
export type FilmFields = z.infer<typeof filmSchema>;
export type Milestone = z.infer<typeof milestoneSchema>;
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export type Award = z.infer<typeof awardSchema>;
export type VideoCard = z.infer<typeof videoCardSchema>;
export type PressItem = z.infer<typeof pressItemSchema>;
export type PhotoCard = z.infer<typeof photoCardSchema>;
export type UpcomingExhibition = z.infer<typeof upcomingExhibitionSchema>;
export type Gallery = z.infer<typeof gallerySchema>;
export type Opening = z.infer<typeof openingSchema>;
