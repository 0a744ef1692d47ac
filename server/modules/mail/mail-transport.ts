/**
 * Delivers one message: over SMTP when SMTP_URL is set, otherwise as an .eml file in
 * DATA_DIR/outbox/ so that a fresh checkout works with no mail server (docs/product-brief.md, "Mail").
 */
import path from "node:path";
import nodemailer from "nodemailer";
import { Piscina } from "piscina";
import { catalogueFile } from "#server/modules/leads/catalogue-link";
import { workerFile } from "#server/modules/threads/worker-file";
import type writeEml from "./eml-writer";
import type { EmlJob, MailAttachment } from "./eml-writer";
import type { ClaimedMessage, MessageAttachment } from "./outbox-repository";

export interface MailTransport {
  /** Resolves once the message is accepted by the SMTP server or written to its file. */
  send(message: ClaimedMessage): Promise<void>;
  /**
   * How many sends this transport carries at once without queueing them: the SMTP pool's
   * connections. The outbox never starts more (security review S-09).
   */
  readonly maxInFlight: number;
  /** Closes the SMTP pool or ends the .eml writer's thread, once the sends under way are over. */
  close(): Promise<void>;
}

export interface MailTransportOptions {
  smtpUrl?: string | undefined;
  dataDir: string;
  mailFrom: string;
  /** Host part of every Message-ID, e.g. the public site's host name. */
  messageIdHost: string;
  /** This host's build/client/catalogues, where a catalogue attachment named in a message is read from. */
  catalogueDir?: string | undefined;
  /** An uploaded document's bytes by its name (content-uploads.ts), or undefined when there is none. */
  readDocument?: ((name: string) => Promise<Buffer | undefined>) | undefined;
  log: { info: (details: object, message: string) => void };
}

/** Timeouts well inside the outbox lease, so a hung server cannot make two workers send one message. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const SMTP_CONNECTIONS = 2;
/** Files written at once without SMTP: enough to keep the disk busy, few enough to keep memory flat. */
const FILE_WRITES = 16;
/** Of those, handed to the writer's one thread at once (it composes one while the next waits); the rest wait in its queue. */
const FILE_WRITES_PER_THREAD = 4;

/**
 * smtp:// with a user or password: STARTTLS is required, so the credentials never cross the
 * network in clear (nodemailer otherwise falls back to plain text when the server, or someone in
 * between, offers no STARTTLS; security review S-23). smtps:// is TLS from the first byte; a
 * plain smtp:// without credentials (a relay on the same host) is left as it is.
 */
function requiresStartTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === "smtp:" && (url.username !== "" || url.password !== "");
}

/** Thrown when a message names a catalogue this host's build (or the uploads) does not have; the outbox tries again later. */
class AttachmentMissing extends Error {
  constructor(name: string, where = "this host's build") {
    super(`the catalogue ${name} is not in ${where}`);
    this.name = "AttachmentMissing";
  }
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const fileOf = async (attachment: MessageAttachment): Promise<MailAttachment> => {
    if ("document" in attachment) {
      const content = await options.readDocument?.(attachment.document);
      if (!content) throw new AttachmentMissing(attachment.document, "the uploads");
      return { filename: attachment.filename, content };
    }
    if (!("catalogue" in attachment)) return { filename: attachment.filename, path: attachment.path };
    const file = options.catalogueDir ? catalogueFile(options.catalogueDir, attachment.catalogue) : undefined;
    if (!file) throw new AttachmentMissing(attachment.catalogue);
    return { filename: attachment.filename, path: file };
  };
  const mailOf = async (message: ClaimedMessage): Promise<EmlJob["mail"]> => ({
    from: options.mailFrom,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments ? { attachments: await Promise.all(message.attachments.map(fileOf)) } : {}),
    // One Message-ID per outbox row: a resend after a crash is recognisably the same message. A
    // threaded reply brings its own, chosen when it was stored, so later replies can point at it.
    messageId:
      message.headers?.["Message-ID"] ??
      `<outbox-${message.id}-${Date.parse(message.createdAt)}@${options.messageIdHost}>`,
    ...(message.headers?.["In-Reply-To"] ? { inReplyTo: message.headers["In-Reply-To"] } : {}),
    ...(message.headers?.References ? { references: message.headers.References } : {}),
  });

  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      ...SMTP_TIMEOUTS,
      requireTLS: requiresStartTls(options.smtpUrl),
    });
    return {
      maxInFlight: SMTP_CONNECTIONS,
      async send(message) {
        await smtp.sendMail(await mailOf(message));
      },
      close: async () => smtp.close(),
    };
  }

  const outboxDir = path.join(options.dataDir, "outbox");
  // Composing and writing run on a thread of their own, started at the first message; the event
  // loop only hands the message over (eml-writer.ts says why).
  let writer: Piscina<EmlJob, Awaited<ReturnType<typeof writeEml>>> | undefined;
  return {
    maxInFlight: FILE_WRITES,
    async send(message) {
      writer ??= new Piscina({
        ...workerFile(import.meta.url, "eml-writer"),
        minThreads: 1,
        maxThreads: 1,
        concurrentTasksPerWorker: FILE_WRITES_PER_THREAD,
        idleTimeout: 30_000,
      });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = await writer.run({
        mail: await mailOf(message),
        dir: outboxDir,
        fileName: `${stamp}-${message.id}-${message.kind}.eml`,
      });
      // The file name says which message it is; who it is for and what it says stay in the file (S-18).
      options.log.info({ file, outboxId: message.id, kind: message.kind }, "mail written to file (no SMTP_URL)");
    },
    close: async () => {
      await writer?.destroy();
      writer = undefined;
    },
  };
}
