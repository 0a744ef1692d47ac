// Mail transport security (security review S-23): with credentials in SMTP_URL the password never
// crosses the network in clear; a server that does not offer STARTTLS gets no AUTH, and the
// message stays for a retry.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailTransport } from "#server/modules/mail/mail-transport";
import type { ClaimedMessage } from "#server/modules/mail/outbox-repository";

const MESSAGE: ClaimedMessage = {
  id: 1,
  kind: "staff-notification",
  to: ["sales@example.com"],
  subject: "New inquiry",
  text: "A new inquiry.",
  attempts: 1,
  createdAt: "2026-11-25T00:00:00.000Z",
  lease: "2026-11-25T00:02:00.000Z",
};

describe("SMTP with credentials", () => {
  let server: SMTPServer;
  let port: number;
  const seen: { passwords: string[]; mails: number } = { passwords: [], mails: 0 };
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "smtp-tls-"));
    // A server that offers AUTH over the plain connection and no STARTTLS: what a stripping attacker shows.
    server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authOptional: true,
      authMethods: ["PLAIN", "LOGIN"],
      logger: false,
      onAuth(auth, _session, callback) {
        seen.passwords.push(String(auth.password));
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => {
          seen.mails++;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const address = server.server.address();
    port = typeof address === "object" && address ? address.port : 0;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const transportFor = (smtpUrl: string) =>
    createMailTransport({
      smtpUrl,
      dataDir,
      mailFrom: "Website <web@example.com>",
      messageIdHost: "www.example.com",
      log: { info: () => {} },
    });

  it("refuses to send the password to a server that does not offer STARTTLS", async () => {
    const transport = transportFor(`smtp://mailer:s3cret-relay-pass@127.0.0.1:${port}`);
    try {
      await expect(transport.send(MESSAGE)).rejects.toThrow(/STARTTLS/i);
    } finally {
      await transport.close();
    }
    expect(seen.passwords).toEqual([]);
    expect(seen.mails).toBe(0);
  });

  it("still sends without credentials to a relay that asks for none (a local relay on the same host)", async () => {
    const transport = transportFor(`smtp://127.0.0.1:${port}`);
    try {
      await transport.send(MESSAGE);
    } finally {
      await transport.close();
    }
    expect(seen.mails).toBe(1);
  });
});
