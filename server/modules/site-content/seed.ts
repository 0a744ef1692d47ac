/**
 * The first start of a database: the collections are filled from today's content files
 * (content/seed/collections.ts), every item published as version 1 ("seeded"), so the site looks
 * exactly as the build prerendered it, with the seeded translations (content/seed/translations.ts)
 * reviewed and published. Runs once per database, however many processes start.
 */
import type { Kysely } from "kysely";
import { seedCollections } from "#content/seed/collections";
import { seedTranslations } from "#content/seed/translations";
import { COLLECTIONS } from "#contracts/collections/api";
import type { Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { titleAndText } from "./content-service";
import { insertPublished, seedOnce } from "./content-repository";
import { seedTranslations as seedTranslationsOf } from "./translation-service";

/** True when this call seeded the database; false when it had been seeded before. */
export async function seedContent(db: Kysely<Database>, dialect: Dialect, at = new Date()): Promise<boolean> {
  const seed = seedCollections();
  const timestamp = at.toISOString();
  return seedOnce(db, dialect, timestamp, async (trx) => {
    for (const collection of COLLECTIONS) {
      for (const [position, item] of seed[collection].entries()) {
        const { title, text } = titleAndText(collection, item.fields as unknown as Record<string, unknown>);
        const id = await insertPublished(trx, collection, item.slug, position, {
          fields: JSON.stringify(item.fields),
          title,
          searchText: text.toLowerCase(),
          action: "seeded",
          createdBy: null,
          at: timestamp,
        });
        const texts = seedTranslations[collection]?.[item.slug];
        if (texts) {
          const fields = item.fields as unknown as Record<string, unknown>;
          await seedTranslationsOf(trx, collection, { id, fields }, texts, timestamp);
        }
      }
    }
  });
}
