/**
 * Content publishing in the audit trail (issue 13), on both databases: publish, unpublish, a
 * scheduled publish taking effect, restore and delete each leave one entry with who did it, which
 * collection and item, and where the item stood before and after; a refused attempt is recorded as
 * refused; the audit list filters by each of these actions.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AUDIT_ACTIONS, type AuditEntry } from "#contracts/audit";
import { contentPaths } from "#contracts/collections/api";
import { newItems } from "#tests/fixtures/content";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const CONTENT_ACTIONS = [
  "content.publish",
  "content.unpublish",
  "content.scheduled-live",
  "content.restore",
  "content.delete",
] as const;

describe.each(availableDialects())("content publishing in the audit trail on %s", (dialect) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof addPerson>>;
  let hr: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    admin = await addPerson(t.db, ["administrator"]);
    hr = await addPerson(t.db, ["hr"]);
  });
  afterAll(() => t.close());

  const as = (person: { token: string }, method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(person.token), ...(payload ? { payload } : {}) });

  /** The entries of an action about one item, newest first, once `count` are there (written after the answer). */
  async function entriesOf(action: string, target: string, count: number): Promise<AuditEntry[]> {
    let found: AuditEntry[] = [];
    await vi.waitFor(
      async () => {
        const answer = await t.app.inject({
          method: "GET",
          url: `/api/admin/audit?action=${action}`,
          headers: bearer(admin.token),
        });
        expect(answer.statusCode).toBe(200);
        found = (answer.json().items as AuditEntry[]).filter((entry) => entry.target === target);
        expect(found.length).toBeGreaterThanOrEqual(count);
      },
      { timeout: 8000, interval: 100 },
    );
    return found;
  }

  it("knows every content action: the audit list filters by each", async () => {
    for (const action of CONTENT_ACTIONS) {
      expect(AUDIT_ACTIONS[action]).toEqual(expect.any(String));
      const answer = await t.app.inject({
        method: "GET",
        url: `/api/admin/audit?action=${action}`,
        headers: bearer(admin.token),
      });
      expect(answer.statusCode, action).toBe(200);
    }
  });

  it("records a publish, an unpublish, a restore and a delete, by whom, with the state before and after", async () => {
    const created = (await as(hr, "POST", contentPaths.collection("openings"), newItems.openings)).json();
    const target = `openings item ${created.id}`;
    const changed = await as(hr, "PATCH", contentPaths.item("openings", created.id), { title: "Senior Fitter" });
    expect(changed.statusCode).toBe(200);

    expect((await as(hr, "POST", contentPaths.publish("openings", created.id))).statusCode).toBe(200);
    const [published] = await entriesOf("content.publish", target, 1);
    expect(published).toMatchObject({
      actor: hr.email,
      outcome: "success",
      details: {
        collection: "openings",
        id: created.id,
        slug: created.slug,
        title: "Senior Fitter",
        before: "draft",
        after: "live",
        version: 2,
      },
    });

    expect((await as(hr, "POST", contentPaths.restore("openings", created.id, 1))).statusCode).toBe(200);
    const [restored] = await entriesOf("content.restore", target, 1);
    expect(restored).toMatchObject({
      actor: hr.email,
      outcome: "success",
      details: { restoredFrom: 1, version: 3, before: "live", after: "live", title: newItems.openings.title },
    });

    expect((await as(admin, "POST", contentPaths.unpublish("openings", created.id))).statusCode).toBe(200);
    const [unpublished] = await entriesOf("content.unpublish", target, 1);
    expect(unpublished).toMatchObject({
      actor: admin.email,
      outcome: "success",
      details: { collection: "openings", id: created.id, before: "live", after: "draft" },
    });

    expect((await as(hr, "DELETE", contentPaths.item("openings", created.id))).statusCode).toBe(204);
    const [deleted] = await entriesOf("content.delete", target, 1);
    expect(deleted).toMatchObject({
      actor: hr.email,
      outcome: "success",
      details: { collection: "openings", slug: created.slug, before: "draft", after: "deleted" },
    });
  });

  it("records an attempt the person's roles refuse as refused, and a publish of a missing item as refused", async () => {
    const news = (await as(admin, "POST", contentPaths.collection("news"), newItems.news)).json();
    expect((await as(hr, "POST", contentPaths.publish("news", news.id))).statusCode).toBe(403);
    const [refused] = await entriesOf("content.publish", `news item ${news.id}`, 1);
    expect(refused).toMatchObject({ actor: hr.email, outcome: "refused", details: { collection: "news" } });
    expect(refused!.details).not.toHaveProperty("after");

    expect((await as(admin, "POST", contentPaths.publish("news", 999_999))).statusCode).toBe(404);
    const [missing] = await entriesOf("content.publish", "news item 999999", 1);
    expect(missing).toMatchObject({ actor: admin.email, outcome: "refused" });
  });

  it("records a scheduled publish twice: when it is published, and once when its time comes", async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const created = (
      await as(admin, "POST", contentPaths.collection("exhibitions"), { ...newItems.exhibitions, publishAt })
    ).json();
    const target = `exhibitions item ${created.id}`;
    expect((await as(hr, "POST", contentPaths.publish("exhibitions", created.id))).statusCode).toBe(403);
    const answer = await as(admin, "POST", contentPaths.publish("exhibitions", created.id));
    expect(answer.json().live).toBe("scheduled");
    const published = (await entriesOf("content.publish", target, 2)).filter((entry) => entry.outcome === "success");
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      actor: admin.email,
      details: { before: "draft", after: "scheduled", publishAt },
    });

    const [wentLive, ...more] = await entriesOf("content.scheduled-live", target, 1);
    expect(wentLive).toMatchObject({
      actor: null,
      outcome: "success",
      address: null,
      details: {
        collection: "exhibitions",
        id: created.id,
        title: newItems.exhibitions.name,
        before: "scheduled",
        after: "live",
        publishAt,
        scheduledBy: admin.email,
      },
    });
    expect(Date.parse(wentLive!.at)).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect(more).toEqual([]);

    // Later looks at the content (another publish, the poll) do not record it again.
    const other = (await as(admin, "POST", contentPaths.collection("galleries"), newItems.galleries)).json();
    await as(admin, "POST", contentPaths.publish("galleries", other.id));
    await entriesOf("content.publish", `galleries item ${other.id}`, 1);
    expect(await entriesOf("content.scheduled-live", target, 1)).toHaveLength(1);
  });

  it("a publish that is live at once is not recorded as a scheduled one going live", async () => {
    const created = (
      await as(admin, "POST", contentPaths.collection("news"), { ...newItems.news, title: "Open house at the works" })
    ).json();
    await as(admin, "POST", contentPaths.publish("news", created.id));
    await entriesOf("content.publish", `news item ${created.id}`, 1);
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=content.scheduled-live",
      headers: bearer(admin.token),
    });
    expect(answer.json().items.map((entry: AuditEntry) => entry.target)).not.toContain(`news item ${created.id}`);
  });
});
