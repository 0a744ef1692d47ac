// Data at rest (security review S-30): the data directory, the uploads and the mail outbox are the
// server user's alone (0700), and so are the database file, each resume and each .eml (0600).
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "#server/db/database";
import { createMailTransport } from "#server/modules/mail/mail-transport";
import { diskFileStore } from "#server/modules/uploads/disk-store";
import { storeResume, uploadsDirectory } from "#server/modules/uploads/resume-store";
import { samplePdf } from "#tests/fixtures/documents";

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("files with people's data", () => {
  let root: string;
  let dataDir: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "data-at-rest-"));
    dataDir = path.join(root, "data");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("creates DATA_DIR 0700 and the SQLite file 0600", async () => {
    const { db } = createDatabase({ dataDir });
    await db.destroy();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, "site.db"))).toBe(0o600);
  });

  it("stores resumes 0600 in an uploads directory of 0700", async () => {
    const uploads = uploadsDirectory(dataDir);
    const stored = await storeResume(diskFileStore(uploads), uploads, {
      stream: Readable.from([samplePdf()]),
      clientName: "cv.pdf",
    });
    expect(modeOf(uploads)).toBe(0o700);
    expect(modeOf(path.join(uploads, stored.fileName))).toBe(0o600);
  });

  it("writes .eml files 0600 in an outbox directory of 0700 when there is no SMTP server", async () => {
    const transport = createMailTransport({
      dataDir,
      mailFrom: "Website <web@example.com>",
      messageIdHost: "www.example.com",
      log: { info: () => {} },
    });
    await transport.send({
      id: 7,
      kind: "staff-notification",
      to: ["sales@example.com"],
      subject: "New inquiry: Asha Mehta",
      text: "Asha Mehta, +91 98250 12345",
      attempts: 1,
      createdAt: "2026-11-25T00:00:00.000Z",
      lease: "2026-11-25T00:02:00.000Z",
    });
    await transport.close();
    const outbox = path.join(dataDir, "outbox");
    expect(modeOf(outbox)).toBe(0o700);
    const [file] = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
    expect(modeOf(path.join(outbox, file!))).toBe(0o600);
  });
});
