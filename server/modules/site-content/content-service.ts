/**
 * The rules of the content collections: an item is created as a draft, every save of its draft is
 * a new version, a publish puts the draft on the site (at its publishAt, until its closing time),
 * an unpublish takes it off, and any version can be brought back as the next draft. Fields are
 * checked against the contract's schemas (the same ones the portal's forms use), a news body is
 * cleaned, and whatever an item names (an office, a photo, a clip, a PDF) must exist.
 */
import type { Kysely } from "kysely";
import { type Collection, type ContentListQuery, type LiveState, slugOf } from "#contracts/collections/api";
import {
  type ContentItem,
  type ContentListPage,
  type ContentVersionList,
  type FieldsOf,
  collectionSchemas,
} from "#contracts/collections/index";
import type { TranslationLocale, TranslationStatuses } from "#contracts/collections/locales";
import type { MachineFields } from "#contracts/collections/machines";
import type { ItemTranslation, TranslationOverview } from "#contracts/collections/translations";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/http-error";
import type { BuiltMedia } from "./built-media";
import * as repository from "./content-repository";
import { storedFields, storedJson } from "./content-repository";
import * as versions from "./content-versions";
import { recordMovedAddress } from "./machine-repository";
import { onSite, publishTiming } from "./item-on-site";
import { fieldProblems, invalid } from "./field-problems";
import { titleAndText } from "./item-text";
import { machineProblems, pagesLinkingTo } from "./machine-rules";
import { documentExists, findPhotos } from "./media-repository";
import { cleanRichText } from "./rich-text";
import { publishTranslations } from "./translation-repository";
import { createTranslationService } from "./translation-service";

export interface ContentServiceOptions {
  db: Kysely<Database>;
  media: BuiltMedia;
  /** The offices an opening may name (content/offices.ts). */
  offices: readonly { value: string; label: string }[];
  now?: () => Date;
}

export interface ContentService {
  list<C extends Collection>(collection: C, query: ContentListQuery): Promise<ContentListPage<C>>;
  get<C extends Collection>(collection: C, id: number): Promise<ContentItem<C>>;
  create<C extends Collection>(collection: C, input: unknown, staffId: number | null): Promise<ContentItem<C>>;
  change<C extends Collection>(
    collection: C,
    id: number,
    change: object,
    staffId: number | null,
  ): Promise<ContentItem<C>>;
  publish<C extends Collection>(
    collection: C,
    id: number,
    version: number | undefined,
    staffId: number | null,
  ): Promise<StatusChange<ContentItem<C>>>;
  unpublish<C extends Collection>(collection: C, id: number): Promise<StatusChange<ContentItem<C>>>;
  remove(collection: Collection, id: number): Promise<StatusChange<{ slug: string; title: string }>>;
  /** The order of the collection's items (every id once), as the site lists them. */
  reorder(collection: Collection, ids: readonly number[]): Promise<void>;
  versions<C extends Collection>(collection: C, id: number): Promise<ContentVersionList<C>>;
  restore<C extends Collection>(
    collection: C,
    id: number,
    version: number,
    staffId: number | null,
  ): Promise<StatusChange<ContentItem<C>>>;
  /** The fields as they would be saved (cleaned and checked), for a preview; 400 when they would not be. */
  checkFields<C extends Collection>(collection: C, input: unknown): Promise<FieldsOf<C>>;
  /** An item in one locale: its English text fields and their translation (decision 058). */
  translation(collection: Collection, id: number, locale: TranslationLocale): Promise<ItemTranslation>;
  /** Writes text fields of one locale; a shared field is a 400 naming it. */
  translate(
    collection: Collection,
    id: number,
    locale: TranslationLocale,
    change: Record<string, unknown>,
    staffId: number | null,
  ): Promise<ItemTranslation>;
  /** An editor confirms a locale's translation against today's English. */
  review(
    collection: Collection,
    id: number,
    locale: TranslationLocale,
    staffId: number | null,
  ): Promise<ItemTranslation>;
  /** Every item of these collections with each locale's status and share translated. */
  translationOverview(collections: readonly Collection[]): Promise<TranslationOverview>;
  /** The draft of an item, for its preview. */
  draftOf<C extends Collection>(
    collection: C,
    id: number,
  ): Promise<{ slug: string; position: number; fields: FieldsOf<C> }>;
}

/** An action on an item with where the item stood before it, for the audit trail. */
export interface StatusChange<T> {
  item: T;
  before: LiveState;
}

function notFound(collection: Collection): HttpError {
  return new HttpError(404, "not_found", `There is no item of ${collection} with this id.`);
}

