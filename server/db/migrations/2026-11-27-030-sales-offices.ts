/**
 * The company's offices and their working hours (issue 24, response times): the Indian branches,
 * Moscow, Ho Chi Minh City and the export desk, with plausible hours and the 2026-2027 public
 * holidays as a starting point that administrators correct in the portal. Also an index of the
 * leads still waiting for a first reply, which the overdue check reads every minute.
 * Frozen: later changes are new migrations. Runs on SQLite and PostgreSQL.
 */
import { type Kysely, sql } from "kysely";

const leadTables = ["inquiries", "catalogue_requests"] as const;

const india = {
  2026: ["2026-01-26", "2026-03-04", "2026-08-15", "2026-10-02", "2026-10-20", "2026-11-08", "2026-11-09"],
  2027: ["2027-01-26", "2027-03-22", "2027-08-15", "2027-10-02", "2027-10-09", "2027-10-29", "2027-10-30"],
};
const gujarat = ["2026-01-14", "2026-11-10", "2027-01-14", "2027-10-31"];
const indianHolidays = (regional: string[] = []) =>
  JSON.stringify([...india[2026], ...india[2027], ...regional].sort());
const indianWeek = JSON.stringify([1, 2, 3, 4, 5, 6]);
const fiveDays = JSON.stringify([1, 2, 3, 4, 5]);

const offices = [
  ["ankleshwar", "Ankleshwar (works)", indianHolidays(gujarat)],
  ["ahmedabad", "Ahmedabad", indianHolidays(gujarat)],
  ["mumbai", "Mumbai", indianHolidays(["2026-05-01", "2026-09-14", "2027-05-01", "2027-09-04"])],
  ["kolkata", "Kolkata", indianHolidays(["2026-10-19", "2027-10-08"])],
  ["delhi", "Delhi", indianHolidays()],
  ["south-india", "South India (Chennai)", indianHolidays(["2026-01-15", "2027-01-15"])],
  ["indore", "Indore", indianHolidays()],
].map(([key, name, holidays]) => ({
  key: key!,
  name: name!,
  time_zone: "Asia/Kolkata",
  work_days: indianWeek,
  day_start: "09:30",
  day_end: "18:00",
  holidays: holidays!,
}));

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto("sales_offices")
    .values([
      ...offices,
      {
        key: "export-desk",
        name: "Export desk (Ankleshwar)",
        time_zone: "Asia/Kolkata",
        work_days: fiveDays,
        day_start: "09:00",
        day_end: "18:00",
        holidays: indianHolidays(),
      },
      {
        key: "moscow",
        name: "Moscow",
        time_zone: "Europe/Moscow",
        work_days: fiveDays,
        day_start: "09:00",
        day_end: "18:00",
        holidays: JSON.stringify([
          ...["2026-01-01", "2026-01-02", "2026-01-05", "2026-01-06", "2026-01-07", "2026-01-08", "2026-01-09"],
          ...["2026-02-23", "2026-03-09", "2026-05-01", "2026-05-11", "2026-06-12", "2026-11-04", "2026-12-31"],
          ...["2027-01-01", "2027-01-04", "2027-01-05", "2027-01-06", "2027-01-07", "2027-01-08"],
          ...["2027-02-23", "2027-03-08", "2027-05-03", "2027-05-10", "2027-06-14", "2027-11-04", "2027-12-31"],
        ]),
      },
      {
        key: "ho-chi-minh-city",
        name: "Ho Chi Minh City",
        time_zone: "Asia/Ho_Chi_Minh",
        work_days: fiveDays,
        day_start: "08:00",
        day_end: "17:00",
        holidays: JSON.stringify([
          ...["2026-01-01", "2026-02-16", "2026-02-17", "2026-02-18", "2026-02-19", "2026-02-20"],
          ...["2026-04-27", "2026-04-30", "2026-05-01", "2026-09-01", "2026-09-02"],
          ...["2027-01-01", "2027-02-05", "2027-02-08", "2027-02-09", "2027-02-10", "2027-02-11"],
          ...["2027-04-16", "2027-04-30", "2027-05-03", "2027-09-02", "2027-09-03"],
        ]),
      },
    ])
    .execute();

  for (const table of leadTables) {
    await db.schema
      .createIndex(`${table}_awaiting_reply`)
      .on(table)
      .columns(["created_at", "id"])
      .where(sql.ref("first_reply_at"), "is", null)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of leadTables) await db.schema.dropIndex(`${table}_awaiting_reply`).execute();
  await db.deleteFrom("sales_offices").execute();
}
