import net from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import unreadBody from "./unread-body";

const KB = 1024;

/** Writes a POST with `bodyBytes` of JSON in 64 KB pieces; says whether the server let it all in. */
function post(port: number, bodyBytes: number, then?: string) {
  return new Promise<{ answer: string; wroteAll: boolean }>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let wroteAll = false;
    const finish = () => {
      socket.destroy();
      resolve({ answer, wroteAll });
    };
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (then !== undefined && answer.split("HTTP/1.1 ").length > 2 && answer.endsWith("}")) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
    socket.on("connect", async () => {
      socket.write(
        `POST /small HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`,
      );
      const piece = Buffer.alloc(64 * KB, 0x20);
      for (let sent = 0; sent < bodyBytes && !socket.destroyed; sent += piece.length) {
        if (!socket.write(piece.subarray(0, Math.min(piece.length, bodyBytes - sent))))
          await new Promise((next) => socket.once("drain", next).once("close", next));
      }
      if (socket.destroyed) return;
      wroteAll = true;
      if (then !== undefined) socket.write(then);
      else setTimeout(finish, 200);
    });
  });
}

describe("the body of a request answered before it was read", () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  async function start(limit: number): Promise<number> {
    app = Fastify();
    await app.register(unreadBody, { limit, timeoutMs: 10_000 });
    app.post("/small", { bodyLimit: 4 * KB }, async () => ({ ok: true }));
    app.get("/next", async () => ({ next: true }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    return (app.server.address() as net.AddressInfo).port;
  }

  it("is read to its end, so the client sends it all, reads the 413, and may use the connection again", async () => {
    const port = await start(4 * 1024 * KB);
    const { answer, wroteAll } = await post(port, 2 * 1024 * KB, "GET /next HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(wroteAll).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toMatch(/connection: close/i);
    expect(answer).toContain('{"next":true}');
  });

  it("is cut off past the limit: the connection closes", async () => {
    const port = await start(512 * KB);
    const { answer, wroteAll } = await post(port, 8 * 1024 * KB);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(wroteAll).toBe(false);
  });
});
