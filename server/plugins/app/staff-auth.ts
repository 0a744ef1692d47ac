/**
 * Staff authentication, in one place (docs/product-brief.md, departure 3). `fastify.requireStaff` is
 * the onRequest hook in front of every staff route and resume: a live session from
 * `Authorization: Bearer <token>` or the session cookie, else 401. A change (POST, PATCH, PUT,
 * DELETE) made with the cookie must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header, else
 * 403; a Bearer request needs no XSRF token (no browser adds it by itself). Behind the hook,
 * `request.staff` is the session.
 *
 * What the signed-in person may do is checked here too, and only here, read from the route's
 * config, so that routes declare it and never enforce it themselves:
 * - Roles: every route behind the hook declares its area (`config: { staffArea: "inquiries" }`),
 *   and a person whose roles do not include that area (contracts/staff-roles.ts) is answered 403.
 *   A route that declares none is refused to everyone, so a forgotten declaration closes a route
 *   rather than opening it.
 * - While the account must choose a new password, only routes declaring `passwordChange: true`
 *   (session, sign-out, the change itself) are open, others answer 403 password_change_required.
 * - With REQUIRE_2FA=on, a person who has not set up two-factor sign-in reaches only the routes
 *   marked `beforeTwoFactorSetup` (403 two_factor_setup_required).
 * - A route marked `recentPassword` (user management) wants the password typed within the last
 *   15 minutes, at sign-in or confirmed since (403 password_confirmation_required; ASVS 3.7.1).
 *
 * Cookie names (security review S-14, ASVS 3.4.4): with an https PUBLIC_URL the session and XSRF
 * cookies are `__Host-` (Secure, Path=/, no Domain), so another host of the domain can neither set
 * nor shadow them; the device cookie, scoped to the sign-in path, is `__Secure-`. On plain http
 * (local development) browsers would drop Secure cookies, so the plain names are used there.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import {
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_CONFIRMATION_REQUIRED,
  RECENT_PASSWORD_MINUTES,
  XSRF_COOKIE,
  XSRF_COOKIE_HTTPS,
  XSRF_HEADER,
} from "#contracts/staff-portal";
import { type StaffArea, mayUse } from "#contracts/staff-roles";
import { HttpError } from "#server/http-error";
import { prepareDummyHash } from "#server/modules/staff/passwords";
import type { SecurityNote } from "#server/modules/security-events/security-events";
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
    /**
     * What a staff route adds to the security event its request ends in (the record's before and
     * after, the rows of an export): read by the onResponse hook that logs it (routes/admin/index.ts).
     */
    securityNote: SecurityNote | null;
  }
  interface FastifyContextConfig {
    /** The route stays open while the account must change its password (session, sign-out, the change). */
    passwordChange?: boolean;
    /** Behind requireStaff: the part of the portal this route belongs to, which decides who may use it. */
    staffArea?: StaffArea;
    /** Open to a person who must still set up two-factor sign-in (REQUIRE_2FA=on): the session, sign-out, the set-up. */
    beforeTwoFactorSetup?: boolean;
    /** Wants the password typed within RECENT_PASSWORD_MINUTES (user management, ASVS 3.7.1). */
    recentPassword?: boolean;
  }
}

/** With REQUIRE_2FA=on, a person who has not set up two-factor sign-in yet. */
export function mustSetUpTwoFactor(requireTwoFactor: boolean, account: { twoFactorEnabled: boolean }): boolean {
  return requireTwoFactor && !account.twoFactorEnabled;
}

export interface StaffCookieNames {
  session: string;
  xsrf: string;
  device: string;
}

