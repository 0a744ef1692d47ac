/**
 * The rules of content translations (decision 058): a locale's PATCH writes text fields only
 * (a shared field is refused by name), each checked by the collection's own field rules once laid
 * over the English item; each field keeps the hash of the English it was translated from, so an
 * English edit marks it out of date; an editor marks a translation reviewed; a publish puts the
 * current translated fields on the site beside the English, and a restore brings back the
 * translations the restored version had.
 */
import type { Kysely } from "kysely";
import type { Collection } from "#contracts/collections/api";
import { TRANSLATION_LOCALES, type TranslationLocale, type TranslationStatuses } from "#contracts/collections/locales";
import {
  englishText,
  type ItemTranslation,
  TRANSLATABLE_FIELDS,
  type TranslatableFields,
  type TranslationOverview,
} from "#contracts/collections/translations";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/http-error";
import { ConcurrentChange, type ItemRow, storedFields } from "./content-repository";
import { checkedText, labelOf } from "./translated-text";
import * as repository from "./translation-repository";
import { sourceHash, standingOf, stateOf } from "./translation-standing";

function conflict(): HttpError {
  return new HttpError(409, "conflict", "Someone saved this translation at the same moment. Load it again.");
}

export interface TranslationService {
  /** Every locale's status of these items (one query for the lot). */
  statusesOf(collection: Collection, rows: readonly ItemRow[]): Promise<Map<number, TranslationStatuses>>;
  get(collection: Collection, item: ItemRow, locale: TranslationLocale): Promise<ItemTranslation>;
  change(
    collection: Collection,
    item: ItemRow,
    locale: TranslationLocale,
    change: Record<string, unknown>,
    staffId: number | null,
  ): Promise<ItemTranslation>;
  review(
    collection: Collection,
    item: ItemRow,
    locale: TranslationLocale,
    staffId: number | null,
  ): Promise<ItemTranslation>;
  /** What each locale shows once this draft is published: its current translated fields, as JSON. */
  toPublish(collection: Collection, item: ItemRow): Promise<Map<string, string>>;
  /** After a restore of `fromVersion` into the draft at `itemVersion`: the translations of that version. */
  restore(item: ItemRow, fromVersion: number, itemVersion: number, staffId: number | null): Promise<void>;
  overview(collections: readonly Collection[], items: readonly ItemRow[]): Promise<TranslationOverview>;
}

