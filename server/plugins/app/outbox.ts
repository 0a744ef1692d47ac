/**
 * The mail side of the app: the transport (SMTP, or .eml files without SMTP_URL), the outbox worker
 * that sends what lead capture stores, started when the app is ready and stopped (its sends
 * finished) when it closes, and `fastify.outbox`, through which the rest of the app reaches both.
 */
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { Database, LeadTable } from "#server/db/schema";
import { createMailTransport } from "#server/modules/mail/mail-transport";
import { documentKey } from "#server/modules/site-content/content-uploads";
import { type ClaimedMessage, purgeSentMessages, releaseHeldMessages } from "#server/modules/mail/outbox-repository";
import { OutboxWorker, type OutboxTuning, type SendPlace } from "#server/modules/mail/outbox-worker";

export interface Outbox {
  /** A message was stored: look for due messages now rather than at the next poll. */
  wake(): void;
  /**
   * A place for sending one message at once, or undefined when this process already sends as many
   * as its transport carries (then store the message unclaimed: the worker sends it).
   */
  reserve(): SendPlace | undefined;
  /** Sends a message claimed at enqueue time in its reserved place; false when it did not go out within `timeoutMs`. */
  sendClaimed(message: ClaimedMessage, place: SendPlace, timeoutMs: number): Promise<boolean>;
  /** How long a claim is exclusive; a message claimed at enqueue time takes the same lease. */
  readonly leaseMs: number;
  /** Lets go of the messages held back for a record judged spam, in the caller's transaction. */
  releaseHeld(db: Kysely<Database>, table: LeadTable, id: number): Promise<number>;
}

declare module "fastify" {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export interface OutboxPluginOptions {
  tuning?: Partial<OutboxTuning> | undefined;
  /** Whether this process runs the worker (default true; tests leave messages pending to look at them). */
  startWorker?: boolean | undefined;
  /** This host's build/client/catalogues: catalogue attachments are read from here when sent. */
  catalogueDir?: string | undefined;
}

export default fp<OutboxPluginOptions>(
  async (app, { tuning, startWorker = true, catalogueDir }) => {
    const { config } = app;
    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      dataDir: config.dataDir,
      mailFrom: config.mailFrom,
      messageIdHost: new URL(config.publicUrl).hostname,
      catalogueDir,
      // The uploads plugin comes after this one; the store is looked up when a message goes out.
      readDocument: async (name) => {
        const file = await app.uploads.get(documentKey(name));
        return file ? Buffer.concat(await file.body.toArray()) : undefined;
      },
      log: app.log,
    });
    const worker = new OutboxWorker(
      { db: app.db, dialect: app.dialect, transport, log: app.log, writes: app.writes },
      tuning,
    );
    if (startWorker) app.addHook("onReady", async () => worker.start());
    // Sent messages are deleted after MAIL_RETENTION_DAYS: at start and every hour (S-22).
    const purge = () =>
      purgeSentMessages(app.db, config.mailRetentionDays).then(
        (purged) => {
          if (purged > 0) app.log.info({ purged }, "outbox: sent messages past their retention deleted");
        },
        (error: unknown) => app.log.warn({ err: error }, "outbox: could not delete old sent messages"),
      );
    let purgeTimer: NodeJS.Timeout | undefined;
    if (startWorker) {
      app.addHook("onReady", async () => {
        void purge();
        purgeTimer = setInterval(() => void purge(), 60 * 60_000).unref();
      });
    }
    app.addHook("onClose", async () => {
      clearInterval(purgeTimer);
      await worker.stop();
      await transport.close();
    });
    app.decorate("outbox", {
      wake: () => worker.wake(),
      reserve: () => worker.reserve(),
      sendClaimed: (message, place, timeoutMs) => worker.sendClaimed(message, place, timeoutMs),
      leaseMs: worker.leaseMs,
      releaseHeld: releaseHeldMessages,
    } satisfies Outbox);
  },
  { name: "outbox", dependencies: ["database"] },
);
