/**
 * Security review 2, T-10, on both databases: a publish scheduled by someone who, when its time
 * comes, is deactivated or no longer holds the collection's area is held, not published: it stays
 * off the site, the audit trail says why, and the administrators are mailed through the outbox.
 * Deactivating a person, or changing their roles, answers the publishes they have waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#contracts/audit";
import { contentPaths } from "#contracts/collections/api";
import { newItems } from "#tests/fixtures/content";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("a scheduled publish whose scheduler lost access, on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = await addPerson(t.db, ["administrator"]);
  });
  afterAll(() => t.close());

  const as = (person: { token: string }, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(person.token), ...(payload ? { payload } : {}) });

  /** Schedules a news item by `person` to go live in `ms`; answers its id. */
  async function schedule(person: { token: string }, title: string, ms: number) {
    const publishAt = new Date(Date.now() + ms).toISOString();
    const created = await as(person, "POST", contentPaths.collection("news"), { ...newItems.news, title, publishAt });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const published = await as(person, "POST", contentPaths.publish("news", id));
    expect(published.json().live).toBe("scheduled");
    return { id: id as number, publishAt };
  }

  /** After the publish time, once the server has looked again. */
  async function afterItsTime(publishAt: string) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(publishAt) - Date.now()) + 50));
    await t.app.sitePages.refresh();
  }

  async function auditOf(action: string, target: string): Promise<AuditEntry[]> {
    const answer = await as(admin, "GET", `/api/admin/audit?action=${action}`);
    return answer.json().items.filter((entry: AuditEntry) => entry.target === target);
  }

  const isLive = async (id: number) =>
    (await t.db.selectFrom("content_items").select("published").where("id", "=", id).executeTakeFirstOrThrow())
      .published !== null;

  it("holds the publish of a person deactivated before its time, and tells the administrators", async () => {
    const marketer = await addPerson(t.db, ["marketing"]);
    const { id, publishAt } = await schedule(marketer, "Plast India 2027: meet us in Hall 3", 1500);

    const deactivated = await as(admin, "PATCH", `/api/admin/users/${marketer.id}`, { active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().pendingSchedules).toEqual([
      { collection: "news", id, title: "Plast India 2027: meet us in Hall 3", publishAt },
    ]);

    await afterItsTime(publishAt);
    expect(await isLive(id)).toBe(false);
    const target = `news item ${id}`;
    expect(await auditOf("content.scheduled-live", target)).toEqual([]);
    const [held, ...more] = await auditOf("content.schedule-held", target);
    expect(more).toEqual([]);
    expect(held).toMatchObject({
      actor: null,
      outcome: "failure",
      details: {
        collection: "news",
        id,
        publishAt,
        scheduledBy: marketer.email,
        reason: "their account is deactivated",
      },
    });
    const mail = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "content-schedule-held")
      .where("source_id", "=", admin.id)
      .execute();
    expect(mail).toHaveLength(1);
    expect(JSON.parse(mail[0]!.recipients)).toEqual([admin.email]);
    expect(mail[0]!.body_text).toContain("Plast India 2027: meet us in Hall 3");
    // The draft is kept, for someone who may publish news to look at.
    const item = await as(admin, "GET", contentPaths.item("news", id));
    expect(item.statusCode).toBe(200);
  });

  it("holds the publish of a person whose role no longer covers the collection", async () => {
    const marketer = await addPerson(t.db, ["marketing"]);
    const { id, publishAt } = await schedule(marketer, "K 2028 in Düsseldorf", 1500);
    const moved = await as(admin, "PATCH", `/api/admin/users/${marketer.id}`, { roles: ["sales"] });
    expect(moved.json().pendingSchedules).toHaveLength(1);

    await afterItsTime(publishAt);
    expect(await isLive(id)).toBe(false);
    const [held] = await auditOf("content.schedule-held", `news item ${id}`);
    expect(held?.details).toMatchObject({ reason: "they no longer hold a role that may publish news" });
  });

  it("publishes, as before, what an active person who may still publish scheduled", async () => {
    const marketer = await addPerson(t.db, ["marketing"]);
    const { id, publishAt } = await schedule(marketer, "Interplas 2027 in Birmingham", 1000);
    await afterItsTime(publishAt);
    expect(await isLive(id)).toBe(true);
    expect(await auditOf("content.schedule-held", `news item ${id}`)).toEqual([]);
    expect(await auditOf("content.scheduled-live", `news item ${id}`)).toHaveLength(1);
  });
});
