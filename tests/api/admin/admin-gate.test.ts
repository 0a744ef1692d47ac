import { writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenHash } from "#server/modules/staff/tokens";
import { COLLECTIONS } from "#contracts/collections/api";
import { PREFIXED_LOCALES } from "#contracts/locales";
import { availableDialects } from "#tests/setup/databases";
import {
  bearer,
  createStaff,
  insertApplication,
  insertCatalogueRequest,
  insertInquiry,
  signIn,
} from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const RESUME = "9f86d081-884c-4d65-9a2f-eaa0c55ad015.pdf";

/** Every route behind the staff gate, with a request that would succeed when signed in. */
const STAFF_ROUTES: {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  url: string;
  payload?: object;
  /**
   * A route on a record that may not exist here (content item 1, buyer 1) or that needs the
   * database's own data (the offices, an order naming every item): staff-roles.test.ts makes them per request.
   */
  contentItem?: true;
}[] = [
  { method: "GET", url: "/api/admin/applications" },
  { method: "GET", url: "/api/admin/applications?spam=true" },
  { method: "GET", url: "/api/admin/applications/spam/count" },
  { method: "GET", url: "/api/admin/applications/export.csv" },
  { method: "PATCH", url: "/api/admin/applications/1", payload: { followupStatus: "Reviewed" } },
  { method: "GET", url: "/api/inquiries" },
  { method: "GET", url: "/api/inquiries/spam" },
  { method: "GET", url: "/api/inquiries/spam/count" },
  { method: "GET", url: "/api/inquiries/export.csv" },
  { method: "PATCH", url: "/api/inquiries/1", payload: { followupStatus: "Contacted" } },
  { method: "GET", url: "/api/form/get-submissions" },
  { method: "GET", url: "/api/form/get-submissions?spam=true" },
  { method: "GET", url: "/api/form/spam/count" },
  { method: "PATCH", url: "/api/form/submissions/1", payload: { isSpam: true } },
  { method: "GET", url: "/api/form/export.csv" },
  { method: "GET", url: "/api/admin/notices" },
  { method: "POST", url: "/api/admin/people", payload: { email: "nobody@example.com" } },
  { method: "POST", url: "/api/admin/people/export", payload: { email: "nobody@example.com" } },
  {
    method: "POST",
    url: "/api/admin/people/erase",
    payload: { email: "nobody@example.com", password: "correct horse battery" },
  },
  { method: "GET", url: "/api/admin/mail/failed" },
  { method: "POST", url: "/api/admin/mail/failed/1/resend" },
  { method: "GET", url: "/api/admin/backup" },
  { method: "GET", url: "/api/auth/admin/session" },
  { method: "POST", url: "/api/auth/admin/logout" },
  {
    method: "POST",
    url: "/api/auth/admin/password",
    payload: { currentPassword: "correct horse battery", newPassword: "another long passphrase" },
  },
  { method: "GET", url: `/uploads/${RESUME}` },
  { method: "GET", url: "/api/auth/admin/account" },
  { method: "GET", url: "/api/auth/admin/sessions" },
  { method: "DELETE", url: "/api/auth/admin/sessions/1" },
  { method: "DELETE", url: "/api/auth/admin/sessions", payload: { password: "correct horse battery" } },
  { method: "POST", url: "/api/auth/admin/confirm-password", payload: { password: "correct horse battery" } },
  { method: "POST", url: "/api/auth/admin/2fa/setup" },
  { method: "POST", url: "/api/auth/admin/2fa/enable", payload: { code: "123456" } },
  { method: "POST", url: "/api/auth/admin/2fa/disable", payload: { password: "correct horse battery" } },
  { method: "GET", url: "/api/admin/users" },
  { method: "POST", url: "/api/admin/users", payload: { email: "new@example.com", name: "New", roles: ["hr"] } },
  { method: "PATCH", url: "/api/admin/users/1", payload: { roles: ["administrator"] } },
  { method: "POST", url: "/api/admin/users/1/password-link" },
  { method: "GET", url: "/api/admin/audit" },
  { method: "POST", url: "/api/admin/people", payload: { email: "nobody@example.com" } },
  { method: "POST", url: "/api/admin/people/export", payload: { email: "nobody@example.com" } },
  {
    method: "POST",
    url: "/api/admin/people/erase",
    payload: { email: "nobody@example.com", password: "correct horse battery" },
  },
  ...COLLECTIONS.flatMap((collection) => {
    const base = `/api/admin/content/${collection}`;
    return [
      { method: "GET" as const, url: base },
      { method: "POST" as const, url: base },
      { method: "POST" as const, url: `${base}/preview` },
      { method: "GET" as const, url: `${base}/1`, contentItem: true as const },
      { method: "PATCH" as const, url: `${base}/1`, contentItem: true as const },
      { method: "DELETE" as const, url: `${base}/1` },
      { method: "POST" as const, url: `${base}/1/publish` },
      { method: "GET" as const, url: `${base}/1/preview`, contentItem: true as const },
      { method: "POST" as const, url: `${base}/1/unpublish` },
      { method: "GET" as const, url: `${base}/1/versions`, contentItem: true as const },
      { method: "POST" as const, url: `${base}/1/versions/:version/restore` },
      { method: "POST" as const, url: `${base}/1/translations/:locale/review` },
      ...(collection === "machines" || collection === "product-lines"
        ? [{ method: "PUT" as const, url: `${base}/order`, payload: { ids: [1] }, contentItem: true as const }]
        : []),
    ];
  }),
  { method: "GET", url: "/api/admin/content/translations" },
  // The sales desk (issue 24).
  { method: "PATCH", url: "/api/auth/admin/account", payload: { awayUntil: null } },
  { method: "GET", url: "/api/admin/buyers" },
  { method: "GET", url: "/api/admin/buyers/owners" },
  { method: "GET", url: "/api/admin/buyers/1", contentItem: true },
  { method: "PATCH", url: "/api/admin/buyers/1", payload: { ownerId: null }, contentItem: true },
  { method: "GET", url: "/api/admin/buyers/1/merge-preview?otherId=2", contentItem: true },
  { method: "POST", url: "/api/admin/buyers/1/merge", payload: { otherId: 2 } },
  { method: "POST", url: "/api/admin/buyers/1/replies", payload: { subject: "Quotation", body: "It follows." } },
  {
    method: "POST",
    url: "/api/admin/buyers/1/replies/preview",
    payload: { subject: "Quotation", body: "It follows." },
  },
  { method: "POST", url: "/api/admin/buyers/1/notes", payload: { text: "Calls back on Monday" } },
  { method: "GET", url: "/api/admin/sales/mentionable" },
  { method: "GET", url: "/api/admin/routing" },
  { method: "PUT", url: "/api/admin/routing", payload: { rules: [], fallbackStaffIds: [] } },
  { method: "GET", url: "/api/admin/offices" },
  { method: "PUT", url: "/api/admin/offices", payload: { offices: [] }, contentItem: true },
  { method: "GET", url: "/api/admin/reports/response-times?by=country" },
  { method: "GET", url: "/api/admin/reports/dashboard" },
  { method: "POST", url: "/api/admin/content/photos" },
  { method: "POST", url: "/api/admin/content/documents" },
];