export function createTranslationService({
  db,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  now?: () => Date;
}): TranslationService {
  async function rowsOf(itemIds: readonly number[]): Promise<Map<number, Map<string, repository.TranslationRow>>> {
    const byItem = new Map<number, Map<string, repository.TranslationRow>>();
    for (const row of await repository.translationsOf(db, itemIds)) {
      if (!byItem.has(row.item_id)) byItem.set(row.item_id, new Map());
      byItem.get(row.item_id)!.set(row.locale, row);
    }
    return byItem;
  }

  async function rowOf(itemId: number, locale: TranslationLocale) {
    return (await rowsOf([itemId])).get(itemId)?.get(locale);
  }

  function statuses(collection: Collection, item: ItemRow, rows: Map<string, repository.TranslationRow> | undefined) {
    const english = englishText(collection, storedFields(item.draft));
    return Object.fromEntries(
      TRANSLATION_LOCALES.map((locale) => [locale, standingOf(english, rows?.get(locale)).status]),
    ) as TranslationStatuses;
  }

  async function answer(collection: Collection, item: ItemRow, locale: TranslationLocale): Promise<ItemTranslation> {
    const rows = (await rowsOf([item.id])).get(item.id);
    const row = rows?.get(locale);
    const english = englishText(collection, storedFields(item.draft));
    return {
      id: item.id,
      collection,
      locale,
      status: standingOf(english, row).status,
      fields: row ? storedFields(row.draft) : {},
      english,
      fieldStates: standingOf(english, row).fieldStates,
      hasUnpublishedChanges: row !== undefined && row.published !== row.draft,
      updatedAt: row?.updated_at ?? null,
      translations: statuses(collection, item, rows),
    };
  }

  async function write(
    item: ItemRow,
    locale: TranslationLocale,
    previous: repository.TranslationRow | undefined,
    state: repository.TranslationState,
    action: repository.TranslationAction,
    staffId: number | null,
  ): Promise<void> {
    try {
      await repository.saveTranslation(db, {
        itemId: item.id,
        locale,
        previous,
        state,
        itemVersion: item.draft_version,
        action,
        by: staffId,
        at: now().toISOString(),
      });
    } catch (error) {
      if (error instanceof ConcurrentChange) throw conflict();
      throw error;
    }
  }

  return {
    async statusesOf(collection, items) {
      const rows = await rowsOf(items.map((item) => item.id));
      return new Map(items.map((item) => [item.id, statuses(collection, item, rows.get(item.id))]));
    },

    get: answer,

    async change(collection, item, locale, change, staffId) {
      const kinds: TranslatableFields = TRANSLATABLE_FIELDS[collection];
      const shared = Object.keys(change).filter((key) => !(key in kinds));
      if (shared.length) {
        const fields = Object.fromEntries(
          shared.map((key) => [key, `${labelOf(key)} is shared by every language: change it without a locale`]),
        );
        throw new HttpError(400, "invalid_input", Object.values(fields).join(". ") + ".", fields);
      }
      const englishFields = storedFields(item.draft);
      const english = englishText(collection, englishFields);
      const previous = await rowOf(item.id, locale);
      const text = previous ? storedFields(previous.draft) : {};
      const sources = previous ? storedFields<Record<string, string>>(previous.sources) : {};
      const problems: Record<string, string> = {};
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined || value === null) {
          delete text[key];
          delete sources[key];
          continue;
        }
        if (!(key in english)) {
          problems[key] = `${labelOf(key)} has no English to translate: write the English first`;
          continue;
        }
        const checked = checkedText(collection, key, kinds[key]!, value, englishFields[key]);
        if ("problem" in checked) problems[key] = checked.problem!;
        else {
          text[key] = checked.text;
          sources[key] = sourceHash(english[key]);
        }
      }
      if (Object.keys(problems).length) {
        throw new HttpError(400, "invalid_input", Object.values(problems).join(". ") + ".", problems);
      }
      await write(item, locale, previous, stateOf(english, text, sources, false), "edited", staffId);
      return answer(collection, item, locale);
    },

    async review(collection, item, locale, staffId) {
      const english = englishText(collection, storedFields(item.draft));
      const previous = await rowOf(item.id, locale);
      const missing = Object.keys(standingOf(english, previous).fieldStates).filter(
        (key) => !previous || !(key in storedFields(previous.draft)),
      );
      if (missing.length) {
        throw new HttpError(
          409,
          "conflict",
          `Translate every field before marking the translation reviewed: ${missing.map(labelOf).join(", ")}.`,
        );
      }
      // Reviewing confirms each field against today's English, out-of-date ones included.
      const sources = Object.fromEntries(Object.entries(english).map(([key, value]) => [key, sourceHash(value)]));
      await write(
        item,
        locale,
        previous,
        stateOf(english, storedFields(previous!.draft), sources, true),
        "reviewed",
        staffId,
      );
      return answer(collection, item, locale);
    },

    async toPublish(collection, item) {
      const english = englishText(collection, storedFields(item.draft));
      const published = new Map<string, string>();
      for (const [locale, row] of (await rowsOf([item.id])).get(item.id) ?? []) {
        const text = storedFields(row.draft);
        const sources = storedFields<Record<string, string>>(row.sources);
        // A field whose English changed since it was translated shows the English until it is redone.
        const current = Object.fromEntries(
          Object.entries(text).filter(([key]) => key in english && sources[key] === sourceHash(english[key])),
        );
        published.set(locale, JSON.stringify(current));
      }
      return published;
    },

    async restore(item, fromVersion, itemVersion, staffId) {
      const earlier = await repository.translationsAsOf(db, item.id, fromVersion);
      const rows = (await rowsOf([item.id])).get(item.id);
      const restoredItem = { ...item, draft_version: itemVersion };
      for (const locale of TRANSLATION_LOCALES) {
        const state = earlier.get(locale) ?? { fields: "{}", sources: "{}", reviewed: false };
        const previous = rows?.get(locale);
        if (!previous && !earlier.has(locale)) continue;
        if (previous?.draft === state.fields && previous.sources === state.sources) continue;
        await write(restoredItem, locale, previous, state, "restored", staffId);
      }
    },

    async overview(collections, items) {
      const rows = await rowsOf(items.map((item) => item.id));
      return {
        items: items
          .filter((item) => collections.includes(item.collection as Collection))
          .map((item) => {
            const collection = item.collection as Collection;
            const english = englishText(collection, storedFields(item.draft));
            const locales = Object.fromEntries(
              TRANSLATION_LOCALES.map((locale) => {
                const { status, translated, fields } = standingOf(english, rows.get(item.id)?.get(locale));
                return [locale, { status, translated, fields }];
              }),
            ) as TranslationOverview["items"][number]["locales"];
            return { collection, id: item.id, title: item.title, locales };
          }),
      };
    },
  };
}
