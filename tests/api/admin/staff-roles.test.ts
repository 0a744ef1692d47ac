/**
 * Every role against every staff endpoint (security review S-27): the routes are collected as the
 * app registers them, so a route added later without a line here, or outside the gate, fails.
 * Each cell is a fresh person with those roles, so no request depends on another.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { InjectOptions, RouteOptions } from "fastify";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS, type Collection } from "#contracts/collections/api";
import { PREFIXED_LOCALES } from "#contracts/locales";
import type { StaffRole } from "#contracts/staff-roles";
import { insertBuyer, insertBuyerWithLeads } from "#tests/fixtures/buyers";
import { loadOffices } from "#server/modules/sales/office-repository";
import { newItems } from "#tests/fixtures/content";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import {
  STAFF_PASSWORD,
  addPerson,
  bearer,
  insertApplication,
  insertCatalogueRequest,
  insertInquiry,
} from "#tests/fixtures/staff";

const RESUME = "5b0e2c4a-9d1f-4e3b-8a6c-1f2e3d4c5b6a.pdf";
const SECRET = new Secret({ size: 20 }).base32;

/** Routes anyone may call: the public site, lead forms, health, and the steps of signing in. */
const PUBLIC_ROUTES = new Set([
  "GET /healthz",
  "GET /readyz",
  "GET /robots.txt",
  "GET /sitemap.xml",
  // Each other locale's sitemap (decision 057).
  ...PREFIXED_LOCALES.map((locale) => `GET /sitemap-${locale}.xml`),
  "GET /api/form-token",
  "POST /api/inquiries",
  "POST /send-email",
  "POST /send-email2",
  "POST /api/apply",
  "POST /api/auth/admin/login",
  "POST /api/auth/admin/login/2fa",
  "POST /api/auth/admin/invitations/check",
  "POST /api/auth/admin/invitations/accept",
  // Photos and PDFs of published content, as the public pages link them.
  "GET /assets/media/upload-:file",
  "GET /assets/documents/:file",
]);

type Person = Awaited<ReturnType<typeof addPerson>>;

interface StaffRoute {
  /** Roles besides administrator that may use it; "everyone" for every signed-in person. */
  roles: readonly StaffRole[] | "everyone";
  /** The status a person who may use it gets. */
  status: number;
  /** A request that succeeds for someone allowed; may prepare what it needs. */
  request: (t: TestApp, person: Person) => Promise<InjectOptions> | InjectOptions;
}

const get = (url: string) => () => ({ method: "GET" as const, url });

