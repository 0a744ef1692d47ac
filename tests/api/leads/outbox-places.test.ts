// Security review S-09: a process never has more messages claimed than its transport sends at
// once, so no claimed message waits in a queue while its lease runs out; and leases are set by
// the database's clock, not the host's.
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase, migrateToLatest } from "#server/db/database";
import type { Database } from "#server/db/schema";
import type { MailTransport } from "#server/modules/mail/mail-transport";
import { claimDueMessages, type ClaimedMessage, enqueueMessages } from "#server/modules/mail/outbox-repository";
import { OutboxWorker } from "#server/modules/mail/outbox-worker";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";
import { eventually } from "#tests/fixtures/smtp";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A transport of two places whose sends end only when the test lets them. */
function heldTransport() {
  const waiting: (() => void)[] = [];
  let sending = 0;
  let mostAtOnce = 0;
  const sent: number[] = [];
  const transport: MailTransport = {
    maxInFlight: 2,
    async send(message: ClaimedMessage) {
      sending++;
      mostAtOnce = Math.max(mostAtOnce, sending);
      await new Promise<void>((resolve) => waiting.push(resolve));
      sending--;
      sent.push(message.id);
    },
    close: async () => {},
  };
  return {
    transport,
    sent,
    waiting: () => waiting.length,
    mostAtOnce: () => mostAtOnce,
    releaseAll: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe.each(availableDialects())("outbox send places on %s", (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = createDatabase(testDb.config).db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.deleteFrom("outbox").execute();
  });

  const leased = async () =>
    (
      await db
        .selectFrom("outbox")
        .select("id")
        .where("lease_until", "is not", null)
        .where("status", "=", "pending")
        .execute()
    ).length;

  it("claims no more messages than the transport sends at once, and sends the rest as places free up", async () => {
    const held = heldTransport();
    const worker = new OutboxWorker({ db, dialect, transport: held.transport, log: quiet }, { pollIntervalMs: 20 });
    const rows = Array.from({ length: 6 }, (_, i) => ({
      kind: "test",
      to: [`b${i}@example.com`],
      subject: `M${i}`,
      text: "x",
    }));
    await enqueueMessages(db, { table: "inquiries", id: 1 }, rows, { held: false, now: new Date() });
    worker.start();
    try {
      await eventually(() => held.waiting() === 2, 5_000, "two sends under way");
      // Several polls later, still only the two messages being sent are claimed.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await leased()).toBe(2);
      expect(held.waiting()).toBe(2);
      // A visitor's request finds no place either: its notification goes to the worker.
      expect(worker.reserve()).toBeUndefined();

      while (held.sent.length < 6) {
        held.releaseAll();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await leased()).toBeLessThanOrEqual(2);
      }
      expect(held.mostAtOnce()).toBe(2);
      expect(new Set(held.sent).size).toBe(6);
      // The last sends give their places back once they are recorded, a moment after they end.
      await eventually(
        () => {
          const free = worker.reserve();
          free?.release();
          return free !== undefined;
        },
        5_000,
        "the places to be given back",
      );
      // Requests may take every place but one: that one stays the worker's.
      const place = worker.reserve();
      expect(place).toBeDefined();
      expect(worker.reserve()).toBeUndefined();
      place!.release();
    } finally {
      held.releaseAll();
      await worker.stop();
    }
  });

  it("sets leases by the database's clock, whatever the host's clock says", async () => {
    await enqueueMessages(
      db,
      { table: "inquiries", id: 1 },
      [{ kind: "test", to: ["c@example.com"], subject: "Clock", text: "x" }],
      {
        held: false,
        // Due at once by both clocks.
        now: new Date(Date.now() - 60_000),
      },
    );
    const realNow = Date.now();
    // This host's clock runs an hour fast.
    vi.useFakeTimers({ toFake: ["Date"], now: realNow + 3_600_000 });
    const [claimed] = await claimDueMessages(db, { dialect, leaseMs: 120_000, limit: 5 });
    vi.useRealTimers();
    expect(claimed).toBeDefined();
    const leaseEnds = new Date(claimed!.lease as string | Date).getTime();
    expect(leaseEnds).toBeGreaterThan(realNow + 110_000);
    expect(leaseEnds).toBeLessThan(Date.now() + 130_000);
  });
});
