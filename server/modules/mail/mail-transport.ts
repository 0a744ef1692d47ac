/**
 * Delivers one message: over SMTP when SMTP_URL is set, otherwise as an .eml file in
 * DATA_DIR/outbox/ so that a fresh checkout works with no mail server (docs/product-brief.md, "Mail").
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { catalogueFile } from "#server/modules/leads/catalogue-link";
import type { ClaimedMessage, MessageAttachment } from "./outbox-repository";

export interface MailTransport {
  /** Resolves once the message is accepted by the SMTP server or written to its file. */
  send(message: ClaimedMessage): Promise<void>;
  /**
   * How many sends this transport carries at once without queueing them: the SMTP pool's
   * connections. The outbox never starts more (security review S-09).
   */
  readonly maxInFlight: number;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string | undefined;
  dataDir: string;
  mailFrom: string;
  /** Host part of every Message-ID, e.g. the public site's host name. */
  messageIdHost: string;
  /** This host's build/client/catalogues, where a catalogue attachment named in a message is read from. */
  catalogueDir?: string | undefined;
  log: { info: (details: object, message: string) => void };
}

/** Timeouts well inside the outbox lease, so a hung server cannot make two workers send one message. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const SMTP_CONNECTIONS = 2;
/** Files written at once without SMTP: enough to keep the disk busy, few enough to keep memory flat. */
const FILE_WRITES = 16;

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

/** Thrown when a message names a catalogue this host's build does not have; the outbox tries again later. */
class AttachmentMissing extends Error {
  constructor(name: string) {
    super(`the catalogue ${name} is not in this host's build`);
    this.name = "AttachmentMissing";
  }
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const fileOf = (attachment: MessageAttachment): { filename: string; path: string } => {
    if (!("catalogue" in attachment)) return { filename: attachment.filename, path: attachment.path };
    const file = options.catalogueDir ? catalogueFile(options.catalogueDir, attachment.catalogue) : undefined;
    if (!file) throw new AttachmentMissing(attachment.catalogue);
    return { filename: attachment.filename, path: file };
  };
  const mailOf = (message: ClaimedMessage) => ({
    from: options.mailFrom,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments ? { attachments: message.attachments.map(fileOf) } : {}),
    // One Message-ID per outbox row: a resend after a crash is recognisably the same message.
    messageId: `<outbox-${message.id}-${Date.parse(message.createdAt)}@${options.messageIdHost}>`,
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
        await smtp.sendMail(mailOf(message));
      },
      close: () => smtp.close(),
    };
  }

  const outboxDir = path.join(options.dataDir, "outbox");
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folderReady: Promise<unknown> | undefined;
  return {
    maxInFlight: FILE_WRITES,
    async send(message) {
      const info = await files.sendMail(mailOf(message));
      // Whole messages with people's details: the owner alone may read them (security review S-30).
      folderReady ??= mkdir(outboxDir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
        folderReady = undefined;
        throw error;
      });
      await folderReady;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(outboxDir, `${stamp}-${message.id}-${message.kind}.eml`);
      // Written under a temporary name first: a reader never sees half a message.
      const partial = path.join(outboxDir, `.${randomUUID()}.partial`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, file);
      // The file name says which message it is; who it is for and what it says stay in the file (S-18).
      options.log.info({ file, outboxId: message.id, kind: message.kind }, "mail written to file (no SMTP_URL)");
    },
    close: () => files.close(),
  };
}
