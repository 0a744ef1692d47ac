/**
 * Staff authentication, in one place (docs/product-brief.md, departure 3). `fastify.requireStaff` is
 * the onRequest hook in front of every staff route and resume: a live session from
 * `Authorization: Bearer <token>` or the session cookie, else 401. A change (POST, PATCH, PUT,
 * DELETE) made with the cookie must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header, else
 * 403; a Bearer request needs no XSRF token (no browser adds it by itself). Behind the hook,
 * `request.staff` is the session. A check of what the signed-in person may do belongs in this hook
 * too, read from the route's config, so that routes declare it and never enforce it themselves.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import { XSRF_COOKIE, XSRF_HEADER } from "#contracts/staff-portal";
import { HttpError } from "#server/http-error";
import { prepareDummyHash } from "#server/modules/staff/passwords";
import { findSession, type StaffSession } from "#server/modules/staff/sessions";
import { xsrfTokenFor } from "#server/modules/staff/tokens";

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest hook: 401 without a live staff session, 403 for a cookie change without the XSRF header. */
    requireStaff: onRequestHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in session, set by requireStaff on the routes behind it. */
    staff: StaffSession | null;
  }
}

const SESSION_COOKIE = "staff_session";
export const DEVICE_COOKIE = "staff_device";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function notSignedIn(): HttpError {
  return new HttpError(401, "unauthorized", "Please sign in to continue.");
}

/** The session token a request carries, and how; undefined when it carries none or a malformed header. */
function presentedToken(request: FastifyRequest): { token: string; via: "bearer" | "cookie" } | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
    return match ? { token: match[1]!, via: "bearer" } : undefined;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export default fp(
  async (app) => {
    // Worked out now, so that the first sign-in with an unknown address is not faster than the rest.
    await prepareDummyHash();
    app.decorateRequest("staff", null);
    app.decorate("requireStaff", async function requireStaff(request: FastifyRequest, _reply: FastifyReply) {
      const presented = presentedToken(request);
      if (!presented) throw notSignedIn();
      const session = await findSession(app.db, presented.token);
      if (!session) throw notSignedIn();
      if (presented.via === "cookie" && !SAFE_METHODS.has(request.method)) {
        const header = request.headers[XSRF_HEADER.toLowerCase()];
        const cookie = request.cookies[XSRF_COOKIE];
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
    });
  },
  { name: "staff-auth", dependencies: ["cookie", "database"] },
);

/** The signed-in session of a request behind requireStaff. */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw notSignedIn();
  return request.staff;
}

interface CookieSettings {
  /** Secure cookies: PUBLIC_URL is https. */
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
