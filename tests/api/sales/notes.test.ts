/**
 * Notes on a buyer (issue 24): a note event on the timeline, and each @mentioned colleague who is
 * active and may open the buyer mailed a link to it once; the list the form completes mentions from.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleOf } from "#contracts/sales-replies";
import { LEAD_ENV } from "#tests/fixtures/lead-forms";
import { insertBuyerWithLeads } from "#tests/fixtures/buyers";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("notes on a buyer on %s", (dialect) => {
  let t: TestApp;
  let author: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { ...LEAD_ENV } });
    author = await addPerson(t.db, ["sales"]);
  });
  afterAll(() => t.close());

  const note = (buyerId: number | string, payload: unknown, token = author.token) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/buyers/${buyerId}/notes`,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  const mentionMails = () =>
    t.db
      .selectFrom("outbox")
      .select(["recipients", "subject", "body_text", "reply_to", "source_table", "source_id"])
      .where("kind", "=", "note-mention")
      .orderBy("id")
      .execute();

  it("adds a note event and mails each mentioned active colleague once, with a link to the buyer", async () => {
    const buyer = await insertBuyerWithLeads(t.db);
    const colleague = await addPerson(t.db, ["sales"]);
    const admin = await addPerson(t.db, ["administrator"]);
    const away = await addPerson(t.db, ["sales"]);
    await t.db.updateTable("staff_users").set({ active: 0 }).where("id", "=", away.id).execute();
    const hr = await addPerson(t.db, ["hr"]);
    const before = (await mentionMails()).length;
    const text =
      `Asked for a visit in March. @${handleOf(colleague.email)} can you call? ` +
      `cc @${handleOf(admin.email).toUpperCase()}, @${handleOf(colleague.email)} again, ` +
      `@${handleOf(away.email)}, @${handleOf(hr.email)}, @${handleOf(author.email)}, @nobody, mail@${"example.com"}`;
    const answer = await note(buyer.id, { text });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().mentioned.sort()).toEqual([handleOf(colleague.email), handleOf(admin.email)].sort());

    const mails = (await mentionMails()).slice(before);
    expect(mails.map((mail) => JSON.parse(mail.recipients)).sort()).toEqual([[admin.email], [colleague.email]].sort());
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Person \d+ mentioned you in a note on Asha Mehta \(Mehta Polysacks\)$/);
      expect(mail.body_text).toContain(text);
      expect(mail.body_text).toContain(`https://www.example.com/admin/buyers/${buyer.id}`);
      expect(mail.reply_to).toBe(author.email);
      expect(mail.source_table).toBe("staff_users");
    }

    const events = await t.db
      .selectFrom("buyer_events")
      .select(["type", "by_id", "summary", "details"])
      .where("buyer_id", "=", buyer.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "note", by_id: author.id });
    // The summary is the note's first line, cut to 120 characters.
    expect(events[0]!.summary).toMatch(/^Note: Asked for a visit in March\. @.{80,}…$/);
    expect(events[0]!.summary.length).toBe("Note: ".length + 120);
    expect(JSON.parse(events[0]!.details!)).toMatchObject({
      text,
      mentioned: expect.arrayContaining([colleague.id, admin.id]),
    });
    // A first reply is a reply to the buyer: a note is not one.
    expect(
      await t.db.selectFrom("inquiries").select("first_reply_at").where("buyer_id", "=", buyer.id).executeTakeFirst(),
    ).toEqual({ first_reply_at: null });
  });

  it("keeps a note without mentions to the timeline, and mails no one", async () => {
    const buyer = await insertBuyerWithLeads(t.db);
    const before = (await mentionMails()).length;
    const answer = await note(buyer.id, { text: "Prefers WhatsApp; call after 4 pm IST." });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ mentioned: [] });
    expect(await mentionMails()).toHaveLength(before);
  });

  it("answers 400 to an empty, overlong or malformed note, 404 for no buyer, 403 for hr and marketing", async () => {
    const buyer = await insertBuyerWithLeads(t.db);
    for (const payload of [{}, { text: "" }, { text: "  \n " }, { text: "x".repeat(2_001) }, { text: 7 }, "{", "[]"]) {
      const answer = await note(buyer.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await note(buyer.id, { text: "x".repeat(2_000) })).statusCode).toBe(201);
    expect((await note("x1", { text: "Hello" })).statusCode).toBe(400);
    expect((await note(2_000_000_000, { text: "Hello" })).statusCode).toBe(404);
    for (const roles of [["hr"], ["marketing"]] as const) {
      const person = await addPerson(t.db, roles);
      expect((await note(buyer.id, { text: "Hello" }, person.token)).statusCode).toBe(403);
    }
  });

  it("lists the active colleagues who can be mentioned, by handle and name", async () => {
    const colleague = await addPerson(t.db, ["sales"]);
    const hr = await addPerson(t.db, ["hr"]);
    const gone = await addPerson(t.db, ["sales"]);
    await t.db.updateTable("staff_users").set({ active: 0 }).where("id", "=", gone.id).execute();
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/admin/sales/mentionable",
      headers: bearer(author.token),
    });
    expect(answer.statusCode).toBe(200);
    const handles = (answer.json().people as { handle: string; name: string }[]).map((person) => person.handle);
    expect(handles).toContain(handleOf(colleague.email));
    expect(handles).toContain(handleOf(author.email));
    expect(handles).not.toContain(handleOf(hr.email));
    expect(handles).not.toContain(handleOf(gone.email));
  });
});
