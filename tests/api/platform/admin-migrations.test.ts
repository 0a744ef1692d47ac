import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle, migrateToLatest } from "#server/db/database";
import { migrations } from "#server/db/migrations/index";
import { listQuerySchema } from "#contracts/list-query";
import { createStaffLists } from "#server/modules/admin-lists/list-service";
import { listSorts } from "#contracts/staff-portal";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";
import { Migrator } from "kysely";

const TABLES = ["inquiries", "job_applications", "catalogue_requests"];

describe.each(availableDialects())("staff list migrations on %s", (dialect) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
    handle = createDatabase(testDb.config);
  });
  afterEach(async () => {
    await handle.db.destroy();
    await testDb.drop();
  });

  /** Migrates a fresh database up to and including `name`. */
  const migrateTo = async (name: string) => {
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(name)).error).toBeUndefined();
  };

  describe("the list counters", () => {
    const total = async (isSpam: number) => {
      const { rows } = await sql<{
        n: number | string | null;
      }>`select sum(total) as n from list_counts where table_name = 'inquiries' and is_spam = ${isSpam}`.execute(
        handle.db,
      );
      return Number(rows[0]?.n ?? 0);
    };
    const insertInquiry = (isSpam: number) =>
      sql`insert into inquiries (name, company_name, email, contact_number, city, state, country, message, is_spam)
          values ('A', 'B', 'a@b.c', '1', 'C', 'S', 'IN', 'M', ${isSpam})`.execute(handle.db);

    it("counts the records already there when the counters arrive, and keeps counting", async () => {
      await migrateTo("2026-11-22-011-staff-list-search");
      for (const spam of [0, 0, 0, 1]) await insertInquiry(spam);
      await migrateToLatest(handle.db);
      expect([await total(0), await total(1)]).toEqual([3, 1]);
      await insertInquiry(1);
      await sql`update inquiries set is_spam = 1 where id = 1`.execute(handle.db);
      await sql`delete from inquiries where id = 2`.execute(handle.db);
      expect([await total(0), await total(1)]).toEqual([1, 3]);
    });

    it("replaces the short-lived 16-slot counters of an early migration 012 with counters per block", async () => {
      await migrateTo("2026-11-22-011-staff-list-search");
      for (const spam of [0, 0, 1]) await insertInquiry(spam);
      // The early 012: a slot column, and triggers and a function under the names 012 uses today.
      await sql`create table list_counts (table_name text not null, is_spam integer not null, slot integer not null, total bigint not null, primary key (table_name, is_spam, slot))`.execute(
        handle.db,
      );
      if (dialect === "postgres") {
        await sql`create function list_counts_track() returns trigger language plpgsql as $$ begin return null; end $$`.execute(
          handle.db,
        );
        for (const table of TABLES) {
          await sql
            .raw(
              `create trigger ${table}_count after insert or delete on ${table} for each row execute function list_counts_track()`,
            )
            .execute(handle.db);
          await sql
            .raw(
              `create trigger ${table}_count_spam after update of is_spam on ${table} for each row execute function list_counts_track()`,
            )
            .execute(handle.db);
        }
      } else {
        for (const table of TABLES) {
          for (const [name, event] of [
            ["insert", "insert"],
            ["delete", "delete"],
            ["spam", "update of is_spam"],
          ]) {
            await sql
              .raw(`create trigger ${table}_count_${name} after ${event} on ${table} begin select 1; end`)
              .execute(handle.db);
          }
        }
      }
      await sql`insert into kysely_migration (name, timestamp) values ('2026-11-22-012-staff-list-counts', ${new Date().toISOString()})`.execute(
        handle.db,
      );

      await migrateToLatest(handle.db);
      expect([await total(0), await total(1)]).toEqual([2, 1]);
      await insertInquiry(0);
      expect(await total(0)).toBe(3);
      const { rows } = await sql<{ block: number }>`select block from list_counts`.execute(handle.db);
      expect(rows.length).toBeGreaterThan(0);
    });
  });

  describe("the search after migration 014", () => {
    const insertInquiry = (name: string, email: string, contactNumber: string) =>
      sql`insert into inquiries (name, company_name, email, contact_number, city, state, country, message)
          values (${name}, 'Polysacks', ${email}, ${contactNumber}, 'Surat', 'Gujarat', 'India', 'Quotation please')`.execute(
        handle.db,
      );
    const search = async (q: string) => {
      const lists = createStaffLists({ db: handle.db, dialect, releaseHeldMessages: async () => 0 });
      const page = await lists.inquiries.page(listQuerySchema(listSorts.inquiries).parse({ q }));
      return page.items.map((item) => item.name);
    };

    it("finds records stored before it, follows edits, ignores case and keeps a match inside one field", async () => {
      await migrateTo("2026-11-22-013-staff-list-counts-by-block");
      await insertInquiry("Meera Kulkarni", "meera@polysacks.in", "+91 98250 12345");
      await insertInquiry("Ravi Shah", "ravi@example.com", "+254 700 123456");
      await migrateToLatest(handle.db);

      expect(await search("KULKARNI")).toEqual(["Meera Kulkarni"]);
      expect(await search("Polysacks.IN")).toEqual(["Meera Kulkarni"]);
      expect(await search("700 123")).toEqual(["Ravi Shah"]);
      // "Kulkarni" ends one field and "meera@" begins the next: no record holds the two together.
      expect(await search("kulkarnimeera")).toEqual([]);

      await sql`update inquiries set name = 'Meera Joshi' where name = 'Meera Kulkarni'`.execute(handle.db);
      await insertInquiry("Asha Kulkarni", "asha@example.com", "+91 99090 11111");
      expect(await search("kulkarni")).toEqual(["Asha Kulkarni"]);
      expect(await search("joshi")).toEqual(["Meera Joshi"]);
    });
  });
});
