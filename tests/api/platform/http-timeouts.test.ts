// Request and connection timeouts (security review S-20): a client that sends a request slowly, or
// opens a connection and sends nothing, is cut off instead of holding it for ever.
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { createDatabase, migrateToLatest } from "#server/db/database";
import { createTestDatabase, type TestDatabase } from "#tests/setup/databases";
import { buildTestApp } from "#tests/setup/test-app";

describe("HTTP timeouts", () => {
  it("are set on the server: two minutes for a request, 90 s for a silent connection", async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.server.requestTimeout).toBe(120_000);
      expect(t.app.server.timeout).toBe(90_000);
    } finally {
      await t.close();
    }
  });

  describe("on a listening server with short limits", () => {
    let testDb: TestDatabase;
    let close: () => Promise<void>;
    let port: number;

    beforeAll(async () => {
      testDb = await createTestDatabase("sqlite");
      const config = loadConfig({ DATA_DIR: testDb.config.dataDir });
      const database = createDatabase(config);
      await migrateToLatest(database.db);
      const app = await buildApp(config, {
        database,
        httpTimeouts: { requestTimeoutMs: 1_000, connectionTimeoutMs: 3_000, checkIntervalMs: 100 },
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      port = (app.server.address() as AddressInfo).port;
      close = async () => {
        await app.close();
        await database.db.destroy();
        await testDb.drop();
      };
    });
    afterAll(() => close());

    /** Sends `text`, then nothing; resolves with what came back and how long until the server closed. */
    function sendAndWait(text: string): Promise<{ answer: string; closedAfterMs: number }> {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const socket = connect(port, "127.0.0.1", () => socket.write(text));
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString()));
        socket.on("error", reject);
        socket.on("close", () => resolve({ answer, closedAfterMs: Date.now() - started }));
        setTimeout(() => {
          socket.destroy();
          reject(new Error(`still open after 10 s; got ${JSON.stringify(answer)}`));
        }, 10_000);
      });
    }

    it("answers 408 and closes a request whose body stops arriving", async () => {
      const { answer, closedAfterMs } = await sendAndWait(
        "POST /api/inquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeLessThan(5_000);
    });

    it("closes a connection that never sends a request", async () => {
      const { closedAfterMs } = await sendAndWait("");
      expect(closedAfterMs).toBeLessThan(5_000);
    });
  });
});
