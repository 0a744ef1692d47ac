import { type Kysely, type Migration, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle, migrateToLatest, pingDatabase } from "#server/db/database";
import { migrations } from "#server/db/migrations/index";
import type { Database } from "#server/db/schema";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";

describe.each(availableDialects())("migrations on %s", (dialect) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    handle = createDatabase(testDb.config);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await testDb.drop();
  });

  it("opens the dialect the configuration asks for", () => {
    expect(handle.dialect).toBe(dialect);
  });

  it("applies every migration once, and a second run applies none", async () => {
    expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(handle.db)).toEqual([]);
    await pingDatabase(handle.db);
  });

  it("creates the tables with working defaults, identity ids and ISO timestamps", async () => {
    const lead = {
      name: "Asha Mehta",
      company_name: "Mehta Polysacks",
      email: "asha@example.com",
      contact_number: "+91 98250 12345",
      city: "Surat",
      state: "Gujarat",
      country: "India",
      message: "Quotation for a 6-shuttle loom",
    };
    const first = await handle.db.insertInto("inquiries").values(lead).returning(["id"]).executeTakeFirstOrThrow();
    const second = await handle.db.insertInto("inquiries").values(lead).returning(["id"]).executeTakeFirstOrThrow();
    expect(second.id).toBe(first.id + 1);
    const row = await handle.db
      .selectFrom("inquiries")
      .selectAll()
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(row.followup_status).toBe("Pending");
    expect(row.is_spam).toBe(0);
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(Math.abs(Date.parse(row.created_at) - Date.now())).toBeLessThan(60_000);

    const catalogue = await handle.db
      .insertInto("catalogue_requests")
      .values({ ...lead, message: null })
      .returning(["product_category"])
      .executeTakeFirstOrThrow();
    expect(catalogue.product_category).toBe("Manufacturing Range");
  });

  it("refuses a spam flag other than 0 or 1", async () => {
    await expect(
      sql`insert into job_applications (name, email, contact, qualification, message, job_title, is_spam)
          values ('a', 'a@b.c', '1', 'BE', 'm', 'QC Engineer', 2)`.execute(handle.db),
    ).rejects.toThrow();
  });

  it("removes a user's sessions with the user", async () => {
    const user = await handle.db
      .insertInto("staff_users")
      .values({ email: "hr@example.com", name: "HR", password_hash: "x", roles: "hr" })
      .returning(["id", "roles", "active"])
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ roles: "hr", active: 1 });
    await handle.db
      .insertInto("staff_sessions")
      .values({
        token_hash: "h",
        user_id: user.id,
        last_seen_at: new Date().toISOString(),
        expires_at: new Date().toISOString(),
      })
      .execute();
    await handle.db.deleteFrom("staff_users").where("id", "=", user.id).execute();
    const left = await handle.db.selectFrom("staff_sessions").select("id").execute();
    expect(left).toHaveLength(0);
  });
});

// Security review S-21: a migration that fails halfway leaves nothing behind, and two processes
// migrating one database at once (a starting server and `npm run admin`) apply each migration once.
describe.each(availableDialects())("migrating safely on %s", (dialect) => {
  let testDb: TestDatabase;
  const handles: DatabaseHandle[] = [];
  const open = () => {
    const handle = createDatabase(testDb.config);
    handles.push(handle);
    return handle;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    await migrateToLatest(open().db);
  });
  afterAll(async () => {
    for (const handle of handles) await handle.db.destroy();
    await testDb.drop();
  });

  const tableExists = async (db: Kysely<Database>, name: string) =>
    (await db.introspection.getTables()).some((table) => table.name === name);
  const applied = async (db: Kysely<Database>) =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);

  it("rolls back every statement of a migration run that fails, and records none of it", async () => {
    const { db } = open();
    const failing: Record<string, Migration> = {
      ...migrations,
      "9999-01-probe-a": {
        up: async (up) => void (await up.schema.createTable("probe_a").addColumn("id", "integer").execute()),
      },
      "9999-02-probe-b": {
        up: async (up) => {
          await up.schema.createTable("probe_b").addColumn("id", "integer").execute();
          throw new Error("the disk filled up");
        },
      },
    };
    await expect(migrateToLatest(db, { migrations: failing })).rejects.toThrow(/9999-02-probe-b.*disk filled up/);
    expect(await tableExists(db, "probe_a")).toBe(false);
    expect(await tableExists(db, "probe_b")).toBe(false);
    expect(await applied(db)).toEqual(Object.keys(migrations).sort());
  });

  it("lets two processes migrate at once: one applies, the other waits and finds nothing to do", async () => {
    const slow: Record<string, Migration> = {
      ...migrations,
      "9999-03-slow": {
        up: async (up) => {
          await up.schema.createTable("probe_slow").addColumn("id", "integer").execute();
          await new Promise((resolve) => setTimeout(resolve, 400));
          await sql`insert into probe_slow (id) values (1)`.execute(up);
        },
      },
    };
    const [first, second] = await Promise.all([
      migrateToLatest(open().db, { migrations: slow }),
      migrateToLatest(open().db, { migrations: slow }),
    ]);
    expect([...first, ...second]).toEqual(["9999-03-slow"]);
    const { db } = open();
    expect((await sql<{ id: number }>`select id from probe_slow`.execute(db)).rows).toHaveLength(1);
    expect((await applied(db)).filter((name) => name === "9999-03-slow")).toHaveLength(1);
  });
});
