/**
 * An answer sent before the request's body was all read (413 for a body too large, 429, 415, a
 * 400 from a multipart body cut short...): the rest of the body is read and thrown away, so that
 * the client, which is still sending, can finish and read the answer, and the connection stays
 * usable. Closing at once, as Fastify does, made the client's writes fail with EPIPE or reset
 * the connection under the answer before it was read (issue 12). The rest is bounded: past
 * UNREAD_BODY_LIMIT bytes or UNREAD_BODY_MS the connection is closed after all.
 */
import type { IncomingMessage } from "node:http";
import fp from "fastify-plugin";

/** More than the largest body a lead form takes (a 10 MB resume with its fields). */
const UNREAD_BODY_LIMIT = 32 * 1024 * 1024;
/** How long a slow client may take to send the rest. */
const UNREAD_BODY_MS = 30_000;

export interface UnreadBodyOptions {
  limit?: number;
  timeoutMs?: number;
}

export default fp<UnreadBodyOptions>(
  async (app, { limit = UNREAD_BODY_LIMIT, timeoutMs = UNREAD_BODY_MS }) => {
    app.addHook("onSend", async (request, reply, payload) => {
      const raw = request.raw;
      // `complete` is Node's: the whole message has been parsed. (An injected request has no such flag.)
      if (raw.complete !== false || raw.readableEnded || draining.has(raw)) return payload;
      // Fastify asks for the connection to close; it stays open while the body comes, and
      // closes only if the body goes past the limit.
      reply.removeHeader("connection");
      discardRest(raw, limit, timeoutMs);
      return payload;
    });
  },
  { name: "unread-body" },
);

const draining = new WeakSet<IncomingMessage>();

function discardRest(raw: IncomingMessage, limit: number, timeoutMs: number): void {
  draining.add(raw);
  let received = 0;
  const giveUp = () => raw.socket?.destroy();
  const timer = setTimeout(giveUp, timeoutMs);
  timer.unref();
  const done = () => {
    clearTimeout(timer);
    raw.removeListener("data", onData);
  };
  function onData(chunk: Buffer) {
    received += chunk.length;
    if (received > limit) {
      done();
      giveUp();
    }
  }
  raw.on("data", onData);
  raw.once("end", done);
  raw.once("close", done);
  raw.once("error", done);
  raw.resume();
}
