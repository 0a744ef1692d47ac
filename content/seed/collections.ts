/**
 * Today's openings, news, exhibitions, galleries, machines and product lines as the items of the content collections
 * (contracts/collections/). The database is seeded once from these, so the first start shows
 * exactly what the build prerendered from them; after that, staff edit the collections in the
 * portal and these files are only the seed.
 */
import type { ExhibitionFields } from "#contracts/collections/exhibitions";
import { type GalleryFields, TRADE_SHOWS } from "#contracts/collections/galleries";
import type { NewsFields } from "#contracts/collections/news";
import type { MachineFields } from "#contracts/collections/machines";
import type { OpeningFields } from "#contracts/collections/openings";
import type { ProductLineFields } from "#contracts/collections/product-lines";
import { slugOf } from "#contracts/collections/api";
import type { FieldsByCollection } from "#contracts/collections/published";
import { awards } from "#content/awards";
import { eventGalleries } from "#content/events";
import { exhibitionGalleries, upcomingExhibitions } from "#content/exhibitions";
import { partnershipAnnouncement, photoCards } from "#content/news";
import { openings } from "#content/openings";
import { pressItems } from "#content/press";
import { productLines, productPages } from "#content/product-lines";
import { productContent } from "#content/products/index";
import { machineFieldsOf, productLineFieldsOf } from "#content/products/machine-fields";
import type { Gallery } from "#content/schema";
import { videos } from "#content/videos";

export interface SeedItem<Fields> {
  slug: string;
  fields: Fields;
}

export type SeedCollections = { [C in keyof FieldsByCollection]: SeedItem<FieldsByCollection[C]>[] };

/** Text as HTML text: the characters that would start markup or an entity are escaped. */
function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const paragraphs = (texts: readonly string[]) => texts.map((text) => `<p>${escapeText(text)}</p>`).join("");

function storyBody(): string {
  const { body, quote, contact } = partnershipAnnouncement;
  const speaker = quote.name ? `${quote.name}, ${quote.role}` : quote.role;
  const desk = contact.name ? `${contact.name}, ${contact.role}` : contact.role;
  return [
    paragraphs(body),
    `<blockquote><p>“${escapeText(quote.text)}”</p><p>${escapeText(speaker)}</p></blockquote>`,
    "<h3>Media contact</h3>",
    `<p>${escapeText(desk)}</p>`,
    `<p><a href="tel:${contact.phone.tel}">${escapeText(contact.phone.display)}</a> · `,
    `<a href="mailto:${contact.email}">${escapeText(contact.email)}</a></p>`,
  ].join("");
}

function seedOpenings(): SeedItem<OpeningFields>[] {
  return openings.map((opening) => ({
    slug: opening.slug,
    fields: {
      title: opening.title,
      department: opening.department,
      location: opening.location,
      office: opening.office,
      employmentType: opening.employmentType,
      experience: opening.experience,
      profile: [...opening.profile],
      skills: [...opening.skills],
      datePosted: opening.datePosted,
    },
  }));
}

function seedNews(): SeedItem<NewsFields>[] {
  const story = partnershipAnnouncement;
  return [
    {
      slug: story.slug,
      fields: {
        kind: "story",
        title: story.headline,
        date: story.date,
        topic: "Partnership",
        summary: story.summary,
        body: storyBody(),
        photos: [story.image],
        // Each looping clip's poster is the picture of the same name.
        videos: story.clips.map((clip) => ({ title: clip.label, clip: clip.name })),
      },
    },
    ...awards.map((award) => ({
      slug: slugOf(award.title),
      fields: {
        kind: "award" as const,
        title: award.title,
        presentedBy: award.presentedBy,
        summary: award.citation,
        photos: [award.image],
      },
    })),
    ...videos.map((video) => ({
      slug: slugOf(video.videoTitle),
      fields: {
        kind: "video" as const,
        title: video.videoTitle,
        summary: video.description,
        // The card's thumbnail is decorative beside its title; the description is for the portal.
        photos: [{ name: video.videoThumbnail, alt: `A still from the film: ${video.videoTitle}` }],
        videos: [
          { title: video.videoTitle, clip: video.clip, ...(video.youtubeId ? { youtubeId: video.youtubeId } : {}) },
        ],
      },
    })),
    ...photoCardsAsNews(),
    ...pressItems.map((item) => ({
      slug: item.slug,
      fields: {
        kind: "press-release" as const,
        title: item.title,
        date: item.date,
        summary: item.standfirst,
        body: paragraphs(item.body),
        pressRelease: item.link,
      },
    })),
  ];
}

function photoCardsAsNews(): SeedItem<NewsFields>[] {
  return photoCards.map((card) => ({
    slug: slugOf(card.image.alt),
    fields: { kind: "photo", title: card.image.alt, summary: card.caption, photos: [card.image] },
  }));
}

function seedExhibitions(): SeedItem<ExhibitionFields>[] {
  return upcomingExhibitions.map((show) => ({
    slug: slugOf(show.name),
    fields: {
      name: show.name,
      venue: show.venue,
      city: show.city,
      country: show.country,
      startDate: show.startDate,
      endDate: show.endDate,
      ...(show.stand ? { stand: show.stand } : {}),
      ...(show.website ? { website: show.website } : {}),
    },
  }));
}

function galleryFields(gallery: Gallery, kind: GalleryFields["kind"], show?: string): SeedItem<GalleryFields> {
  return {
    slug: gallery.slug,
    fields: {
      kind,
      ...(show ? { show } : {}),
      title: gallery.title,
      year: gallery.year,
      place: gallery.place,
      caption: gallery.caption,
      photos: gallery.images.map((image) => ({ name: image.src, alt: image.alt })),
    },
  };
}

function seedGalleries(): SeedItem<GalleryFields>[] {
  return [
    ...exhibitionGalleries.map((gallery) => {
      const show = TRADE_SHOWS.find((name) => gallery.title.startsWith(`${name} `));
      if (!show) throw new Error(`Gallery "${gallery.title}" is of no known trade show`);
      return galleryFields(gallery, "trade-show", show);
    }),
    ...eventGalleries.map((gallery) => galleryFields(gallery, "event")),
  ];
}

/** The machines in the order of the category browser; a machine's slug comes from its title. */
function seedMachines(): SeedItem<MachineFields>[] {
  return productPages.map((page) => ({
    slug: slugOf(page.name),
    fields: machineFieldsOf(page, productContent(page.path)),
  }));
}

/** The product lines keep their slugs: machines name their line by it. */
function seedProductLines(): SeedItem<ProductLineFields>[] {
  return productLines.map((line) => ({ slug: line.slug, fields: productLineFieldsOf(line) }));
}

/** Every collection's items in page order. */
export function seedCollections(): SeedCollections {
  return {
    openings: seedOpenings(),
    news: seedNews(),
    exhibitions: seedExhibitions(),
    galleries: seedGalleries(),
    machines: seedMachines(),
    "product-lines": seedProductLines(),
  };
}
