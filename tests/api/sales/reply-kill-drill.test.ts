/**
 * The reply drill (issue 24, "Bars"): the server is killed while it sends a reply, and the reply
 * goes out exactly once after the restart; while the mail server is down it waits, then goes.
 */
import type { ChildProcess } from "node:child_process";
import { describe, expect, it } from "vitest";
import { createDatabase, migrateToLatest } from "#server/db/database";
import { insertBuyerWithLeads } from "#tests/fixtures/buyers";
import { bundledLeadServer } from "#tests/fixtures/lead-server-process";
import { eventually, freePort, startSilentServer, startSmtpServer } from "#tests/fixtures/smtp";
import { addPerson } from "#tests/fixtures/staff";
import { availableDialects, createTestDatabase } from "#tests/setup/databases";

const startApp = bundledLeadServer("reply-drill");

async function kill(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

describe.each(availableDialects())("the reply drill on %s", (dialect) => {
  it("sends a reply once after the process was killed while sending it, and after a mail server outage", async () => {
    const testDb = await createTestDatabase(dialect);
    const { db } = createDatabase(testDb.config);
    const silent = await startSilentServer();
    const downPort = await freePort();
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    const children: ChildProcess[] = [];
    try {
      await migrateToLatest(db);
      const sales = await addPerson(db, ["sales"]);
      const buyer = await insertBuyerWithLeads(db);
      const env = {
        DATA_DIR: testDb.config.dataDir,
        ...(testDb.config.databaseUrl ? { DATABASE_URL: testDb.config.databaseUrl } : {}),
        PUBLIC_URL: "https://www.example.com",
        LEAD_TEST_TUNING: JSON.stringify({
          outbox: { leaseMs: 2_000, pollIntervalMs: 100, baseBackoffMs: 300, maxBackoffMs: 600 },
        }),
      };

      // The first process is stuck talking to a mail server that never answers, and is killed.
      const first = await startApp({ ...env, SMTP_URL: silent.url });
      children.push(first.child);
      const answer = await fetch(`${first.url}/api/admin/buyers/${buyer.id}/replies`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${sales.token}` },
        body: JSON.stringify({ subject: "Your quotation", body: "Dear {name}, it follows." }),
      });
      expect(answer.status).toBe(202);
      await eventually(() => silent.connections() > 0, 5_000, "the first process sending the reply");
      await kill(first.child);
      expect(await db.selectFrom("outbox").select(["kind", "status"]).execute()).toEqual([
        { kind: "sales-reply", status: "pending" },
      ]);

      // The second finds the mail server down: the reply waits, its failure noted.
      const second = await startApp({ ...env, SMTP_URL: `smtp://127.0.0.1:${downPort}` });
      children.push(second.child);
      await eventually(
        async () => (await db.selectFrom("outbox").select("last_error").executeTakeFirst())?.last_error != null,
        10_000,
        "a failed attempt while the mail server is down",
      );
      expect(await db.selectFrom("outbox").select("status").executeTakeFirst()).toEqual({ status: "pending" });

      // The mail server comes back: the reply goes out once, with the Message-ID it was stored with.
      smtp = await startSmtpServer(downPort);
      await eventually(() => smtp!.mails.length > 0, 10_000, "the reply once the mail server is back");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(smtp.mails).toHaveLength(1);
      const stored = await db.selectFrom("outbox").select(["status", "headers"]).executeTakeFirstOrThrow();
      expect(stored.status).toBe("sent");
      expect(smtp.mails[0]!.messageId).toBe(JSON.parse(stored.headers!)["Message-ID"]);
      expect(smtp.mails[0]!.subject).toBe("Your quotation");
      expect(await db.selectFrom("buyer_events").select("type").execute()).toEqual([{ type: "reply" }]);
    } finally {
      for (const child of children) await kill(child);
      await silent.close();
      await smtp?.close();
      await db.destroy();
      await testDb.drop();
    }
  }, 90_000);
});