export function createContentService({
  db,
  media,
  offices,
  now = () => new Date(),
}: ContentServiceOptions): ContentService {
  const officeValues = new Set(offices.map((office) => office.value));
  const translations = createTranslationService({ db, now });

  /** Whatever the fields name that does not exist, by field. */
  async function missingReferences(
    collection: Collection,
    fields: Record<string, unknown>,
  ): Promise<Record<string, string>> {
    const problems: Record<string, string> = {};
    if (collection === "openings" && !officeValues.has(String(fields.office))) {
      problems.office = `Choose one of the offices: ${[...officeValues].join(", ")}`;
    }
    const photos = (fields.photos as { name: string }[] | undefined) ?? [];
    const notBuilt = photos.map((photo) => photo.name).filter((name) => !media.picture(name));
    if (notBuilt.length) {
      const uploaded = new Set((await findPhotos(db, notBuilt)).map((photo) => photo.name));
      const unknown = notBuilt.filter((name) => !uploaded.has(name));
      if (unknown.length) problems.photos = `No such photo: ${unknown.join(", ")}. Upload it first`;
    }
    const clips = ((fields.videos as { clip?: string }[] | undefined) ?? []).flatMap((video) => video.clip ?? []);
    const unknownClips = clips.filter((clip) => !media.hasClip(clip));
    if (unknownClips.length) problems.videos = `The site has no clip called ${unknownClips.join(", ")}`;
    const pdf = fields.pressRelease;
    if (typeof pdf === "string") {
      const uploaded = /^\/assets\/documents\/([^/]+)$/.exec(pdf)?.[1];
      const exists = uploaded ? await documentExists(db, uploaded) : media.hasFile(pdf);
      if (!exists) problems.pressRelease = "No such PDF: upload the press release first";
    }
    return problems;
  }

  async function checkFields<C extends Collection>(collection: C, input: unknown, id?: number): Promise<FieldsOf<C>> {
    let candidate = input;
    if (collection === "news" && candidate && typeof candidate === "object" && "body" in candidate) {
      const body = (candidate as { body?: unknown }).body;
      if (typeof body === "string") candidate = { ...candidate, body: cleanRichText(body) };
    }
    const parsed = collectionSchemas[collection].input.safeParse(candidate);
    if (!parsed.success) throw invalid(fieldProblems(collection, parsed.error.issues));
    const fields = JSON.parse(storedJson(parsed.data)) as Record<string, unknown>;
    const missing =
      collection === "machines"
        ? await machineProblems(db, media, fields as unknown as MachineFields, id)
        : await missingReferences(collection, fields);
    if (Object.keys(missing).length) throw invalid(missing);
    return fields as FieldsOf<C>;
  }

  function liveStateOf(collection: Collection, row: repository.ItemRow): LiveState {
    return onSite(collection, row, now().toISOString()).live;
  }

  async function itemAnswer<C extends Collection>(collection: C, row: repository.ItemRow): Promise<ContentItem<C>> {
    return answerWith(collection, row, (await translations.statusesOf(collection, [row])).get(row.id)!);
  }

  function answerWith<C extends Collection>(
    collection: C,
    row: repository.ItemRow,
    statuses: TranslationStatuses,
  ): ContentItem<C> {
    const published = row.published !== null;
    const { live, liveVersion, goesLiveAt } = onSite(collection, row, now().toISOString());
    return {
      id: row.id,
      collection,
      slug: row.slug,
      status: published ? "published" : "draft",
      live,
      hasUnpublishedChanges: row.published_version !== row.draft_version,
      version: row.draft_version,
      publishedVersion: row.published_version,
      liveVersion,
      goesLiveAt,
      position: row.position,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      publishedAt: row.published_at,
      fields: storedFields(row.draft),
      translations: statuses,
    } as ContentItem<C>;
  }

  async function rowOf(collection: Collection, id: number): Promise<repository.ItemRow> {
    const row = await repository.findItem(db, collection, id);
    if (!row) throw notFound(collection);
    return row;
  }

  async function saveDraft<C extends Collection>(
    collection: C,
    row: repository.ItemRow,
    fields: FieldsOf<C>,
    change: Pick<versions.NewVersion, "action" | "restoredFrom" | "createdBy">,
  ): Promise<ContentItem<C>> {
    const { title, text } = titleAndText(collection, fields as Record<string, unknown>);
    try {
      await repository.saveDraft(db, row, {
        ...change,
        fields: storedJson(fields),
        title,
        searchText: text.toLowerCase(),
        at: now().toISOString(),
      });
    } catch (error) {
      if (error instanceof repository.ConcurrentChange) {
        throw new HttpError(
          409,
          "conflict",
          "Someone saved this item at the same moment. Load it again and redo the change.",
        );
      }
      throw error;
    }
    return itemAnswer(collection, await rowOf(collection, row.id));
  }

  return {
    async list(collection, query) {
      const { rows, total } = await repository.listItems(db, collection, query);
      const statuses = await translations.statusesOf(collection, rows);
      return {
        items: rows.map((row) => answerWith(collection, row, statuses.get(row.id)!)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        ...(collection === "openings" ? { choices: { office: [...offices] } } : {}),
      } as ContentListPage<typeof collection>;
    },

    async get(collection, id) {
      return itemAnswer(collection, await rowOf(collection, id));
    },

    async create(collection, input, staffId) {
      const fields = await checkFields(collection, input);
      const { title, text } = titleAndText(collection, fields as Record<string, unknown>);
      const id = await repository.insertItem(db, collection, slugOf(title), {
        fields: storedJson(fields),
        title,
        searchText: text.toLowerCase(),
        action: "created",
        createdBy: staffId,
        at: now().toISOString(),
      });
      return itemAnswer(collection, await rowOf(collection, id));
    },

    async change(collection, id, change, staffId) {
      const row = await rowOf(collection, id);
      const merged = storedFields(row.draft);
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined || value === null) delete merged[key];
        else merged[key] = value;
      }
      const fields = await checkFields(collection, merged, id);
      return saveDraft(collection, row, fields, { action: "edited", createdBy: staffId });
    },

    async publish(collection, id, version, staffId) {
      const row = await rowOf(collection, id);
      if (version !== undefined && version !== row.draft_version) {
        throw new HttpError(
          409,
          "conflict",
          `The draft is at version ${row.draft_version}, not ${version}: look at it again before publishing.`,
        );
      }
      const at = now().toISOString();
      const localized = await translations.toPublish(collection, row);
      await repository.publishDraft(db, row, {
        at,
        by: staffId,
        ...publishTiming(collection, row, at),
        alsoPublish: (trx) => publishTranslations(trx, row.id, localized),
      });
      if (collection === "machines" && row.published !== null) {
        const before = storedFields<MachineFields>(row.published).path;
        const after = storedFields<MachineFields>(row.draft).path;
        if (before !== after) await recordMovedAddress(db, row.id, before, after, at);
      }
      return {
        item: await itemAnswer(collection, await rowOf(collection, id)),
        before: liveStateOf(collection, row),
      };
    },

    async unpublish(collection, id) {
      const row = await rowOf(collection, id);
      if (row.published !== null) await repository.unpublish(db, row, now().toISOString());
      return {
        item: await itemAnswer(collection, await rowOf(collection, id)),
        before: liveStateOf(collection, row),
      };
    },

    async remove(collection, id) {
      const row = await rowOf(collection, id);
      if (collection === "machines") {
        const paths = new Set(
          [row.draft, row.published].flatMap((json) => (json ? [storedFields<MachineFields>(json).path] : [])),
        );
        const pages = [...new Set((await Promise.all([...paths].map((path) => pagesLinkingTo(db, path)))).flat())];
        if (pages.length) {
          throw new HttpError(
            409,
            "linked",
            `This machine's page is linked from ${pages.join(", ")}. Change those links first, then remove it.`,
            { links: pages.join(", ") },
          );
        }
      }
      await repository.deleteItem(db, row, now().toISOString());
      return { item: { slug: row.slug, title: row.title }, before: liveStateOf(collection, row) };
    },

    async reorder(collection, ids) {
      if (!(await repository.reorderItems(db, collection, ids, now().toISOString()))) {
        throw new HttpError(
          409,
          "order_changed",
          "The list changed while you were ordering it (an item was added or removed). Load it again and repeat the move.",
        );
      }
    },

    async versions(collection, id) {
      const row = await rowOf(collection, id);
      const rows = await versions.listVersions(db, row.id);
      return {
        versions: rows.map((version) => ({
          version: version.version,
          action: version.action as versions.VersionAction,
          restoredFrom: version.restored_from,
          createdAt: version.created_at,
          createdBy:
            version.created_by !== null && version.created_by_name !== null
              ? { id: version.created_by, name: version.created_by_name }
              : null,
          published: version.version === row.published_version,
          fields: storedFields(version.fields),
        })),
      } as ContentVersionList<typeof collection>;
    },

    async restore(collection, id, version, staffId) {
      const row = await rowOf(collection, id);
      const earlier = await versions.findVersion(db, row.id, version);
      if (earlier === undefined) {
        throw new HttpError(404, "not_found", `This item has no version ${version}.`);
      }
      const fields = await checkFields(collection, storedFields(earlier), id);
      const saved = await saveDraft(collection, row, fields, {
        action: "restored",
        restoredFrom: version,
        createdBy: staffId,
      });
      await translations.restore(row, version, saved.version, staffId);
      return { item: await itemAnswer(collection, await rowOf(collection, id)), before: liveStateOf(collection, row) };
    },

    checkFields,

    async translation(collection, id, locale) {
      return translations.get(collection, await rowOf(collection, id), locale);
    },

    async translate(collection, id, locale, change, staffId) {
      return translations.change(collection, await rowOf(collection, id), locale, change, staffId);
    },

    async review(collection, id, locale, staffId) {
      return translations.review(collection, await rowOf(collection, id), locale, staffId);
    },

    async translationOverview(collections) {
      return translations.overview(collections, await repository.itemsOf(db, collections));
    },

    async draftOf(collection, id) {
      const row = await rowOf(collection, id);
      return { slug: row.slug, position: row.position, fields: storedFields(row.draft) };
    },
  };
}
