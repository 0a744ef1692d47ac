// Session lifetimes (security review S-08, ASVS V3.3.2 level 2): 30 minutes idle, 12 hours in all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle, migrateToLatest } from "#server/db/database";
import { createAccount } from "#server/modules/staff/accounts";
import { createSession, findSession } from "#server/modules/staff/sessions";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";

const MINUTE = 60_000;
const ORIGIN = { address: "127.0.0.1", userAgent: undefined };

describe.each(availableDialects())("staff session lifetimes on %s", (dialect) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;
  let userId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    handle = createDatabase(testDb.config);
    await migrateToLatest(handle.db);
    await createAccount(handle.db, { email: "lifetimes@example.com", password: "session-lifetime-check" });
    const row = await handle.db.selectFrom("staff_users").select("id").executeTakeFirstOrThrow();
    userId = row.id;
  });
  afterAll(async () => {
    await handle.db.destroy();
    await testDb.drop();
  });

  const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

  it("ends a session left alone for 30 minutes, and keeps one used within them", async () => {
    const start = new Date("2026-11-25T09:00:00.000Z");
    const left = await createSession(handle.db, userId, ORIGIN, start);
    expect(await findSession(handle.db, left.token, at(start, 29))).not.toBeNull();
    expect(await findSession(handle.db, left.token, at(start, 29 + 30))).toBeNull();

    const used = await createSession(handle.db, userId, ORIGIN, start);
    for (let minutes = 25; minutes <= 250; minutes += 25) {
      expect(await findSession(handle.db, used.token, at(start, minutes)), `${minutes} min`).not.toBeNull();
    }
  });

  it("ends a session 12 hours after sign-in however busy it was", async () => {
    const start = new Date("2026-11-25T06:00:00.000Z");
    const session = await createSession(handle.db, userId, ORIGIN, start);
    expect(session.expiresAt).toBe(at(start, 12 * 60).toISOString());
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      expect(await findSession(handle.db, session.token, at(start, minutes)), `${minutes} min`).not.toBeNull();
    }
    expect(await findSession(handle.db, session.token, at(start, 12 * 60 - 1))).not.toBeNull();
    expect(await findSession(handle.db, session.token, at(start, 12 * 60))).toBeNull();
  });
});
