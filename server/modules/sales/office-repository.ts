/** The offices' working hours in `sales_offices`: read as the API shows them, replaced as a whole by an administrator. */
import type { Kysely } from "kysely";
import type { Office } from "#contracts/sales-reports";
import type { Database } from "#server/db/schema";

export async function loadOffices(db: Kysely<Database>): Promise<Office[]> {
  const rows = await db.selectFrom("sales_offices").selectAll().orderBy("name").execute();
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    timeZone: row.time_zone,
    workDays: JSON.parse(row.work_days) as number[],
    dayStart: row.day_start,
    dayEnd: row.day_end,
    holidays: JSON.parse(row.holidays) as string[],
  }));
}

/**
 * Makes the table hold exactly these offices. Staff whose office is removed count in the export
 * desk's hours from then on (their `office` is left as it was, and it is named in no report).
 */
/** The offices a person can be placed in, by name (the users page). */
export async function officeChoices(db: Kysely<Database>): Promise<{ key: string; name: string }[]> {
  return db.selectFrom("sales_offices").select(["key", "name"]).orderBy("name").execute();
}

export async function replaceOffices(db: Kysely<Database>, offices: readonly Office[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const hoursBefore = await trx.selectFrom("sales_offices").select(HOURS_COLUMNS).execute();
    await trx
      .deleteFrom("sales_offices")
      .where(
        "key",
        "not in",
        offices.map((office) => office.key),
      )
      .execute();
    for (const office of offices) {
      const row = {
        name: office.name,
        time_zone: office.timeZone,
        work_days: JSON.stringify([...office.workDays].sort()),
        day_start: office.dayStart,
        day_end: office.dayEnd,
        holidays: JSON.stringify([...new Set(office.holidays)].sort()),
      };
      await trx
        .insertInto("sales_offices")
        .values({ key: office.key, ...row })
        .onConflict((oc) => oc.column("key").doUpdateSet(row))
        .execute();
    }
    const hoursAfter = await trx.selectFrom("sales_offices").select(HOURS_COLUMNS).execute();
    if (JSON.stringify(byKey(hoursBefore)) !== JSON.stringify(byKey(hoursAfter))) {
      // The stored working minutes to first reply (migration 037) were counted in the old hours:
      // cleared, the next report counts them again in the new ones (decision 064).
      for (const table of ["inquiries", "catalogue_requests"] as const) {
        await trx
          .updateTable(table)
          .set({ first_reply_minutes: null })
          .where("first_reply_minutes", "is not", null)
          .execute();
      }
    }
  });
}

/** What an office's working minutes depend on. */
const HOURS_COLUMNS = ["key", "time_zone", "work_days", "day_start", "day_end", "holidays"] as const;

function byKey<T extends { key: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => a.key.localeCompare(b.key));
}
