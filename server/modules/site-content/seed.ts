/**
 * The first start of a database: the collections are filled from today's content files
 * (content/seed/collections.ts), every item published as version 1 ("seeded"), so the site looks
 * exactly as the build prerendered it, with the seeded translations (content/seed/translations.ts)
 * published and marked "needs review" for the offices to confirm. Runs once per database, however many processes start. The machines and
 * product lines came later (migration 031): a database seeded before them gets them once, under a
 * mark of their own.
 */
import type { Kysely, Transaction } from "kysely";
import { type SeedCollections, seedCollections } from "#content/seed/collections";
import { seedTranslations } from "#content/seed/translations";
import { type Collection, COLLECTIONS } from "#contracts/collections/api";
import type { TranslationLocale } from "#contracts/collections/locales";
import { englishText } from "#contracts/collections/translations";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { titleAndText } from "./item-text";
import { insertPublished, seedOnce } from "./content-seed-repository";
import * as repository from "./translation-repository";
import { sourceHash, stateOf } from "./translation-standing";

const MACHINE_COLLECTIONS: readonly Collection[] = ["product-lines", "machines"];

async function insertSeed(
  trx: Transaction<Database>,
  seed: SeedCollections,
  collections: readonly Collection[],
  at: string,
) {
  for (const collection of collections) {
    for (const [position, item] of seed[collection].entries()) {
      const { title, text } = titleAndText(collection, item.fields as unknown as Record<string, unknown>);
      const id = await insertPublished(trx, collection, item.slug, position, {
        fields: JSON.stringify(item.fields),
        title,
        searchText: text.toLowerCase(),
        action: "seeded",
        createdBy: null,
        at,
      });
      const texts = seedTranslations[collection]?.[item.slug];
      if (texts) {
        const fields = item.fields as unknown as Record<string, unknown>;
        await insertTranslations(trx, collection, { id, fields }, texts, at);
      }
    }
  }
}

/** The seed's translations of one item, published with it and marked "needs review". */
async function insertTranslations(
  trx: Transaction<Database>,
  collection: Collection,
  item: { id: number; fields: Record<string, unknown> },
  texts: Partial<Record<TranslationLocale, Record<string, unknown>>>,
  at: string,
): Promise<void> {
  const english = englishText(collection, item.fields);
  for (const [locale, text] of Object.entries(texts) as [TranslationLocale, Record<string, unknown>][]) {
    const sources = Object.fromEntries(
      Object.keys(text)
        .filter((key) => key in english)
        .map((key) => [key, sourceHash(english[key])]),
    );
    // Seeded text waits for an office to confirm it (issue 25: "needs review"), though it is on the site.
    const state = stateOf(english, text, sources, false);
    await repository.saveTranslation(trx, {
      itemId: item.id,
      locale,
      previous: undefined,
      state,
      itemVersion: 1,
      action: "seeded",
      by: null,
      at,
    });
    await repository.publishTranslations(trx, item.id, new Map([[locale, state.fields]]));
  }
}

/** True when this call seeded anything; false when the database had been seeded before. */
export async function seedContent(db: Kysely<Database>, dialect: Dialect, at = new Date()): Promise<boolean> {
  const seed = seedCollections();
  const timestamp = at.toISOString();
  const first = await seedOnce(db, dialect, timestamp, (trx) =>
    insertSeed(
      trx,
      seed,
      COLLECTIONS.filter((collection) => !MACHINE_COLLECTIONS.includes(collection)),
      timestamp,
    ),
  );
  const machines = await seedOnce(
    db,
    dialect,
    timestamp,
    (trx) => insertSeed(trx, seed, MACHINE_COLLECTIONS, timestamp),
    "machines_seeded_at",
  );
  return first || machines;
}
