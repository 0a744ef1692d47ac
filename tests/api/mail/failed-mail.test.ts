// Mail that failed for good is visible and can be sent again, and sent mail does not stay for
// ever (security review S-22).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeSentMessages } from "#server/modules/mail/outbox-repository";
import { availableDialects } from "#tests/setup/databases";
import { bearer, createStaff, signIn } from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const DAY = 24 * 60 * 60_000;

describe.each(availableDialects())("failed and old mail on %s", { timeout: 60_000 }, (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    token = (await signIn(t.app)).token;
  });
  afterAll(() => t.close());

  const message = (fields: Record<string, unknown>) =>
    t.db
      .insertInto("outbox")
      .values({
        kind: "catalogue-delivery",
        recipients: JSON.stringify(["buyer@example.com"]),
        subject: "Your catalogue",
        body_text: "Dear buyer",
        source_table: "catalogue_requests",
        source_id: 1,
        next_attempt_at: new Date().toISOString(),
        ...fields,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

  it("lists the messages the outbox gave up on, to signed-in staff only", async () => {
    const failed = await message({ status: "failed", attempts: 15, last_error: "550 mailbox unavailable" });
    await message({ status: "pending" });
    expect((await t.app.inject({ method: "GET", url: "/api/admin/mail/failed" })).statusCode).toBe(401);
    const response = await t.app.inject({ method: "GET", url: "/api/admin/mail/failed", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(response.json().items).toEqual([
      expect.objectContaining({
        id: failed.id,
        kind: "catalogue-delivery",
        attempts: 15,
        lastError: "550 mailbox unavailable",
      }),
    ]);
  });

  it("queues a failed message again with a fresh count of attempts, and only a failed one", async () => {
    const failed = await message({ status: "failed", attempts: 15 });
    const resend = (id: number) =>
      t.app.inject({ method: "POST", url: `/api/admin/mail/failed/${id}/resend`, headers: bearer(token) });
    expect((await resend(failed.id)).statusCode).toBe(204);
    const row = await t.db.selectFrom("outbox").selectAll().where("id", "=", failed.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 0, lease_until: null });
    expect((await resend(failed.id)).statusCode).toBe(404);
    expect((await resend(999_999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/mail/failed/abc/resend", headers: bearer(token) }))
        .statusCode,
    ).toBe(400);
  });

  it("deletes sent messages older than the retention, and nothing else", async () => {
    const now = new Date();
    const old = await message({ status: "sent", sent_at: new Date(now.getTime() - 31 * DAY).toISOString() });
    const recent = await message({ status: "sent", sent_at: new Date(now.getTime() - 29 * DAY).toISOString() });
    const waiting = await message({ status: "pending" });
    expect(await purgeSentMessages(t.db, 30, now)).toBe(1);
    const left = (await t.db.selectFrom("outbox").select("id").execute()).map((r) => r.id);
    expect(left).not.toContain(old.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, waiting.id]));
  });
});