const STAFF_ROUTES: Record<string, StaffRoute> = {
  "GET /api/admin/applications": { roles: ["hr"], status: 200, request: get("/api/admin/applications") },
  "GET /api/admin/applications/spam/count": {
    roles: ["hr"],
    status: 200,
    request: get("/api/admin/applications/spam/count"),
  },
  "GET /api/admin/applications/export.csv": {
    roles: ["hr"],
    status: 200,
    request: get("/api/admin/applications/export.csv"),
  },
  "PATCH /api/admin/applications/:id": {
    roles: ["hr"],
    status: 200,
    request: async (t) => ({
      method: "PATCH",
      url: `/api/admin/applications/${await insertApplication(t.db)}`,
      payload: { followupStatus: "Reviewed" },
    }),
  },
  "GET /uploads/:filename": { roles: ["hr"], status: 200, request: get(`/uploads/${RESUME}`) },
  "GET /api/inquiries": { roles: ["sales"], status: 200, request: get("/api/inquiries") },
  "GET /api/inquiries/spam": { roles: ["sales"], status: 200, request: get("/api/inquiries/spam") },
  "GET /api/inquiries/spam/count": { roles: ["sales"], status: 200, request: get("/api/inquiries/spam/count") },
  "GET /api/inquiries/export.csv": { roles: ["sales"], status: 200, request: get("/api/inquiries/export.csv") },
  "PATCH /api/inquiries/:id": {
    roles: ["sales"],
    status: 200,
    request: async (t) => ({
      method: "PATCH",
      url: `/api/inquiries/${await insertInquiry(t.db)}`,
      payload: { followupStatus: "Contacted" },
    }),
  },
  "GET /api/form/get-submissions": { roles: ["sales"], status: 200, request: get("/api/form/get-submissions") },
  "GET /api/form/export.csv": { roles: ["sales"], status: 200, request: get("/api/form/export.csv") },
  "GET /api/form/spam/count": { roles: ["sales"], status: 200, request: get("/api/form/spam/count") },
  "PATCH /api/form/submissions/:id": {
    roles: ["sales"],
    status: 200,
    request: async (t) => ({
      method: "PATCH",
      url: `/api/form/submissions/${await insertCatalogueRequest(t.db)}`,
      payload: { isSpam: true },
    }),
  },
  "GET /api/admin/buyers": { roles: ["sales"], status: 200, request: get("/api/admin/buyers") },
  "GET /api/admin/buyers/owners": { roles: ["sales"], status: 200, request: get("/api/admin/buyers/owners") },
  "GET /api/admin/buyers/:id": {
    roles: ["sales"],
    status: 200,
    request: async (t) => ({ method: "GET", url: `/api/admin/buyers/${await insertBuyer(t.db)}` }),
  },
  "PATCH /api/admin/buyers/:id": {
    roles: ["sales"],
    status: 200,
    request: async (t) => ({
      method: "PATCH",
      url: `/api/admin/buyers/${await insertBuyer(t.db)}`,
      payload: { ownerId: null },
    }),
  },
  "GET /api/admin/buyers/:id/merge-preview": {
    roles: [],
    status: 200,
    request: async (t) => ({
      method: "GET",
      url: `/api/admin/buyers/${await insertBuyer(t.db)}/merge-preview?otherId=${await insertBuyer(t.db)}`,
    }),
  },
  "POST /api/admin/buyers/:id/merge": {
    roles: [],
    status: 200,
    request: async (t) => ({
      method: "POST",
      url: `/api/admin/buyers/${await insertBuyer(t.db)}/merge`,
      payload: { otherId: await insertBuyer(t.db) },
    }),
  },
  "GET /api/admin/routing": { roles: [], status: 200, request: get("/api/admin/routing") },
  "PUT /api/admin/routing": {
    roles: [],
    status: 200,
    request: () => ({ method: "PUT", url: "/api/admin/routing", payload: { rules: [], fallbackStaffIds: [] } }),
  },
  "PATCH /api/auth/admin/account": {
    roles: "everyone",
    status: 200,
    request: () => ({ method: "PATCH", url: "/api/auth/admin/account", payload: { awayUntil: null } }),
  },
  "POST /api/admin/buyers/:id/replies": {
    roles: ["sales"],
    status: 202,
    request: async (t) => ({
      method: "POST",
      url: `/api/admin/buyers/${(await insertBuyerWithLeads(t.db)).id}/replies`,
      payload: { subject: "Your quotation", body: "Dear {name}, it follows." },
    }),
  },
  "POST /api/admin/buyers/:id/replies/preview": {
    roles: ["sales"],
    status: 200,
    request: async (t) => ({
      method: "POST",
      url: `/api/admin/buyers/${(await insertBuyerWithLeads(t.db)).id}/replies/preview`,
      payload: { subject: "Your quotation", body: "Dear {name}, it follows." },
    }),
  },
  "POST /api/admin/buyers/:id/notes": {
    roles: ["sales"],
    status: 201,
    request: async (t) => ({
      method: "POST",
      url: `/api/admin/buyers/${(await insertBuyerWithLeads(t.db)).id}/notes`,
      payload: { text: "Asked for a visit in March." },
    }),
  },
  "GET /api/admin/sales/mentionable": { roles: ["sales"], status: 200, request: get("/api/admin/sales/mentionable") },
  "GET /api/admin/notices": { roles: "everyone", status: 200, request: get("/api/admin/notices") },
  "GET /api/auth/admin/session": { roles: "everyone", status: 200, request: get("/api/auth/admin/session") },
  "POST /api/auth/admin/logout": {
    roles: "everyone",
    status: 204,
    request: () => ({ method: "POST", url: "/api/auth/admin/logout" }),
  },
  "GET /api/auth/admin/account": { roles: "everyone", status: 200, request: get("/api/auth/admin/account") },
  "POST /api/auth/admin/password": {
    roles: "everyone",
    status: 204,
    request: () => ({
      method: "POST",
      url: "/api/auth/admin/password",
      payload: { currentPassword: STAFF_PASSWORD, newPassword: "mill-9-extruder-blue" },
    }),
  },
  "GET /api/auth/admin/sessions": { roles: "everyone", status: 200, request: get("/api/auth/admin/sessions") },
  "DELETE /api/auth/admin/sessions/:id": {
    roles: "everyone",
    status: 204,
    request: (_t, person) => ({ method: "DELETE", url: `/api/auth/admin/sessions/${person.sessionId}` }),
  },
  "DELETE /api/auth/admin/sessions": {
    roles: "everyone",
    status: 200,
    request: () => ({ method: "DELETE", url: "/api/auth/admin/sessions", payload: { password: STAFF_PASSWORD } }),
  },
  "POST /api/auth/admin/confirm-password": {
    roles: "everyone",
    status: 204,
    request: () => ({ method: "POST", url: "/api/auth/admin/confirm-password", payload: { password: STAFF_PASSWORD } }),
  },
  "POST /api/auth/admin/2fa/setup": {
    roles: "everyone",
    status: 200,
    request: () => ({ method: "POST", url: "/api/auth/admin/2fa/setup", payload: { password: STAFF_PASSWORD } }),
  },
  "POST /api/auth/admin/2fa/enable": {
    roles: "everyone",
    status: 200,
    request: async (t, person) => {
      await t.db
        .updateTable("staff_users")
        .set({ two_factor_pending_secret: SECRET })
        .where("id", "=", person.id)
        .execute();
      return {
        method: "POST",
        url: "/api/auth/admin/2fa/enable",
        payload: { code: TOTP.generate({ secret: Secret.fromBase32(SECRET) }) },
      };
    },
  },
  "POST /api/auth/admin/2fa/disable": {
    roles: "everyone",
    status: 204,
    request: async (t, person) => {
      await t.db
        .updateTable("staff_users")
        .set({ two_factor_secret: SECRET, two_factor_enabled_at: new Date().toISOString() })
        .where("id", "=", person.id)
        .execute();
      return { method: "POST", url: "/api/auth/admin/2fa/disable", payload: { password: STAFF_PASSWORD } };
    },
  },
  "GET /api/admin/users": { roles: [], status: 200, request: get("/api/admin/users") },
  "POST /api/admin/users": {
    roles: [],
    status: 201,
    request: (_t, person) => ({
      method: "POST",
      url: "/api/admin/users",
      payload: { email: `invitee.of.${person.id}@example.com`, name: "Meera Joshi", roles: ["hr"] },
    }),
  },
  "PATCH /api/admin/users/:id": {
    roles: [],
    status: 200,
    request: async (t) => ({
      method: "PATCH",
      url: `/api/admin/users/${(await addPerson(t.db, ["sales"])).id}`,
      payload: { roles: ["sales", "marketing"] },
    }),
  },
  "POST /api/admin/users/:id/password-link": {
    roles: [],
    status: 201,
    request: async (t) => ({
      method: "POST",
      url: `/api/admin/users/${(await addPerson(t.db, ["hr"])).id}/password-link`,
    }),
  },
  "GET /api/admin/audit": { roles: [], status: 200, request: get("/api/admin/audit") },
  "POST /api/admin/people": {
    roles: [],
    status: 200,
    request: () => ({ method: "POST", url: "/api/admin/people", payload: { email: "nobody@example.com" } }),
  },
  "POST /api/admin/people/export": {
    roles: [],
    status: 200,
    request: () => ({ method: "POST", url: "/api/admin/people/export", payload: { email: "nobody@example.com" } }),
  },
  "POST /api/admin/people/erase": {
    roles: [],
    status: 200,
    request: () => ({
      method: "POST",
      url: "/api/admin/people/erase",
      payload: { email: "nobody@example.com", password: STAFF_PASSWORD },
    }),
  },
  "GET /api/admin/mail/failed": { roles: [], status: 200, request: get("/api/admin/mail/failed") },
  "GET /api/admin/backup": { roles: [], status: 200, request: get("/api/admin/backup") },
  "POST /api/admin/mail/failed/:id/resend": {
    roles: [],
    status: 204,
    request: async (t) => {
      const { id } = await t.db
        .insertInto("outbox")
        .values({
          kind: "catalogue-delivery",
          recipients: JSON.stringify(["buyer@example.com"]),
          subject: "Your catalogue",
          body_text: "Dear buyer",
          status: "failed",
          attempts: 15,
          next_attempt_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { method: "POST", url: `/api/admin/mail/failed/${id}/resend` };
    },
  },
  "GET /api/admin/reports/response-times": {
    roles: ["sales"],
    status: 200,
    request: get("/api/admin/reports/response-times?by=country"),
  },
  "GET /api/admin/reports/dashboard": { roles: ["sales"], status: 200, request: get("/api/admin/reports/dashboard") },
  "GET /api/admin/offices": { roles: [], status: 200, request: get("/api/admin/offices") },
  "PUT /api/admin/offices": {
    roles: [],
    status: 200,
    request: async (t) => ({ method: "PUT", url: "/api/admin/offices", payload: { offices: await loadOffices(t.db) } }),
  },
};

/** Who edits each collection (contracts/staff-roles.ts): HR the openings, marketing the rest. */
const CONTENT_EDITORS: Record<Collection, readonly StaffRole[]> = {
  openings: ["hr"],
  news: ["marketing"],
  exhibitions: ["marketing"],
  galleries: ["marketing"],
  machines: ["marketing"],
  "product-lines": ["marketing"],
};

/** Every content route of every collection, each request made on an item of its own. */
function contentRoutes(): Record<string, StaffRoute> {
  const routes: Record<string, StaffRoute> = {};
  let made = 0;
  // A machine's page address is its own: each new item or change names another.
  const fieldsOf = (collection: Collection) => {
    made += 1;
    return collection === "machines" ? { ...newItems.machines, path: `RaffiaLine${made}` } : newItems[collection];
  };
  const draft = async (t: TestApp, collection: Collection) =>
    (await t.app.content.service.create(collection, fieldsOf(collection), null)).id;
  for (const collection of COLLECTIONS) {
    const roles = CONTENT_EDITORS[collection];
    const base = `/api/admin/content/${collection}`;
    const add = (route: string, status: number, request: StaffRoute["request"]) => {
      routes[route.replace("{base}", base)] = { roles, status, request };
    };
    add("GET {base}", 200, get(base));
    add("POST {base}", 201, () => ({ method: "POST", url: base, payload: fieldsOf(collection) }));
    add("GET {base}/:id", 200, async (t) => ({ method: "GET", url: `${base}/${await draft(t, collection)}` }));
    add("PATCH {base}/:id", 200, async (t) => ({
      method: "PATCH",
      url: `${base}/${await draft(t, collection)}`,
      payload: fieldsOf(collection),
    }));
    add("DELETE {base}/:id", 204, async (t) => ({ method: "DELETE", url: `${base}/${await draft(t, collection)}` }));
    add("POST {base}/:id/publish", 200, async (t) => ({
      method: "POST",
      url: `${base}/${await draft(t, collection)}/publish`,
      payload: {},
    }));
    add("POST {base}/:id/unpublish", 200, async (t) => ({
      method: "POST",
      url: `${base}/${await draft(t, collection)}/unpublish`,
    }));
    add("GET {base}/:id/versions", 200, async (t) => ({
      method: "GET",
      url: `${base}/${await draft(t, collection)}/versions`,
    }));
    add("POST {base}/:id/versions/:version/restore", 200, async (t) => ({
      method: "POST",
      url: `${base}/${await draft(t, collection)}/versions/1/restore`,
    }));
    // This app has no built site to draw pages with, so an allowed person's preview answers 503
    // preview_unavailable (past the gate); tests/api/content/content-pages.test.ts tests the preview itself.
    add("GET {base}/:id/preview", 503, async (t) => ({
      method: "GET",
      url: `${base}/${await draft(t, collection)}/preview`,
    }));
    add("POST {base}/preview", 503, () => ({ method: "POST", url: `${base}/preview`, payload: fieldsOf(collection) }));
    // A new draft has no translation yet, so an allowed person's review answers 409 (past the
    // gate); tests/api/content/content-translations.test.ts tests the review itself.
    add("POST {base}/:id/translations/:locale/review", 409, async (t) => ({
      method: "POST",
      url: `${base}/${await draft(t, collection)}/translations/ru/review`,
    }));
    // An order that leaves every item out answers 409 order_changed to an allowed person (past the
    // gate); tests/api/content/content-order.test.ts tests ordering itself.
    if (collection === "machines" || collection === "product-lines") {
      add("PUT {base}/order", 409, () => ({ method: "PUT", url: `${base}/order`, payload: { ids: [999_999] } }));
    }
  }
  // The overview lists the items the person may edit: for whoever edits a collection.
  routes["GET /api/admin/content/translations"] = {
    roles: ["hr", "marketing"],
    status: 200,
    request: get("/api/admin/content/translations"),
  };
  // A request without a file answers 400 to those allowed (the file checks have their own tests).
  const upload = (url: string) => () => ({
    method: "POST" as const,
    url,
    headers: { "content-type": "multipart/form-data; boundary=x" },
    payload: "--x--\r\n",
  });
  routes["POST /api/admin/content/photos"] = {
    roles: ["marketing"],
    status: 400,
    request: upload("/api/admin/content/photos"),
  };
  routes["POST /api/admin/content/documents"] = {
    roles: ["marketing"],
    status: 400,
    request: upload("/api/admin/content/documents"),
  };
  return routes;
}
Object.assign(STAFF_ROUTES, contentRoutes());

const PEOPLE: readonly (readonly StaffRole[])[] = [
  ["administrator"],
  ["sales"],
  ["hr"],
  ["marketing"],
  ["sales", "hr"],
];

function mayUse(roles: readonly StaffRole[], route: StaffRoute): boolean {
  if (route.roles === "everyone" || roles.includes("administrator")) return true;
  return roles.some((role) => (route.roles as readonly StaffRole[]).includes(role));
}

// A cell may hash passwords (sign-in, a password change) at scrypt cost on a busy machine.
describe.each(availableDialects())("roles against every staff endpoint on %s", { timeout: 120_000 }, (dialect) => {
  let t: TestApp;
  const registered: string[] = [];

  beforeAll(async () => {
    const collect = (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== "HEAD") registered.push(`${method} ${route.url}`);
    };
    t = await buildTestApp({ dialect, onRoute: collect });
    await insertInquiry(t.db);
    await insertCatalogueRequest(t.db);
    await insertApplication(t.db, { resume_file: RESUME, resume_original_name: "cv.pdf" });
    writeFileSync(path.join(t.uploadsDir, RESUME), "%PDF-1.4\n%%EOF\n");
  });
  afterAll(() => t.close());

  it("knows every route the app registers: public, or listed here with who may use it", () => {
    expect(registered.length).toBeGreaterThan(20);
    const unknown = registered.filter((route) => !PUBLIC_ROUTES.has(route) && !(route in STAFF_ROUTES));
    expect(unknown).toEqual([]);
    const gone = Object.keys(STAFF_ROUTES).filter((route) => !registered.includes(route));
    expect(gone).toEqual([]);
  });

  it.each(Object.entries(STAFF_ROUTES))("%s: 401 without a session", async (_name, route) => {
    const person = await addPerson(t.db, ["administrator"]);
    const request = await route.request(t, person);
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(401);
  });

  it.each(Object.entries(STAFF_ROUTES))("%s: the allowed roles get through, the others 403", async (_name, route) => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const roles of PEOPLE) {
      const person = await addPerson(t.db, roles);
      const request = await route.request(t, person);
      const response = await t.app.inject({ ...request, headers: { ...request.headers, ...bearer(person.token) } });
      const allowed = mayUse(roles, route);
      outcomes.push(`${roles.join("+")}: ${response.statusCode}`);
      expected.push(`${roles.join("+")}: ${allowed ? route.status : 403}`);
      if (!allowed) expect(response.json().error.code).toBe("forbidden");
    }
    expect(outcomes).toEqual(expected);
  });
});
