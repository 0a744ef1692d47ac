/**
 * The server's gate in front of every staff route and resume (docs/product-brief.md, departure 3): a
 * live session from `Authorization: Bearer <token>` or the session cookie, else 401. A change
 * (POST, PATCH, PUT, DELETE) made with the cookie must echo the XSRF-TOKEN cookie in the
 * X-XSRF-TOKEN header, else 403; a Bearer request needs no XSRF token (no browser adds it by itself).
 */
import { timingSafeEqual } from "node:crypto";
import cookiePlugin from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { Kysely } from "kysely";
import { XSRF_COOKIE, XSRF_HEADER } from "#contracts/staff-portal";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/http-error";
import { type StaffSession, findSession } from "#server/modules/staff/sessions";
import { xsrfTokenFor } from "#server/modules/staff/tokens";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the staff gate on the routes behind it. */
    staff?: StaffSession;
  }
}

export const SESSION_COOKIE = "staff_session";
export const DEVICE_COOKIE = "staff_device";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Registers @fastify/cookie unless the app has already. */
export async function ensureCookies(app: FastifyInstance): Promise<void> {
  if (!app.hasRequestDecorator("cookies")) await app.register(cookiePlugin);
}

function notSignedIn(): HttpError {
  return new HttpError(401, "unauthorized", "Please sign in to continue.");
}

/** The session token a request carries, and how; undefined when it carries none. */
function presentedToken(request: FastifyRequest): { token: string; via: "bearer" | "cookie" } | undefined | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
    return match ? { token: match[1]!, via: "bearer" } : null;
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function staffGate(db: Kysely<Database>): onRequestHookHandler {
  return async function requireStaff(request: FastifyRequest, _reply: FastifyReply) {
    const presented = presentedToken(request);
    if (!presented) throw notSignedIn();
    const session = await findSession(db, presented.token);
    if (!session) throw notSignedIn();
    if (presented.via === "cookie" && !SAFE_METHODS.has(request.method)) {
      const header = request.headers[XSRF_HEADER.toLowerCase()];
      const cookie = request.cookies?.[XSRF_COOKIE];
      const expected = xsrfTokenFor(presented.token);
      if (typeof header !== "string" || !cookie || !sameSecret(header, cookie) || !sameSecret(header, expected)) {
        throw new HttpError(
          403,
          "forbidden",
          `This change needs the ${XSRF_HEADER} header (the value of the ${XSRF_COOKIE} cookie).`,
        );
      }
    }
    request.staff = session;
  };
}

/** The signed-in session of a request behind the gate. */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw notSignedIn();
  return request.staff;
}

interface CookieSettings {
  secure: boolean;
}

export function setSessionCookies(reply: FastifyReply, token: string, { secure }: CookieSettings): void {
  // No Max-Age: the cookie ends with the browser session, like the token in session storage.
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: "strict", secure, path: "/" });
  reply.setCookie(XSRF_COOKIE, xsrfTokenFor(token), { httpOnly: false, sameSite: "strict", secure, path: "/" });
}

export function clearSessionCookies(reply: FastifyReply, { secure }: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "strict", secure, path: "/" });
  reply.clearCookie(XSRF_COOKIE, { sameSite: "strict", secure, path: "/" });
}

export function setDeviceCookie(
  reply: FastifyReply,
  device: { token: string; maxAgeSeconds: number },
  { secure }: CookieSettings,
): void {
  reply.setCookie(DEVICE_COOKIE, device.token, {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/api/auth/admin",
    maxAge: device.maxAgeSeconds,
  });
}
