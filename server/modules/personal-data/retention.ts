/**
 * Retention (docs/product-brief.md, "Operating the product"): job applications and their resume
 * files are kept APPLICATION_RETENTION_DAYS, inquiries and catalogue requests LEAD_RETENTION_DAYS,
 * counted from when they arrived; the mail about them goes with them. The expired records are
 * removed a batch at a time, so a large backlog never holds the database's write lock for long.
 */
import type { Kysely } from "kysely";
import type { ErasureCounts, PersonList } from "#contracts/personal-data";
import type { RetentionPeriods } from "#contracts/retention-periods";
import type { Database } from "#server/db/schema";
import { LEAD_TABLES, noCounts, removeRecords, type ResumeFiles } from "./lead-records";

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 500;

/** Records that arrived before this instant are expired. */
function retentionCutoffs(periods: RetentionPeriods, now: Date): Record<PersonList, string> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    inquiries: before(periods.leadDays),
    catalogueRequests: before(periods.leadDays),
    applications: before(periods.applicationDays),
  };
}

async function expiredIds(db: Kysely<Database>, list: Exclude<PersonList, "applications">, cutoff: string) {
  const rows = await db
    .selectFrom(LEAD_TABLES[list])
    .select("id")
    .where("created_at", "<", cutoff)
    .orderBy("created_at")
    .orderBy("id")
    .limit(BATCH)
    .execute();
  return rows.map((row) => Number(row.id));
}

/** Removes every expired record with its files and mail; answers what was removed. */
export async function removeExpiredRecords(
  db: Kysely<Database>,
  files: ResumeFiles,
  dataDir: string,
  periods: RetentionPeriods,
  now: Date,
): Promise<ErasureCounts> {
  const cutoffs = retentionCutoffs(periods, now);
  const total = noCounts();
  for (;;) {
    const applications = await db
      .selectFrom("job_applications")
      .select(["id", "resume_file"])
      .where("created_at", "<", cutoffs.applications)
      .orderBy("created_at")
      .orderBy("id")
      .limit(BATCH)
      .execute();
    const ids = {
      inquiries: await expiredIds(db, "inquiries", cutoffs.inquiries),
      catalogueRequests: await expiredIds(db, "catalogueRequests", cutoffs.catalogueRequests),
      applications: applications.map((row) => Number(row.id)),
    };
    if (ids.inquiries.length + ids.catalogueRequests.length + ids.applications.length === 0) return total;
    const counts = await removeRecords(db, files, dataDir, {
      ids,
      resumeFiles: applications.flatMap((row) => (row.resume_file ? [row.resume_file] : [])),
    });
    for (const key of Object.keys(total) as (keyof ErasureCounts)[]) total[key] += counts[key];
  }
}
