/**
 * What a machine's fields must agree with beyond their own shape: its page address is its own
 * (no other machine's, no other page's), its product line exists, the photos, clips and uploaded
 * PDFs it names exist; and which pages link to a machine before it may be removed.
 */
import type { Kysely } from "kysely";
import { type MachineFields, UPLOADED_PDF } from "#contracts/collections/machines";
import { UNKNOWN_ADDRESS_PAGE, findPublicPage } from "#content/site-map";
import { productPages } from "#content/product-lines";
import { home } from "#content/site";
import { PREFIXED_LOCALES } from "#contracts/locales";
import type { Database } from "#server/db/schema";
import type { BuiltMedia } from "./built-media";
import { storedFields } from "./content-repository";
import { documentExists, findPhotos } from "./media-repository";
import { itemSlugs, itemsOf } from "./machine-repository";

const MACHINE_ADDRESSES = new Set(productPages.map((page) => page.path.toLowerCase()));
/** Addresses the server answers itself: the not-found pages, the portal, the API, each locale's home page. */
const RESERVED_ADDRESSES = new Set<string>([
  "404",
  UNKNOWN_ADDRESS_PAGE.slice(1).toLowerCase(),
  "admin",
  "api",
  ...PREFIXED_LOCALES,
]);

/** Every photo a machine names, with the field it is named in. */
function photosOf(fields: MachineFields): [string, string][] {
  return [
    ["browserPhoto", fields.browserPhoto],
    ...fields.tabs.flatMap((tab, index): [string, string][] => [
      ...tab.photos.map((photo): [string, string] => [`tabs.${index}.photos`, photo.name]),
      ...tab.applicationPhotos.map((photo): [string, string] => [`tabs.${index}.applicationPhotos`, photo.name]),
    ]),
    ...(fields.films ?? []).map((film, index): [string, string] => [`films.${index}.thumbnail`, film.thumbnail]),
    ...(fields.gallery ?? []).map((photo): [string, string] => ["gallery", photo.name]),
  ];
}

/** The problems of a machine's (schema-checked) fields, by field; `id` is the machine's own, when it has one. */
export async function machineProblems(
  db: Kysely<Database>,
  media: BuiltMedia,
  fields: MachineFields,
  id?: number,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const path = fields.path.toLowerCase();
  const machines = await itemsOf(db, ["machines"]);
  const holder = machines.find(
    (item) =>
      item.id !== id &&
      [item.draft, item.published].some(
        (json) => json !== null && storedFields<MachineFields>(json).path.toLowerCase() === path,
      ),
  );
  if (holder) problems.path = `Page address /${fields.path} is the page of “${holder.title}”`;
  else if ((findPublicPage(`/${fields.path}`) && !MACHINE_ADDRESSES.has(path)) || RESERVED_ADDRESSES.has(path)) {
    problems.path = `Page address /${fields.path} is another page of the site`;
  }
  if (!(await itemSlugs(db, "product-lines")).includes(fields.line)) {
    problems.line = `There is no product line “${fields.line}”`;
  }
  const named = photosOf(fields).filter(([, name]) => !media.picture(name));
  const uploaded = new Set((await findPhotos(db, [...new Set(named.map(([, name]) => name))])).map((row) => row.name));
  for (const [field, name] of named) {
    if (!uploaded.has(name)) problems[field] ??= `No such photo: ${name}. Upload it first`;
  }
  (fields.films ?? []).forEach((film, index) => {
    if (!media.hasClip(film.clip)) problems[`films.${index}.clip`] = `The site has no clip called ${film.clip}`;
  });
  const pdfs: [string, string | undefined][] = [
    ["cataloguePdf", fields.cataloguePdf],
    ...fields.tabs.map((tab, index): [string, string | undefined] => [`tabs.${index}.cataloguePdf`, tab.cataloguePdf]),
  ];
  for (const [field, pdf] of pdfs) {
    const name = pdf && UPLOADED_PDF.test(pdf) ? pdf.slice("/assets/documents/".length) : undefined;
    if (name && !(await documentExists(db, name))) problems[field] = "No such PDF: upload the catalogue first";
  }
  return problems;
}

/** Whether a text (an item's stored fields, a page's content) links to the page at /`path`. */
function linksTo(text: string, path: string): boolean {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^A-Za-z0-9./])/${escaped}(?![A-Za-z0-9-])`, "i").test(text);
}

/** The pages that link to the machine page at /`path`: the home page, and news items (draft or published). */
export async function pagesLinkingTo(db: Kysely<Database>, path: string): Promise<string[]> {
  const pages = linksTo(JSON.stringify(home), path) ? ["the home page"] : [];
  for (const item of await itemsOf(db, ["news"])) {
    if ([item.draft, item.published].some((json) => json !== null && linksTo(json, path))) {
      pages.push(`the news item “${item.title}”`);
    }
  }
  return pages;
}