/** The routes anyone may use: health, the site's files, the public forms and signing in. */
const PUBLIC_ROUTES = new Set([
  "GET /healthz",
  "GET /readyz",
  "GET /robots.txt",
  "GET /sitemap.xml",
  // Each other locale's sitemap (decision 057).
  ...PREFIXED_LOCALES.map((locale) => `GET /sitemap-${locale}.xml`),
  "GET /api/form-token",
  "POST /send-email",
  "POST /api/inquiries",
  "POST /api/apply",
  "POST /api/auth/admin/login",
  "POST /api/auth/admin/login/2fa",
  "POST /api/auth/admin/invitations/check",
  "POST /api/auth/admin/invitations/accept",
  // Photos and PDFs of published content, as the public pages link them.
  "GET /assets/media/upload-:file",
  "GET /assets/documents/:file",
]);

/**
 * Every route the app registers, as "METHOD /path" with its parameters filled in (security review
 * S-27), read from Fastify's route tree: a route added later is gated here without being listed.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const routePath = prefixes.join("") + match[2]!;
    prefixes.push(match[2]!);
    for (const method of match[3]!.split(", ")) {
      if (method === "HEAD") continue;
      routes.push(`${method} ${routePath.replace(":id", "1").replace(":filename", RESUME)}`);
    }
  }
  return routes;
}

describe.each(availableDialects())("the staff gate on %s", (dialect) => {
  let t: TestApp;
  let tokens: { live: string; expiredIdle: string; expiredAbsolute: string; revoked: string };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    await insertInquiry(t.db);
    await insertCatalogueRequest(t.db);
    await insertApplication(t.db, { resume_file: RESUME, resume_original_name: "cv.pdf" });
    writeFileSync(path.join(t.uploadsDir, RESUME), "%PDF-1.4\n%%EOF\n");

    const idle = await signIn(t.app);
    const absolute = await signIn(t.app);
    const revoked = await signIn(t.app);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
    // 31 minutes without use (the idle limit is 30); a session past its absolute end though used just now.
    await t.db
      .updateTable("staff_sessions")
      .set({ last_seen_at: hoursAgo(31 / 60) })
      .where("token_hash", "=", tokenHash(idle.token))
      .execute();
    await t.db
      .updateTable("staff_sessions")
      .set({ expires_at: hoursAgo(0.01) })
      .where("token_hash", "=", tokenHash(absolute.token))
      .execute();
    const out = await t.app.inject({ method: "POST", url: "/api/auth/admin/logout", headers: bearer(revoked.token) });
    expect(out.statusCode).toBe(204);
    tokens = {
      live: (await signIn(t.app)).token,
      expiredIdle: idle.token,
      expiredAbsolute: absolute.token,
      revoked: revoked.token,
    };
  });
  afterAll(() => t.close());

  const credentials: [string, () => Record<string, string>][] = [
    ["no credentials", () => ({})],
    ["a malformed Authorization header", () => ({ authorization: "Token abc" })],
    ["a malformed bearer token", () => bearer("not-a-token")],
    ["an unknown bearer token", () => bearer("A".repeat(43))],
    ["a token idle for more than 30 minutes", () => bearer(tokens.expiredIdle)],
    ["a token past its absolute expiry", () => bearer(tokens.expiredAbsolute)],
    ["a revoked token", () => bearer(tokens.revoked)],
    ["a revoked token in the cookie", () => ({ cookie: `staff_session=${tokens.revoked}` })],
    ["a garbage cookie", () => ({ cookie: "staff_session=%00%ff;;=" })],
  ];

  it("covers every route the app registers: each is public by name or listed here", () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.size + 10);
    const listed = new Set(STAFF_ROUTES.map((route) => `${route.method} ${route.url.split("?")[0]}`));
    const unlisted = routes.filter((route) => !PUBLIC_ROUTES.has(route) && !listed.has(route));
    expect(unlisted).toEqual([]);
  });

  it("answers 401 without credentials on every registered route that is not public", async () => {
    const open: string[] = [];
    for (const route of registeredRoutes(t.app).filter((r) => !PUBLIC_ROUTES.has(r))) {
      const [method, url] = route.split(" ") as ["GET" | "POST" | "PATCH" | "PUT" | "DELETE", string];
      const response = await t.app.inject({ method, url, ...(method === "GET" ? {} : { payload: {} }) });
      if (response.statusCode !== 401) open.push(`${route}: ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  describe.each(credentials)("with %s", (_label, headers) => {
    it.each(STAFF_ROUTES)("$method $url answers 401", async (route) => {
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: headers(),
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("unauthorized");
    });
  });

  // A POST or DELETE would change what the other cases rely on (tests/api/admin/staff-roles.test.ts runs them all).
  it.each(STAFF_ROUTES.filter((r) => r.method !== "POST" && r.method !== "DELETE" && !r.contentItem))(
    "$method $url answers 2xx with a live session",
    async (route) => {
      const response = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: bearer(tokens.live),
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(response.statusCode).toBeLessThan(300);
      expect(response.headers["cache-control"]).toMatch(/no-store/);
    },
  );

  it("keeps a session alive while it is used (sliding idle expiry)", async () => {
    const { token } = await signIn(t.app);
    await t.db
      .updateTable("staff_sessions")
      .set({ last_seen_at: new Date(Date.now() - 25 * 60_000).toISOString() })
      .where("token_hash", "=", tokenHash(token))
      .execute();
    expect((await t.app.inject({ method: "GET", url: "/api/inquiries", headers: bearer(token) })).statusCode).toBe(200);
    const row = await t.db
      .selectFrom("staff_sessions")
      .select("last_seen_at")
      .where("token_hash", "=", tokenHash(token))
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_at)).toBeLessThan(60_000);
  });

  describe("changes made with the session cookie", () => {
    const patch = (headers: Record<string, string>) =>
      t.app.inject({ method: "PATCH", url: "/api/inquiries/1", headers, payload: { followupStatus: "Contacted" } });

    it("refuse a PATCH without X-XSRF-TOKEN with 403", async () => {
      const session = await signIn(t.app);
      const response = await patch({ cookie: session.cookieHeader });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("forbidden");
    });

    it("refuse an X-XSRF-TOKEN that does not match the cookie, or a cookie pair not made for this session", async () => {
      const session = await signIn(t.app);
      const other = await signIn(t.app);
      expect((await patch({ cookie: session.cookieHeader, "x-xsrf-token": "forged" })).statusCode).toBe(403);
      const planted = `staff_session=${session.token}; XSRF-TOKEN=${other.cookies["XSRF-TOKEN"]}`;
      expect((await patch({ cookie: planted, "x-xsrf-token": other.cookies["XSRF-TOKEN"]! })).statusCode).toBe(403);
    });

    it("accept a PATCH whose X-XSRF-TOKEN echoes the XSRF-TOKEN cookie", async () => {
      const session = await signIn(t.app);
      const response = await patch({ cookie: session.cookieHeader, "x-xsrf-token": session.cookies["XSRF-TOKEN"]! });
      expect(response.statusCode).toBe(200);
      expect(response.json().followupStatus).toBe("Contacted");
    });

    it("need no XSRF token to read, nor with a Bearer token", async () => {
      const session = await signIn(t.app);
      expect(
        (await t.app.inject({ method: "GET", url: "/api/inquiries", headers: { cookie: session.cookieHeader } }))
          .statusCode,
      ).toBe(200);
      expect((await patch(bearer(session.token))).statusCode).toBe(200);
    });

    it("refuse a cookie-authenticated sign-out without the XSRF header", async () => {
      const session = await signIn(t.app);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/admin/logout",
        headers: { cookie: session.cookieHeader },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
