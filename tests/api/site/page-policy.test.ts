/**
 * Security review 2, T-02, on both databases: a page's script-src lists only scripts the build
 * produced. Publishing a news item never changes it, not even one whose stored HTML somehow holds
 * a script (past the sanitiser): the page's data carries it, as JSON, and no script the page runs;
 * the draft preview's policy is the page's. (A script drawn into the page itself is refused by
 * server/modules/static-site/static-site-files.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import {
  executableInlineScripts,
  scriptHashSource,
  scriptHashSources,
} from "#server/modules/static-site/csp-script-hashes";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, CLIENT_DIR, ensureBuild, type TestApp } from "#tests/setup/test-app";

const INJECTED = 'document.title="taken over"';

const story = (title: string) => ({
  kind: "story",
  title,
  date: "2026-11-26",
  topic: "Works",
  summary: "The second washing line is running in the test hall.",
  body: "<p>Ankleshwar, 26 November 2026. A second line now runs in the test hall.</p>",
  photos: [{ name: "award-best-brand-2021", alt: "The trophy on a plinth under a spotlight" }],
});

function scriptSrc(policy: unknown): string[] {
  const directive = String(policy)
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("script-src "));
  return (directive ?? "").split(" ").slice(1).sort();
}

beforeAll(() => ensureBuild(), 600_000);

describe.each(availableDialects())("the page policy allows only the build's scripts, on %s", (dialect) => {
  let t: TestApp;
  let marketing: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, clientDir: CLIENT_DIR });
    marketing = await addPerson(t.db, ["marketing"]);
  }, 120_000);
  afterAll(() => t?.close());

  const page = (url: string) => t.app.inject({ method: "GET", url });
  const asMarketing = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(marketing.token), ...(payload ? { payload } : {}) });

  async function publishStory(title: string): Promise<number> {
    const created = await asMarketing("POST", contentPaths.collection("news"), story(title));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await asMarketing("POST", contentPaths.publish("news", id))).statusCode).toBe(200);
    return id;
  }

  it("publishing a news item leaves the page's script-src as it was", async () => {
    const before = await page("/news");
    await publishStory("A second washing line for customer trials");
    const after = await page("/news");
    expect(after.body).toContain("A second washing line for customer trials");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(scriptSrc(after.headers["content-security-policy"])).toEqual(
      scriptSrc(before.headers["content-security-policy"]),
    );
    // Every script the page runs is allowed: the loader data is JSON, not a script of its own.
    for (const hash of scriptHashSources(after.body))
      expect(scriptSrc(after.headers["content-security-policy"])).toContain(hash);
  });

  it("a script in a published item's stored HTML changes the page's data, not its scripts or its policy", async () => {
    const before = await page("/news");
    const id = await publishStory("The hall's open day");
    // As if the sanitiser had been got round: the stored, published body carries a script.
    const row = await t.db
      .selectFrom("content_items")
      .select("published")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const published = JSON.parse(row.published!);
    published.body += `<script>${INJECTED}</script>`;
    await t.db
      .updateTable("content_items")
      .set({ published: JSON.stringify(published) })
      .where("id", "=", id)
      .execute();
    await t.app.sitePages.refresh();

    const after = await page("/news");
    expect(after.body).toContain("taken over");
    expect(executableInlineScripts(after.body).filter((script) => script.includes("taken over"))).toEqual([]);
    const allowed = scriptSrc(after.headers["content-security-policy"]);
    expect(allowed).not.toContain(scriptHashSource(INJECTED));
    expect(allowed).toEqual(scriptSrc(before.headers["content-security-policy"]));
  });

  it("the draft preview allows the same scripts as the page, whatever the draft holds", async () => {
    const draft = (await asMarketing("POST", contentPaths.collection("news"), story("Plast India 2027 dates"))).json();
    const preview = await asMarketing("GET", contentPaths.preview("news", draft.id));
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain("Plast India 2027 dates");
    expect(scriptSrc(preview.headers["content-security-policy"])).toEqual(
      scriptSrc((await page("/news")).headers["content-security-policy"]),
    );
  });
});
