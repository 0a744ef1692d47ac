/**
 * A body too large for a lead form is answered 413 (issue 12): over a real socket, whether the
 * client sends it in one go or slowly, with a Content-Length or chunked, as JSON, as a form post
 * or as multipart with a resume too large. The client must always read the answer: the server
 * may not close the connection while the client is still sending, which made the client's write
 * fail (EPIPE) or the answer vanish under a reset (ECONNRESET) before it was read.
 */
import { existsSync, readdirSync } from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "#contracts/resume";
import { uploadsDirectory } from "#server/modules/uploads/resume-store";
import { availableDialects } from "#tests/setup/databases";
import { samplePdf } from "#tests/fixtures/documents";
import { inquiry, jobApplication, multipart, urlencoded, leadTestApp } from "#tests/fixtures/lead-forms";
import type { TestApp } from "#tests/setup/test-app";

const MB = 1024 * 1024;

interface Sent {
  /** The status line's code, or undefined when no answer could be read. */
  status: number | undefined;
  /** What the client's socket reported while sending or reading (EPIPE, ECONNRESET...), if anything. */
  socketError: string | undefined;
  body: string;
}

interface SendOptions {
  path: string;
  contentType: string;
  body: Buffer;
  /** Chunked transfer encoding instead of a Content-Length. */
  chunked?: boolean;
  /** Bytes per write and the pause between writes; without it the body is written at once. */
  slow?: { chunk: number; pauseMs: number };
}

/**
 * Sends one request over a fresh connection the way an HTTP client does: the whole body is
 * written, whatever the server answers meanwhile, and the answer is read as it comes.
 */
function send(port: number, options: SendOptions): Promise<Sent> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let socketError: string | undefined;
    let written = false;
    let answered = false;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1];
      resolve({ status: status ? Number(status) : undefined, socketError, body: text.split("\r\n\r\n")[1] ?? "" });
    };
    const timer = setTimeout(finish, 30_000);
    socket.on("data", (chunk) => {
      received.push(chunk);
      // The answer is complete when its body (JSON, with a Content-Length) is.
      const text = Buffer.concat(received).toString("latin1");
      const length = /\r\ncontent-length: (\d+)\r\n/i.exec(text)?.[1];
      const head = text.indexOf("\r\n\r\n");
      answered =
        length !== undefined && head >= 0 && Buffer.byteLength(text.slice(head + 4), "latin1") >= Number(length);
      if (answered && written) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      socketError ??= error.code ?? error.message;
      finish();
    });
    socket.on("close", finish);

    const head = [
      `POST ${options.path} HTTP/1.1`,
      "Host: 127.0.0.1",
      `Content-Type: ${options.contentType}`,
      "Accept: application/json",
      options.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${options.body.length}`,
      "",
      "",
    ].join("\r\n");
    socket.on("connect", async () => {
      socket.write(head);
      const step = options.slow?.chunk ?? options.body.length;
      for (let offset = 0; offset < options.body.length && !settled; offset += step) {
        const piece = options.body.subarray(offset, offset + step);
        const framed = options.chunked
          ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
          : piece;
        if (!socket.write(framed)) await new Promise((next) => socket.once("drain", next).once("close", next));
        if (options.slow) await new Promise((next) => setTimeout(next, options.slow!.pauseMs));
      }
      if (settled) return;
      socket.write(options.chunked ? "0\r\n\r\n" : "", () => {
        written = true;
        if (answered) finish();
      });
    });
  });
}

describe.each(availableDialects())("a body too large for a lead form, over a real socket, on %s", (dialect) => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await leadTestApp(dialect);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => t?.close());

  const json = Buffer.from(JSON.stringify(inquiry({ message: "x".repeat(5 * MB) })));
  const form = Buffer.from(urlencoded(inquiry({ message: "x".repeat(5 * MB) })));
  const application = multipart(jobApplication(), [
    {
      name: "resume.pdf",
      type: "application/pdf",
      bytes: Buffer.concat([samplePdf(), Buffer.alloc(RESUME_MAX_BYTES + MB, 0x20)]),
    },
  ]);

  const cases: [string, SendOptions][] = [
    ["5 MB of JSON at once", { path: "/api/inquiries", contentType: "application/json", body: json }],
    [
      "5 MB of JSON slowly",
      { path: "/api/inquiries", contentType: "application/json", body: json, slow: { chunk: 256 * 1024, pauseMs: 20 } },
    ],
    ["5 MB of JSON chunked", { path: "/api/inquiries", contentType: "application/json", body: json, chunked: true }],
    [
      "a 5 MB form post at once",
      { path: "/api/inquiries", contentType: "application/x-www-form-urlencoded", body: form },
    ],
    [
      "a 5 MB form post slowly, chunked",
      {
        path: "/send-email",
        contentType: "application/x-www-form-urlencoded",
        body: form,
        chunked: true,
        slow: { chunk: 256 * 1024, pauseMs: 20 },
      },
    ],
    [
      "an 11 MB resume at once",
      { path: "/api/apply", contentType: application.headers["content-type"]!, body: application.payload },
    ],
    [
      "an 11 MB resume slowly",
      {
        path: "/api/apply",
        contentType: application.headers["content-type"]!,
        body: application.payload,
        slow: { chunk: 512 * 1024, pauseMs: 10 },
      },
    ],
  ];

  it.each(cases)("answers %s with a 413 the client reads, every time", { timeout: 180_000 }, async (_what, options) => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const sent = await send(port, options);
      expect(sent, `attempt ${attempt + 1}`).toMatchObject({ status: 413, socketError: undefined });
      // The error envelope, naming the limit the body went past.
      expect(JSON.parse(sent.body).error).toMatchObject({
        code: "payload_too_large",
        message: expect.stringMatching(/\b(64 KB|10 MB)\b/),
      });
    }
  });

  it("keeps nothing of the bodies it refused: no lead, no resume, no half-written file", async () => {
    for (const table of ["inquiries", "catalogue_requests", "job_applications"] as const) {
      const { count } = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(count), table).toBe(0);
    }
    const uploads = uploadsDirectory(t.dataDir);
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  });

  it("still answers a form of the right size on the next connection", async () => {
    const sent = await send(port, {
      path: "/api/inquiries",
      contentType: "application/json",
      body: Buffer.from(JSON.stringify(inquiry())),
    });
    expect(sent.status).toBe(201);
  });
});
