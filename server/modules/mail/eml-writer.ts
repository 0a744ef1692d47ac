/**
 * The .eml writer's worker thread (piscina), used when no SMTP_URL is set: composes one message
 * with nodemailer and writes it to DATA_DIR/outbox/. Composing a notification costs about 0.4 ms
 * of CPU and creating its file as much again in the kernel; on the event loop both held up every
 * request behind a burst of leads (bench/README.md, "Lead submissions under load").
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

/** A file attached: by its path on this host, or its bytes (an uploaded catalogue). */
export type MailAttachment = { filename: string } & ({ path: string } | { content: Buffer });

/** What to write: nodemailer's message fields and where. */
export interface EmlJob {
  mail: {
    from: string;
    to: string[];
    replyTo?: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: MailAttachment[];
    messageId: string;
    inReplyTo?: string;
    references?: string;
  };
  dir: string;
  fileName: string;
}

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
const foldersMade = new Set<string>();

export default async function writeEml({ mail, dir, fileName }: EmlJob): Promise<string> {
  // Bytes cross to this thread as a plain Uint8Array; nodemailer takes a Buffer.
  const attachments = mail.attachments?.map((file) =>
    "content" in file ? { ...file, content: Buffer.from(file.content) } : file,
  );
  const { attachments: _sent, ...rest } = mail;
  const info = await composer.sendMail(attachments ? { ...rest, attachments } : rest);
  // Whole messages with people's details: the owner alone may read them (security review S-30).
  if (!foldersMade.has(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    foldersMade.add(dir);
  }
  const file = path.join(dir, fileName);
  // Written under a temporary name first: a reader never sees half a message. Synchronously: this
  // thread does nothing else, and each asynchronous call would be a round trip to libuv's pool.
  const partial = path.join(dir, `.${randomUUID()}.partial`);
  writeFileSync(partial, info.message as Buffer, { mode: 0o600 });
  renameSync(partial, file);
  return file;
}
