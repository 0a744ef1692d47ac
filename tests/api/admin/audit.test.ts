/** The audit trail: an entry for each action staff take, who and from where, a list administrators filter and page, and no way to change history. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditEntry, AuditPage } from "#contracts/audit";
import { insertAuditEntry } from "#server/modules/audit/audit-log";
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

const RESUME = "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f.pdf";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0";

describe.each(availableDialects())("the audit trail on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = await addPerson(t.db, ["administrator"]);
  });
  afterAll(() => t.close());

  const as = (person: { token: string }) => ({ ...bearer(person.token), "user-agent": BROWSER });

  /** The newest entries of an action, through the API. */
  async function entries(query: string): Promise<AuditEntry[]> {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?${query}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json().items;
  }

  /**
   * Entries written by an onResponse hook (record changes, exports, resumes) land just after the
   * answer: wait until `count` are there.
   */
  async function entriesSoon(query: string, count = 1): Promise<AuditEntry[]> {
    let found: AuditEntry[] = [];
    await vi.waitFor(
      async () => {
        found = await entries(query);
        expect(found.length).toBeGreaterThanOrEqual(count);
      },
      { timeout: 5000, interval: 50 },
    );
    return found;
  }

  it("records sign-ins that succeed, fail and are throttled, with the address and browser", async () => {
    const person = await addPerson(t.db, ["sales"]);
    const login = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/admin/login",
        payload: { email: person.email, password },
        remoteAddress: "198.51.100.23",
        headers: { "user-agent": BROWSER },
      });
    expect((await login(STAFF_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) await login("not-the-password");
    // Refusals during the lock-out cost the client nothing: they are logged, and only the first is a row.
    for (let i = 0; i < 20; i++) expect((await login("not-the-password")).statusCode).toBe(429);
    const [newest, ...older] = await entries(`action=auth.sign-in&actor=${encodeURIComponent(person.email)}`);
    expect(newest).toMatchObject({ outcome: "locked-out" });
    expect(older.filter((e) => e.outcome === "locked-out")).toHaveLength(0);
    expect(older.filter((e) => e.outcome === "failure")).toHaveLength(5);
    expect(older.at(-1)).toMatchObject({
      actor: person.email,
      outcome: "success",
      address: "198.51.100.23",
      userAgent: BROWSER,
      details: { twoFactor: false },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      payload: { email: "Nobody@Example.com", password: "guess-guess-guess" },
    });
    expect(unknown.statusCode).toBe(401);
    const [tried] = await entries("action=auth.sign-in&actor=nobody@example.com");
    expect(tried).toMatchObject({ outcome: "failure", details: { reason: "unknown-account" } });
  });

  it("keeps only a keyed reference of an address that names no account, in the trail (review 2, T-07)", async () => {
    const typed = "Anita.Private@Example.com";
    const tried = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/admin/login", payload: { email, password: "guess-guess" } });
    expect((await tried(typed)).statusCode).toBe(401);
    expect((await tried(typed.toLowerCase())).statusCode).toBe(401);
    expect((await tried("someone.else@example.com")).statusCode).toBe(401);
    const rows = await t.db
      .selectFrom("audit_log")
      .select("actor_email")
      .where("action", "=", "auth.sign-in")
      .execute();
    expect(JSON.stringify(rows)).not.toMatch(/anita\.private/i);
    // The same address is the same reference, in any letter case; another address another one.
    const [newest, second, third] = await entries("action=auth.sign-in");
    expect(second!.actor).toMatch(/^unknown [0-9a-f]{16}$/);
    expect(third!.actor).toBe(second!.actor);
    expect(newest!.actor).toMatch(/^unknown [0-9a-f]{16}$/);
    expect(newest!.actor).not.toBe(second!.actor);
    // An administrator who searches for the address finds the tries.
    const found = await entries(`action=auth.sign-in&actor=${encodeURIComponent(typed.toLowerCase())}`);
    expect(found.map((entry) => entry.actor)).toEqual([second!.actor, second!.actor]);
  });

  it("records a sign-out", async () => {
    const person = await addPerson(t.db, ["hr"]);
    await t.app.inject({ method: "POST", url: "/api/auth/admin/logout", headers: as(person) });
    const [entry] = await entries(`action=auth.sign-out&actor=${encodeURIComponent(person.email)}`);
    expect(entry).toMatchObject({ outcome: "success", userAgent: BROWSER });
  });

  it("records a follow-up status and spam flag change with before and after", async () => {
    const sales = await addPerson(t.db, ["sales"]);
    const id = await insertInquiry(t.db);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/inquiries/${id}`,
      payload: { followupStatus: "Contacted", isSpam: true },
      headers: as(sales),
    });
    expect(response.statusCode).toBe(200);
    const [change] = await entriesSoon(`action=record.change&actor=${encodeURIComponent(sales.email)}`);
    expect(change).toMatchObject({
      target: `inquiry ${id}`,
      outcome: "success",
      details: {
        route: "/api/inquiries/:id",
        id: String(id),
        fields: ["followupStatus", "isSpam"],
        statusBefore: "Pending",
        statusAfter: "Contacted",
        spamBefore: false,
        spamAfter: true,
      },
    });

    // A change refused by the role gate is recorded as refused, without a before and after.
    const hr = await addPerson(t.db, ["hr"]);
    const refused = await t.app.inject({
      method: "PATCH",
      url: `/api/inquiries/${id}`,
      payload: { followupStatus: "Closed" },
      headers: as(hr),
    });
    expect(refused.statusCode).toBe(403);
    const [tried] = await entriesSoon(`action=record.change&actor=${encodeURIComponent(hr.email)}`);
    expect(tried).toMatchObject({ outcome: "refused", target: null, details: { id: String(id) } });
    expect(tried!.details).not.toHaveProperty("statusBefore");
  });

  it("records a catalogue request's spam flag change (it has no follow-up status)", async () => {
    const sales = await addPerson(t.db, ["sales"]);
    const id = await insertCatalogueRequest(t.db);
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/form/submissions/${id}`,
      payload: { isSpam: true },
      headers: as(sales),
    });
    expect(response.statusCode).toBe(200);
    const mine = await entriesSoon(`actor=${encodeURIComponent(sales.email)}`);
    expect(mine.map((e) => [e.action, e.target, e.details])).toEqual([
      [
        "record.change",
        `catalogue request ${id}`,
        { route: "/api/form/submissions/:id", id: String(id), fields: ["isSpam"], spamBefore: false, spamAfter: true },
      ],
    ]);
  });

  it("records a CSV export: the list, its filters (not the search term) and how many rows", async () => {
    const hr = await addPerson(t.db, ["hr"]);
    for (let i = 0; i < 3; i++) await insertApplication(t.db, { job_title: "Accountant" });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/applications/export.csv?q=Accountant&sort=name&order=desc",
      headers: as(hr),
    });
    expect(response.statusCode).toBe(200);
    const [entry] = await entriesSoon(`action=export.csv&actor=${encodeURIComponent(hr.email)}`);
    expect(entry).toMatchObject({
      target: "applications",
      details: {
        route: "/api/admin/applications/export.csv",
        filters: ["q", "sort", "order"],
        list: "applications",
        spam: false,
        sort: "name",
        order: "desc",
        rows: 3,
        complete: true,
      },
    });
    expect(JSON.stringify(entry)).not.toContain("Accountant");
  });

  it("records a resume opened", async () => {
    const hr = await addPerson(t.db, ["hr"]);
    const id = await insertApplication(t.db, { resume_file: RESUME, resume_original_name: "cv.pdf" });
    writeFileSync(path.join(t.uploadsDir, RESUME), "%PDF-1.4\n%%EOF\n");
    expect((await t.app.inject({ method: "GET", url: `/uploads/${RESUME}`, headers: as(hr) })).statusCode).toBe(200);
    const [entry] = await entriesSoon(`action=resume.download&actor=${encodeURIComponent(hr.email)}`);
    expect(entry).toMatchObject({ target: `application ${id}`, details: { file: RESUME } });
  });

  it("records invitations, role changes, deactivation, reactivation and set-password links", async () => {
    const invite = await t.app.inject({
      method: "POST",
      url: "/api/admin/users",
      payload: { email: "kavya.rao@example.com", name: "Kavya Rao", roles: ["marketing"] },
      headers: as(admin),
    });
    expect(invite.statusCode).toBe(201);
    const id = invite.json().user.id;
    const patch = (payload: object) =>
      t.app.inject({ method: "PATCH", url: `/api/admin/users/${id}`, payload, headers: as(admin) });
    expect((await patch({ roles: ["marketing", "sales"] })).statusCode).toBe(200);
    expect((await patch({ active: false })).statusCode).toBe(200);
    expect((await patch({ active: true })).statusCode).toBe(200);
    const link = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${id}/password-link`,
      headers: as(admin),
    });
    expect(link.statusCode).toBe(201);

    const mine = await entries(`actor=${encodeURIComponent(admin.email)}`);
    const about = mine.filter((entry) => entry.target === `user ${id}`).map((e) => [e.action, e.details]);
    expect(about).toEqual([
      ["user.password-link", { email: "kavya.rao@example.com", purpose: "invitation" }],
      ["user.reactivate", { email: "kavya.rao@example.com" }],
      ["user.deactivate", { email: "kavya.rao@example.com" }],
      ["user.roles", { email: "kavya.rao@example.com", before: ["marketing"], after: ["sales", "marketing"] }],
      ["user.invite", { email: "kavya.rao@example.com", roles: ["marketing"] }],
    ]);
  });

  it("records password changes, ended sessions and two-factor changes", async () => {
    const person = await addPerson(t.db, ["marketing"]);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/login",
      payload: { email: person.email, password: STAFF_PASSWORD },
    });
    const otherId = (await t.app.inject({ method: "GET", url: "/api/auth/admin/sessions", headers: as(person) }))
      .json()
      .sessions.find((s: { current: boolean }) => !s.current).id;
    expect(other.statusCode).toBe(200);
    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/admin/sessions/${otherId}`,
      payload: { password: STAFF_PASSWORD },
      headers: as(person),
    });
    expect(ended.statusCode).toBe(204);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/password",
      payload: { currentPassword: "not-it-at-all", newPassword: "spindle-4-cutter-green" },
      headers: as(person),
    });
    expect(wrong.statusCode).toBe(400);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/password",
      payload: { currentPassword: STAFF_PASSWORD, newPassword: "spindle-4-cutter-green" },
      headers: as(person),
    });
    const setup = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/setup",
      payload: { password: "spindle-4-cutter-green" },
      headers: as(person),
    });
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.json().secret) });
    await t.app.inject({ method: "POST", url: "/api/auth/admin/2fa/enable", payload: { code }, headers: as(person) });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/2fa/disable",
      payload: { password: "spindle-4-cutter-green" },
      headers: as(person),
    });

    const mine = await entries(`actor=${encodeURIComponent(person.email)}`);
    expect(mine.filter((e) => e.action !== "auth.sign-in").map((e) => [e.action, e.outcome])).toEqual([
      ["two-factor.disable", "success"],
      ["two-factor.enable", "success"],
      ["auth.password-change", "success"],
      ["auth.password-change", "failure"],
      ["auth.session-end", "success"],
    ]);
  });

  it("filters by actor, action and time, and pages by cursor without skipping or repeating", async () => {
    const base = Date.parse("2026-03-01T00:00:00.000Z");
    for (let i = 0; i < 120; i++) {
      await insertAuditEntry(t.db, {
        action: i % 2 ? "export.csv" : "record.change",
        outcome: "success",
        actorId: null,
        actorEmail: i % 3 ? "paging.one@example.com" : "paging.two@example.com",
        target: `inquiry ${i}`,
        // Pairs share a millisecond: the id settles their order.
        at: new Date(base + Math.floor(i / 2) * 60_000),
        address: null,
        userAgent: null,
      });
    }
    const window = "from=2026-03-01&to=2026-03-02";
    const seen: string[] = [];
    let cursor: string | null = "";
    let pages = 0;
    while (cursor !== null) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/audit?${window}${cursor ? `&before=${encodeURIComponent(cursor)}` : ""}`,
        headers: bearer(admin.token),
      });
      const page: AuditPage = response.json();
      seen.push(...page.items.map((e) => e.target ?? ""));
      cursor = page.older;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `inquiry ${119 - i}`));

    const second = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?${window}&before=${encodeURIComponent(
        (await t.app.inject({ method: "GET", url: `/api/admin/audit?${window}`, headers: bearer(admin.token) })).json()
          .older,
      )}`,
      headers: bearer(admin.token),
    });
    const back = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit?${window}&after=${encodeURIComponent(second.json().newer)}`,
      headers: bearer(admin.token),
    });
    expect(back.json().items.map((e: AuditEntry) => e.target)).toEqual(seen.slice(0, 50));
    expect(back.json().newer).toBeNull();

    const filtered = await entries(`${window}&actor=Paging.Two@Example.com&action=export.csv`);
    expect(filtered.map((e) => e.target)).toEqual(
      Array.from({ length: 120 }, (_, i) => 119 - i)
        .filter((i) => i % 2 === 1 && i % 3 === 0)
        .map((i) => `inquiry ${i}`),
    );
    const hour = await entries("from=2026-03-01T00:30:00Z&to=2026-03-01T00:32:00Z");
    expect(hour.map((e) => e.target)).toEqual(["inquiry 63", "inquiry 62", "inquiry 61", "inquiry 60"]);
  });

  it("refuses filters it does not know with a 400, never a 500", async () => {
    for (const query of [
      "action=drop.table",
      "from=yesterday",
      "before=12",
      "before=2026-03-01T00:00:00.000Z_1&after=2026-03-01T00:00:00.000Z_2",
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/audit?${query}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("invalid_input");
    }
  });

  it("cannot be changed or emptied, even by the database's own user", async () => {
    await insertAuditEntry(t.db, {
      action: "auth.sign-out",
      outcome: "success",
      actorId: null,
      actorEmail: "history@example.com",
      at: new Date(),
      address: null,
      userAgent: null,
    });
    await expect(sql`update audit_log set actor_email = 'someone.else@example.com'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    if (dialect === "postgres") await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await entries("actor=history@example.com")).toHaveLength(1);
  });
});
