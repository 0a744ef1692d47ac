import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDatabase, migrateToLatest } from "#server/db/database";
import { createMailTransport } from "#server/modules/mail/mail-transport";
import { enqueueMessages } from "#server/modules/mail/outbox-repository";
import { OutboxWorker } from "#server/modules/mail/outbox-worker";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";
import { samplePdf } from "#tests/fixtures/documents";
import {
  homeCatalogueRequest,
  inquiry,
  jobApplication,
  multipart,
  productCatalogueRequest,
  LEAD_ENV,
} from "#tests/fixtures/lead-forms";
import { buildTestApp } from "#tests/setup/test-app";
import { bundledLeadServer } from "#tests/fixtures/lead-server-process";
import { eventually, freePort, startSilentServer, startSmtpServer } from "#tests/fixtures/smtp";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const FAST_OUTBOX = { pollIntervalMs: 50, baseBackoffMs: 100, maxBackoffMs: 300 };

describe.each(availableDialects())("mail through the outbox on %s", (dialect) => {
  it("delivers the staff notifications, the catalogue and the applicant's confirmation to the right people", async () => {
    const smtp = await startSmtpServer();
    // As the built site would have it: the tab's PDF under catalogues/, attached to the e-mail.
    const catalogueDir = mkdtempSync(path.join(os.tmpdir(), "catalogues-"));
    writeFileSync(path.join(catalogueDir, "tape-extrusion-line.pdf"), samplePdf());
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, SMTP_URL: smtp.url },
      leadCapture: { startWorker: true, outbox: FAST_OUTBOX, catalogueDir },
    });
    try {
      const inquiryAnswer = await t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: inquiry({ message: "Need a quote for a 90 mm PVC pipe line." }),
      });
      expect(inquiryAnswer.json()).toEqual({ message: "Inquiry sent successfully!", notification: "sent" });
      expect(smtp.mails).toHaveLength(1);
      const notification = smtp.mails[0]!;
      expect(notification.envelopeTo).toEqual(["sales@example.com", "hr@example.com"]);
      expect(notification.subject).toBe("New inquiry: Asha Mehta, Mehta Polysacks (Surat, India)");
      expect(notification.replyTo).toBe("asha@mehta-polysacks.in");
      expect(notification.content).toContain("Need a quote for a 90 mm PVC pipe line.");
      expect(notification.content).toContain("https://www.example.com/admin/dashboard");

      await t.app.inject({ method: "POST", url: "/send-email", payload: productCatalogueRequest() });
      await eventually(() => smtp.mails.length === 3, 5_000, "the catalogue request's two e-mails");
      const delivery = smtp.mails.find((m) => m.envelopeTo.includes("ravi@patelpipes.com"))!;
      expect(delivery.envelopeTo).toEqual(["ravi@patelpipes.com"]);
      expect(delivery.subject).toBe("Your JP Extrusion Systems catalogue");
      expect(delivery.content).toContain("https://www.example.com/catalogues/tape-extrusion-line.pdf");
      expect(delivery.content).toContain("Dear Ravi Patel,");
      // A long file name folds onto a second header line.
      expect(delivery.content).toMatch(
        /Content-Type: application\/pdf; name="JP Extrusion Systems -\s+tape-extrusion-line\.pdf"/,
      );
      expect(delivery.content).toContain("Content-Disposition: attachment;");
      expect(delivery.content).toContain(samplePdf().toString("base64").slice(0, 40));
      const staffCopy = smtp.mails.find((m) => m.subject.startsWith("Catalogue request:"))!;
      expect(staffCopy.envelopeTo).toEqual(["sales@example.com", "hr@example.com"]);
      expect(staffCopy.subject).toBe("Catalogue request: Ravi Patel, Patel Pipes (Tape Extrusion Line)");

      const body = multipart(jobApplication(), [{ name: "cv.pdf", bytes: samplePdf() }]);
      await t.app.inject({ method: "POST", url: "/api/apply", payload: body.payload, headers: body.headers });
      await eventually(() => smtp.mails.length === 5, 5_000, "the application's two e-mails");
      const confirmation = smtp.mails.find((m) => m.envelopeTo.includes("meera@example.org"))!;
      expect(confirmation.subject).toBe("Your application for Mechanical Design Engineer");
      const hr = smtp.mails.find((m) => m.subject.startsWith("Job application:"))!;
      expect(hr.envelopeTo).toEqual(["sales@example.com", "hr@example.com"]);
      expect(hr.content).toContain("cv.pdf");
      // The resume stays on the server: staff open it in the portal.
      expect(hr.content).not.toContain("%PDF-");

      await t.app.inject({ method: "POST", url: "/send-email", payload: homeCatalogueRequest({ website: "bot" }) });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(smtp.mails).toHaveLength(5);
    } finally {
      await t.close();
      await smtp.close();
      rmSync(catalogueDir, { recursive: true, force: true });
    }
  });

  it("sends a catalogue queued on one host with the PDF of the host that sends it (S-22)", async () => {
    const smtp = await startSmtpServer();
    // Two builds at different paths, as on two machines; the queuing host's build is gone by the time
    // the other sends (a redeploy to a new folder), which a stored path would not survive.
    const queuingBuild = mkdtempSync(path.join(os.tmpdir(), "catalogues-a-"));
    const sendingBuild = mkdtempSync(path.join(os.tmpdir(), "catalogues-b-"));
    for (const dir of [queuingBuild, sendingBuild])
      writeFileSync(path.join(dir, "tape-extrusion-line.pdf"), samplePdf());
    const env = { ...LEAD_ENV, SMTP_URL: smtp.url };
    const queuing = await buildTestApp({ dialect, env, leadCapture: { catalogueDir: queuingBuild } });
    let sending: Awaited<ReturnType<typeof buildTestApp>> | undefined;
    try {
      const answer = await queuing.app.inject({
        method: "POST",
        url: "/send-email",
        payload: productCatalogueRequest(),
      });
      expect(answer.statusCode).toBe(201);
      const row = await queuing.db
        .selectFrom("outbox")
        .select("attachments")
        .where("kind", "=", "catalogue-delivery")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.attachments!)).toEqual([
        { filename: "JP Extrusion Systems - tape-extrusion-line.pdf", catalogue: "tape-extrusion-line.pdf" },
      ]);
      rmSync(queuingBuild, { recursive: true, force: true });

      sending = await buildTestApp({
        dialect,
        env,
        testDb: queuing.testDb,
        leadCapture: { startWorker: true, outbox: FAST_OUTBOX, catalogueDir: sendingBuild },
      });
      await eventually(() => smtp.mails.length === 2, 5_000, "the catalogue request's two e-mails");
      const delivery = smtp.mails.find((m) => m.envelopeTo.includes("ravi@patelpipes.com"))!;
      expect(delivery.content).toContain("Content-Disposition: attachment;");
      expect(delivery.content).toContain(samplePdf().toString("base64").slice(0, 40));
    } finally {
      await sending?.close();
      await queuing.close();
      await smtp.close();
      for (const dir of [queuingBuild, sendingBuild]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers every submission while SMTP is down, and sends each queued message exactly once when it returns", async () => {
    const port = await freePort();
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, ...{ SMTP_URL: `smtp://127.0.0.1:${port}` } },
      leadCapture: { startWorker: true, outbox: FAST_OUTBOX, inquiryNotificationTimeoutMs: 1_000 },
    });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          await t.app.inject({ method: "POST", url: "/api/inquiries", payload: inquiry({ name: `Buyer ${i}` }) }),
        );
      for (let i = 0; i < 2; i++)
        answers.push(
          await t.app.inject({
            method: "POST",
            url: "/send-email",
            payload: homeCatalogueRequest({ name: `Requester ${i}` }),
          }),
        );
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(answers.slice(0, 3).map((a) => a.json().notification)).toEqual(["queued", "queued", "queued"]);

      const outbox = () => t.db.selectFrom("outbox").selectAll().execute();
      await eventually(
        async () => (await outbox()).every((m) => m.attempts >= 2 && m.last_error !== null),
        10_000,
        "failed attempts to be recorded",
      );
      expect((await outbox()).every((m) => m.status === "pending")).toBe(true);

      smtp = await startSmtpServer(port);
      await eventually(
        async () => (await outbox()).every((m) => m.status === "sent"),
        15_000,
        "every message to be sent",
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rows = await outbox();
      expect(rows).toHaveLength(7);
      expect(smtp.mails).toHaveLength(7);
      expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(7);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it("tells a visitor whose notification waits its turn in a burst that the inquiry was sent, and warns only about a stuck attempt", async () => {
    // A mail server that never answers: the first inquiry's send holds the one place a request may
    // take (of the SMTP pool's two, one stays the worker's) until its wait runs out.
    const silent = await startSilentServer();
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, SMTP_URL: silent.url },
      leadCapture: { startWorker: false, inquiryNotificationTimeoutMs: 2_000 },
    });
    try {
      const first = t.app.inject({ method: "POST", url: "/api/inquiries", payload: inquiry({ name: "First Buyer" }) });
      await eventually(() => silent.connections() > 0, 5_000, "the first notification's send to start");
      const second = await t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: inquiry({ name: "Second Buyer", email: "second@mehta-polysacks.in" }),
      });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toEqual({ message: "Inquiry sent successfully!", notification: "deferred" });
      const stuck = await first;
      expect(stuck.json()).toEqual({
        message: "Inquiry saved but email notification failed. We'll still contact you!",
        notification: "queued",
      });
      const pending = await t.db.selectFrom("outbox").select("status").execute();
      expect(pending.map((row) => row.status)).toEqual(["pending", "pending"]);
    } finally {
      // The mail server goes first, so the stuck send fails now rather than at its greeting timeout.
      await silent.close();
      await t.close();
    }
  }, 30_000);

  it("never sends one message twice with two workers on the same database", async () => {
    const testDb = await createTestDatabase(dialect);
    const handles = [createDatabase(testDb.config), createDatabase(testDb.config)];
    await migrateToLatest(handles[0]!.db);
    const smtp = await startSmtpServer(0, { delayMs: 20 });
    const sentBy = [0, 0];
    const transports: { close: () => void }[] = [];
    const workers = handles.map((handle, i) => {
      const transport = createMailTransport({
        smtpUrl: smtp.url,
        dataDir: testDb.config.dataDir,
        mailFrom: "site@example.com",
        messageIdHost: "example.com",
        log: quiet,
      });
      transports.push(transport);
      const counting = {
        send: async (m: Parameters<typeof transport.send>[0]) => {
          await transport.send(m);
          sentBy[i]!++;
        },
        close: () => transport.close(),
        maxInFlight: transport.maxInFlight,
      };
      return new OutboxWorker(
        { db: handle.db, dialect, transport: counting, log: quiet },
        { pollIntervalMs: 10, batchSize: 3 },
      );
    });
    try {
      const total = 40;
      for (let i = 0; i < total; i++) {
        await enqueueMessages(
          handles[0]!.db,
          { table: "inquiries", id: i + 1 },
          [{ kind: "test", to: [`buyer${i}@example.com`], subject: `Message ${i}`, text: "hello" }],
          { held: false, now: new Date() },
        );
      }
      workers.forEach((worker) => worker.start());
      const sent = () =>
        handles[0]!.db.selectFrom("outbox").select(["status", "attempts"]).where("status", "=", "sent").execute();
      await eventually(async () => (await sent()).length === total, 15_000, "all messages to be sent");
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails).toHaveLength(total);
      expect(new Set(smtp.mails.map((m) => m.subject)).size).toBe(total);
      expect((await sent()).every((row) => row.attempts === 1)).toBe(true);
      expect(sentBy[0]! + sentBy[1]!).toBe(total);
      expect(sentBy.every((n) => n > 0)).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      transports.forEach((transport) => transport.close());
      await Promise.all(handles.map((handle) => handle.db.destroy()));
      await smtp.close();
      await testDb.drop();
    }
  }, 30_000);

  it("sends the notification after a restart when the server was killed between storing and sending", async () => {
    const testDb: TestDatabase = await createTestDatabase(dialect);
    const silent = await startSilentServer();
    const smtp = await startSmtpServer();
    const env = {
      DATA_DIR: testDb.config.dataDir,
      ...(testDb.config.databaseUrl ? { DATABASE_URL: testDb.config.databaseUrl } : {}),
      NOTIFY_TO: "sales@example.com",
      PUBLIC_URL: "https://www.example.com",
      LEAD_TEST_TUNING: JSON.stringify({
        inquiryNotificationTimeoutMs: 300,
        outbox: { leaseMs: 2_000, pollIntervalMs: 100 },
      }),
    };
    let second: ChildProcess | undefined;
    try {
      // The first process gets stuck talking to a mail server that never answers.
      const first = await startServerProcess({ ...env, SMTP_URL: silent.url });
      const answer = await fetch(`${first.url}/api/inquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(inquiry({ name: "Killed Mid Send" })),
      });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toMatchObject({ notification: "queued" });
      expect(silent.connections()).toBeGreaterThan(0);
      first.child.kill("SIGKILL");
      await new Promise((resolve) => first.child.once("exit", resolve));

      const { db } = createDatabase(testDb.config);
      try {
        const [stored] = await db.selectFrom("outbox").selectAll().execute();
        expect(stored).toMatchObject({ status: "pending", kind: "inquiry-notification" });
        expect(smtp.mails).toHaveLength(0);

        const restarted = await startServerProcess({ ...env, SMTP_URL: smtp.url });
        second = restarted.child;
        await eventually(() => smtp.mails.length > 0, 10_000, "the notification after the restart");
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.mails).toHaveLength(1);
        expect(smtp.mails[0]?.subject).toContain("Killed Mid Send");
        expect(await db.selectFrom("outbox").select(["status", "attempts"]).executeTakeFirst()).toEqual({
          status: "sent",
          attempts: 2,
        });
        expect(await db.selectFrom("inquiries").select("name").execute()).toEqual([{ name: "Killed Mid Send" }]);
      } finally {
        await db.destroy();
      }
    } finally {
      second?.kill("SIGKILL");
      await silent.close();
      await smtp.close();
      await testDb.drop();
    }
  }, 60_000);
});

const startServerProcess = bundledLeadServer("lead-tests");
