/**
 * Unanswered leads: after REPLY_OVERDUE_HOURS working hours the owner is mailed and the lead
 * marked, after twice that the administrators; each once, on the buyer's timeline, counted in the
 * owner's office hours, and not for answered or spam leads.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import { addPerson, insertInquiry } from "#tests/fixtures/staff";

/** Monday 23 November 2026, 09:30 in India: the Ankleshwar office opens. */
const OPENING = "2026-11-23T04:00:00.000Z";
const at = (iso: string) => new Date(iso);

describe.each(availableDialects())("unanswered leads on %s", (dialect) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof addPerson>>;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  let buyerId: number;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { REPLY_OVERDUE_HOURS: "3" } });
    owner = await addPerson(t.db, ["sales"]);
    admin = await addPerson(t.db, ["administrator"]);
    const former = await addPerson(t.db, ["administrator"]);
    await t.db.updateTable("staff_users").set({ office: "ankleshwar" }).where("id", "=", owner.id).execute();
    await t.db.updateTable("staff_users").set({ active: 0 }).where("id", "=", former.id).execute();
    ({ id: buyerId } = await t.db
      .insertInto("buyers")
      .values({ email: "buyer@mehta.example", email_key: "buyer@mehta.example", name: "Rakesh Mehta" })
      .returning("id")
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t.close());

  const mails = async (id: number) =>
    (
      await t.db
        .selectFrom("outbox")
        .select(["kind", "recipients", "subject"])
        .where("source_table", "=", "inquiries")
        .where("source_id", "=", id)
        .orderBy("id")
        .execute()
    ).map((row) => ({ kind: row.kind, to: JSON.parse(row.recipients) as string[], subject: row.subject }));
  const marks = (id: number) =>
    t.db.selectFrom("inquiries").select(["overdue_at", "escalated_at"]).where("id", "=", id).executeTakeFirstOrThrow();
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

  it("mails the owner after the set working hours and the administrators after twice that, once each", async () => {
    const lead = await insertInquiry(t.db, {
      name: "Rakesh Mehta",
      owner_id: owner.id,
      buyer_id: buyerId,
      created_at: OPENING,
    });
    expect(await t.app.overdueLeads.check(at("2026-11-23T06:59:00Z"))).toEqual({ overdue: 0, escalated: 0 });
    expect(await t.app.overdueLeads.check(at("2026-11-23T07:00:00Z"))).toEqual({ overdue: 1, escalated: 0 });
    expect(await t.app.overdueLeads.check(at("2026-11-23T07:01:00Z"))).toEqual({ overdue: 0, escalated: 0 });
    expect(await mails(lead)).toEqual([
      {
        kind: "lead-overdue",
        to: [owner.email],
        subject: "Unanswered for 3 working hours: inquiry from Rakesh Mehta (Mehta Polysacks), India",
      },
    ]);
    expect(iso((await marks(lead)).overdue_at)).toBe("2026-11-23T07:00:00.000Z");

    expect(await t.app.overdueLeads.check(at("2026-11-23T10:00:00Z"))).toEqual({ overdue: 0, escalated: 1 });
    expect(await t.app.overdueLeads.check(at("2026-11-24T10:00:00Z"))).toEqual({ overdue: 0, escalated: 0 });
    const sent = await mails(lead);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ kind: "lead-escalated", to: [admin.email] });
    expect(iso((await marks(lead)).escalated_at)).toBe("2026-11-23T10:00:00.000Z");

    const events = await t.db
      .selectFrom("buyer_events")
      .select(["type", "summary", "lead_table", "lead_id", "by_id"])
      .where("buyer_id", "=", buyerId)
      .orderBy("id")
      .execute();
    expect(events).toEqual([
      {
        type: "status",
        summary: "Unanswered for 3 working hours",
        lead_table: "inquiries",
        lead_id: lead,
        by_id: null,
      },
      {
        type: "status",
        summary: "Unanswered for 6 working hours; administrators told",
        lead_table: "inquiries",
        lead_id: lead,
        by_id: null,
      },
    ]);
  });

  // The checks below run later and later, as the job's clock only moves forward.
  it("counts only the owner's working hours: a lead at 16:30 is not overdue that evening", async () => {
    // Wednesday 16:30 in India: an hour and a half of the working day is left, the rest waits for Thursday.
    const lead = await insertInquiry(t.db, { owner_id: owner.id, created_at: "2026-11-25T11:00:00.000Z" });
    await t.app.overdueLeads.check(at("2026-11-25T20:00:00Z"));
    expect(await mails(lead)).toEqual([]);
    // Thursday 11:00 there: 90 + 90 minutes.
    await t.app.overdueLeads.check(at("2026-11-26T05:30:00Z"));
    expect((await mails(lead)).map((mail) => mail.kind)).toEqual(["lead-overdue"]);
  });

  it("mails the administrators when an overdue lead has no owner", async () => {
    // The export desk opens at 09:00 in India (03:30 UTC).
    const lead = await insertInquiry(t.db, { created_at: "2026-11-27T03:30:00.000Z" });
    await t.app.overdueLeads.check(at("2026-11-27T06:30:00Z"));
    expect(await mails(lead)).toEqual([expect.objectContaining({ kind: "lead-overdue", to: [admin.email] })]);
  });

  it("leaves answered and spam leads alone", async () => {
    const answered = await insertInquiry(t.db, {
      owner_id: owner.id,
      created_at: "2026-11-30T04:00:00.000Z",
      first_reply_at: "2026-11-30T04:30:00.000Z",
    });
    const spam = await insertInquiry(t.db, { is_spam: 1, created_at: "2026-11-30T04:00:00.000Z" });
    await t.app.overdueLeads.check(at("2026-12-01T12:00:00Z"));
    expect(await mails(answered)).toEqual([]);
    expect(await mails(spam)).toEqual([]);
    expect(await marks(answered)).toEqual({ overdue_at: null, escalated_at: null });
  });

  it("runs in one process when two ask at the same moment", async () => {
    const lead = await insertInquiry(t.db, { owner_id: owner.id, created_at: "2026-12-02T04:00:00.000Z" });
    const now = at("2026-12-02T07:30:00Z");
    const results = await Promise.all([t.app.overdueLeads.check(now), t.app.overdueLeads.check(now)]);
    expect(results).toContainEqual(null);
    expect(await mails(lead)).toHaveLength(1);
  });
});