/** The cookies' names for a site served over https (`secure`) or plain http. */
function staffCookieNames(secure: boolean): StaffCookieNames {
  return secure
    ? { session: "__Host-staff_session", xsrf: XSRF_COOKIE_HTTPS, device: "__Secure-staff_device" }
    : { session: "staff_session", xsrf: XSRF_COOKIE, device: "staff_device" };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function notSignedIn(): HttpError {
  return new HttpError(401, "unauthorized", "Please sign in to continue.");
}

/** The session token a request carries, and how; undefined when it carries none or a malformed header. */
function presentedToken(
  request: FastifyRequest,
  names: StaffCookieNames,
): { token: string; via: "bearer" | "cookie" } | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
    return match ? { token: match[1]!, via: "bearer" } : undefined;
  }
  const cookie = request.cookies[names.session];
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
    app.decorateRequest("securityNote", null);
    const names = staffCookieNames(app.config.publicUrl.startsWith("https:"));
    app.decorate("requireStaff", async function requireStaff(request: FastifyRequest, _reply: FastifyReply) {
      const presented = presentedToken(request, names);
      if (!presented) throw notSignedIn();
      const session = await findSession(app.db, presented.token);
      if (!session) throw notSignedIn();
      if (presented.via === "cookie" && !SAFE_METHODS.has(request.method)) {
        const header = request.headers[XSRF_HEADER.toLowerCase()];
        const cookie = request.cookies[names.xsrf];
        const expected = xsrfTokenFor(presented.token);
        if (typeof header !== "string" || !cookie || !sameSecret(header, cookie) || !sameSecret(header, expected)) {
          throw new HttpError(
            403,
            "forbidden",
            `This change needs the ${XSRF_HEADER} header (the value of the ${names.xsrf} cookie).`,
          );
        }
      }
      // Known from here on, so that a refusal below is recorded with who was refused.
      request.staff = session;
      const { staffArea, beforeTwoFactorSetup, passwordChange, recentPassword } = request.routeOptions.config;
      if (!staffArea || !mayUse(session.user.roles, staffArea)) {
        if (!staffArea) request.log.error({ url: request.routeOptions.url }, "a staff route declares no staffArea");
        throw new HttpError(403, "forbidden", "Your role does not give access to this.");
      }
      if (session.mustChangePassword && passwordChange !== true) {
        throw new HttpError(403, PASSWORD_CHANGE_REQUIRED, "Choose a new password before you go on.");
      }
      if (mustSetUpTwoFactor(app.config.requireTwoFactor, session) && !beforeTwoFactorSetup) {
        throw new HttpError(
          403,
          "two_factor_setup_required",
          "Set up two-factor sign-in first: this site requires it for every staff member.",
        );
      }
      if (recentPassword && Date.now() - session.passwordTypedAt > RECENT_PASSWORD_MINUTES * 60_000) {
        throw new HttpError(403, PASSWORD_CONFIRMATION_REQUIRED, "Enter your password again to make this change.");
      }
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
  const names = staffCookieNames(secure);
  // No Max-Age: the cookie ends with the browser session, like the token in session storage.
  reply.setCookie(names.session, token, { httpOnly: true, sameSite: "strict", secure, path: "/" });
  reply.setCookie(names.xsrf, xsrfTokenFor(token), { httpOnly: false, sameSite: "strict", secure, path: "/" });
}

export function clearSessionCookies(reply: FastifyReply, { secure }: CookieSettings): void {
  const names = staffCookieNames(secure);
  reply.clearCookie(names.session, { httpOnly: true, sameSite: "strict", secure, path: "/" });
  reply.clearCookie(names.xsrf, { sameSite: "strict", secure, path: "/" });
}

/** The browser's device cookie of a sign-in request, if any. */
export function deviceTokenOf(request: FastifyRequest, { secure }: CookieSettings): string | undefined {
  return request.cookies[staffCookieNames(secure).device];
}

export function setDeviceCookie(
  reply: FastifyReply,
  device: { token: string; maxAgeSeconds: number },
  { secure }: CookieSettings,
): void {
  reply.setCookie(staffCookieNames(secure).device, device.token, {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/api/auth/admin",
    maxAge: device.maxAgeSeconds,
  });
}
