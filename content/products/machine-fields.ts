/**
 * A machine page's content (content/products/, content/product-lines.ts) and the fields of the
 * `machines` and `product-lines` collections (contracts/collections/), each made from the other
 * without loss: the seed fills the collections from today's pages, and the pages drawn from the
 * collections get back the very content they were built from before.
 */
import { currentCatalogue, type MachineFields, type MachineTab } from "#contracts/collections/machines";
import type { ProductLineFields } from "#contracts/collections/product-lines";
import type { ProductLine, ProductLineSlug, ProductPage } from "../product-lines";
import type { ProductContent, ProductTab } from "./schema";

function tabFields(tab: ProductTab, group?: { slug: string; label: string }): MachineTab {
  return {
    slug: tab.slug,
    name: tab.label,
    ...(group ? { group: { slug: group.slug, name: group.label } } : {}),
    photos: tab.images.map((image) => ({ ...image })),
    description: [...tab.description],
    ...(tab.tableCaption && tab.tableHeaders.length
      ? {
          specTable: {
            caption: tab.tableCaption,
            columns: [...tab.tableHeaders],
            rows: tab.tableRows.map((row) => [...row]),
          },
        }
      : {}),
    ...(tab.footnote ? { footnote: tab.footnote } : {}),
    applicationPhotos: tab.slideshowImages.map((image) => ({ ...image })),
    applications: [...tab.applicationPoints],
    catalogue: tab.catalogue,
  };
}

/** The fields of a machine, from its page and its entry in the category browser. */
export function machineFieldsOf(page: ProductPage, content: ProductContent): MachineFields {
  const tabs = content.tabGroups
    ? content.tabGroups.flatMap((group) => group.tabs.map((tab) => tabFields(tab, group)))
    : (content.tabs ?? []).map((tab) => tabFields(tab));
  return {
    path: page.path,
    title: page.name,
    subtitle: content.headline,
    line: page.line,
    summary: page.summary,
    description: [...content.intro],
    browserPhoto: page.image,
    tabs,
    ...(content.videos
      ? {
          films: content.videos.map((video) => ({
            title: video.videoTitle,
            thumbnail: video.videoThumbnail,
            clip: video.clip,
            ...(video.youtubeId ? { youtubeId: video.youtubeId } : {}),
          })),
        }
      : {}),
    ...(content.gallery ? { gallery: content.gallery.map((image) => ({ name: image.src, alt: image.alt })) } : {}),
  };
}

function productTabOf(machine: MachineFields, tab: MachineTab): ProductTab {
  return {
    slug: tab.slug,
    label: tab.name,
    images: tab.photos.map((photo) => ({ ...photo })),
    description: [...tab.description],
    ...(tab.specTable ? { tableCaption: tab.specTable.caption } : {}),
    tableHeaders: [...(tab.specTable?.columns ?? [])],
    tableRows: (tab.specTable?.rows ?? []).map((row) => [...row]),
    ...(tab.footnote ? { footnote: tab.footnote } : {}),
    slideshowImages: tab.applicationPhotos.map((photo) => ({ ...photo })),
    applicationPoints: [...tab.applications],
    catalogue: currentCatalogue(machine, tab),
  };
}

/** The page a machine's fields draw: what content/products/ held before, with an uploaded catalogue in place of the generated one. */
export function productContentOf(machine: MachineFields): ProductContent {
  const grouped = machine.tabs.some((tab) => tab.group);
  const tabGroups: NonNullable<ProductContent["tabGroups"]> = [];
  if (grouped) {
    for (const tab of machine.tabs) {
      const group = tab.group!;
      const last = tabGroups.at(-1);
      if (last?.slug === group.slug) last.tabs.push(productTabOf(machine, tab));
      else tabGroups.push({ slug: group.slug, label: group.name, tabs: [productTabOf(machine, tab)] });
    }
  }
  return {
    path: machine.path,
    headline: machine.subtitle,
    intro: [...machine.description],
    ...(grouped ? { tabGroups } : { tabs: machine.tabs.map((tab) => productTabOf(machine, tab)) }),
    ...(machine.films
      ? {
          videos: machine.films.map((film) => ({
            videoTitle: film.title,
            videoThumbnail: film.thumbnail,
            clip: film.clip,
            ...(film.youtubeId ? { youtubeId: film.youtubeId } : {}),
          })),
        }
      : {}),
    ...(machine.gallery
      ? { gallery: machine.gallery.map((photo) => ({ id: photo.name, src: photo.name, alt: photo.alt })) }
      : {}),
  };
}

/** A machine's entry in the navigation and the category browser. */
export function productPageOf(machine: MachineFields): ProductPage {
  return {
    path: machine.path,
    image: machine.browserPhoto,
    name: machine.title,
    line: machine.line as ProductLineSlug,
    summary: machine.summary,
  };
}

export function productLineFieldsOf(line: ProductLine): ProductLineFields {
  return { title: line.title, summary: line.summary, photo: line.image };
}

export function productLineOf(slug: string, fields: ProductLineFields): ProductLine {
  return { slug: slug as ProductLineSlug, title: fields.title, summary: fields.summary, image: fields.photo };
}
