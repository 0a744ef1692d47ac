/**
 * Translations of content items on both databases (decision 058): a locale's text read and written
 * beside the English, shared fields refused by name, the statuses (missing, needs review, reviewed,
 * out of date after an English edit), a publish putting every locale's text on the site, a restore
 * bringing back the translations of that version, the roles of each collection and the overview.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import { translationPaths } from "#contracts/collections/translations";
import { publishedEntries } from "#server/modules/site-content/published-content";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { newItems } from "#tests/fixtures/content";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

type Method = "GET" | "POST" | "PATCH";

const russian = {
  title: "Экспортёр года 2026",
  presentedBy: "Торгово-промышленная палата Гуджарата, Ахмадабад",
  summary: "За поставки оборудования в сорок четыре страны.",
  photos: [{ alt: "Кубок на постаменте в свете прожектора" }],
};

describe.each(availableDialects())("content translations on %s", (dialect) => {
  let t: TestApp;
  let marketing: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    marketing = bearer((await addPerson(t.db, ["marketing"])).token);
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: object, headers = marketing) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function newAward(): Promise<number> {
    const created = await call("POST", contentPaths.collection("news"), newItems.news);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().translations).toEqual({
      ru: "missing",
      vi: "missing",
      ar: "missing",
      es: "missing",
      fr: "missing",
    });
    return created.json().id as number;
  }

  const inRussian = (id: number) => `${contentPaths.item("news", id)}?locale=ru`;

  it("starts with the seeded translations on the site, needing an office's review", async () => {
    const exhibitions = (await call("GET", `${contentPaths.collection("exhibitions")}?pageSize=100`)).json();
    const interplastica = exhibitions.items.find((item: { slug: string }) => item.slug === "interplastica-2027");
    expect(interplastica.translations).toEqual({
      ru: "needs-review",
      vi: "needs-review",
      ar: "needs-review",
      es: "needs-review",
      fr: "needs-review",
    });
    const live = (await publishedEntries(t.db, "exhibitions")).find((entry) => entry.slug === "interplastica-2027");
    expect(live?.translations?.ru).toMatchObject({ city: "Москва", venue: "ЦВК «Экспоцентр»" });
    const news = (await call("GET", `${contentPaths.collection("news")}?pageSize=100`)).json().items;
    // The awards are seeded in every language too (content/seed/item-translations); a new item starts missing (below).
    const award = news.find((item: { slug: string }) => item.slug === "best-brand-2021");
    expect(award.translations.ru).toBe("needs-review");
  });

  it("reads a locale beside the English and writes its text fields, leaving the English as it was", async () => {
    const id = await newAward();
    const empty = await call("GET", inRussian(id));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ locale: "ru", status: "missing", fields: {} });
    expect(empty.json().english).toEqual({
      title: "Exporter of the Year 2026",
      presentedBy: "Gujarat chamber of commerce, Ahmedabad",
      summary: "Recognised for machinery exports to forty-four countries.",
      photos: [{ alt: "The trophy on a plinth under a spotlight" }],
    });

    const saved = await call("PATCH", inRussian(id), russian);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().fields).toEqual(russian);
    expect(saved.json().status).toBe("needs-review");
    expect(saved.json().translations.ru).toBe("needs-review");
    expect(saved.json().translations.vi).toBe("missing");

    const english = await call("GET", contentPaths.item("news", id));
    expect(english.json().fields.title).toBe("Exporter of the Year 2026");
    expect(english.json().fields.photos).toEqual(newItems.news.photos);
    expect(english.json().translations.ru).toBe("needs-review");
  });

  it("a part translated is missing the rest; null takes a field's translation away", async () => {
    const id = await newAward();
    const part = await call("PATCH", inRussian(id), { title: russian.title });
    expect(part.json().status).toBe("missing");
    expect(part.json().fieldStates).toMatchObject({ title: "translated", summary: "missing" });
    const cleared = await call("PATCH", inRussian(id), { title: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().fields).toEqual({});
  });

  it("refuses a shared field with a locale, naming it, and writes nothing", async () => {
    const id = await newAward();
    const answer = await call("PATCH", inRussian(id), { title: russian.title, kind: "photo", date: "2026-01-01" });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().error.fields).sort()).toEqual(["date", "kind"]);
    expect(answer.json().error.fields.kind).toMatch(/shared by every language/);
    expect((await call("GET", inRussian(id))).json().fields).toEqual({});
  });

  it("checks translated text by the field's own rules", async () => {
    const id = await newAward();
    const short = await call("PATCH", inRussian(id), { title: "Эк" });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ title: "Title needs at least 3 characters" });
    const photos = await call("PATCH", inRussian(id), {
      photos: [{ alt: "Кубок на постаменте" }, { alt: "Ещё одно фото" }],
    });
    expect(photos.statusCode).toBe(400);
    expect(photos.json().error.fields.photos).toMatch(/one for each in English/);
    const topic = await call("PATCH", inRussian(id), { topic: "Награды" });
    expect(topic.statusCode).toBe(400);
    expect(topic.json().error.fields.topic).toMatch(/no English/);
  });

  it("answers 400, never 5xx, to a locale it does not know or a body that is not an object", async () => {
    const id = await newAward();
    for (const query of ["locale=de", "locale=", "locale=RU", "locale=ru&locale=vi"]) {
      const read = await call("GET", `${contentPaths.item("news", id)}?${query}`);
      expect(read.statusCode, query).toBe(400);
      expect(read.json().error.code).toBe("invalid_input");
      const write = await call("PATCH", `${contentPaths.item("news", id)}?${query}`, { title: "Titre" });
      expect(write.statusCode, query).toBe(400);
    }
    const review = await call("POST", `${contentPaths.item("news", id)}/translations/de/review`);
    expect(review.statusCode).toBe(400);
    const notObject = await t.app.inject({
      method: "PATCH",
      url: inRussian(id),
      headers: { ...marketing, "content-type": "application/json" },
      payload: '["title"]',
    });
    expect(notObject.statusCode).toBe(400);
  });

  it("a review marks it reviewed; an English edit makes it out of date until it is redone", async () => {
    const id = await newAward();
    const refused = await call("POST", translationPaths.review("news", id, "ru"));
    expect(refused.statusCode).toBe(409);
    await call("PATCH", inRussian(id), russian);
    const reviewed = await call("POST", translationPaths.review("news", id, "ru"));
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().status).toBe("reviewed");

    const edited = await call("PATCH", contentPaths.item("news", id), {
      summary: "Recognised for exports to 45 countries.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().translations.ru).toBe("outdated");
    const outdated = (await call("GET", inRussian(id))).json();
    expect(outdated.status).toBe("outdated");
    expect(outdated.fieldStates).toMatchObject({ summary: "outdated", title: "translated" });

    const redone = await call("PATCH", inRussian(id), { summary: "За поставки оборудования в 45 стран." });
    expect(redone.json().status).toBe("needs-review");
    expect((await call("POST", translationPaths.review("news", id, "ru"))).json().status).toBe("reviewed");
  });

  it("a publish puts each locale's text on the site; a field out of date shows the English there", async () => {
    const id = await newAward();
    await call("PATCH", inRussian(id), russian);
    await call("PATCH", `${contentPaths.item("news", id)}?locale=ar`, { title: "مُصدِّر العام 2026" });
    const before = (await publishedEntries(t.db, "news")).find((entry) => entry.id === id);
    expect(before).toBeUndefined();

    const published = await call("POST", contentPaths.publish("news", id), {});
    expect(published.statusCode, published.body).toBe(200);
    const live = (await publishedEntries(t.db, "news")).find((entry) => entry.id === id);
    expect(live?.translations?.ru).toEqual(russian);
    expect(live?.translations?.ar).toEqual({ title: "مُصدِّر العام 2026" });

    // A translation written after the publish waits for the next one.
    await call("PATCH", inRussian(id), { title: "Экспортёр 2026 года" });
    expect((await call("GET", inRussian(id))).json().hasUnpublishedChanges).toBe(true);
    await call("PATCH", contentPaths.item("news", id), { title: "Exporter of the Year 2026 (state award)" });
    await call("POST", contentPaths.publish("news", id), {});
    const again = (await publishedEntries(t.db, "news")).find((entry) => entry.id === id);
    expect(again?.translations?.ru).not.toHaveProperty("title");
    expect(again?.translations?.ru).toMatchObject({ summary: russian.summary });
  });

  it("a restore brings back the translations the restored version had", async () => {
    const id = await newAward();
    await call("PATCH", inRussian(id), { title: "Экспортёр года 2026" });
    await call("PATCH", contentPaths.item("news", id), { title: "Exporter of the Year 2026, Gujarat" });
    await call("PATCH", inRussian(id), { title: "Экспортёр года 2026, Гуджарат" });
    await call("PATCH", `${contentPaths.item("news", id)}?locale=fr`, {
      title: "Exportateur de l'année 2026, Gujarat",
    });

    const restored = await call("POST", contentPaths.restore("news", id, 1));
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().fields.title).toBe("Exporter of the Year 2026");
    const ru = (await call("GET", inRussian(id))).json();
    expect(ru.fields).toEqual({ title: "Экспортёр года 2026" });
    expect(ru.fieldStates.title).toBe("translated");
    const fr = (await call("GET", `${contentPaths.item("news", id)}?locale=fr`)).json();
    expect(fr.fields).toEqual({});
  });

  it("lets only the collection's role translate it, and shows each role its collections' overview", async () => {
    const id = await newAward();
    const hr = bearer((await addPerson(t.db, ["hr"])).token);
    const sales = bearer((await addPerson(t.db, ["sales"])).token);
    expect((await call("GET", inRussian(id), undefined, hr)).statusCode).toBe(403);
    expect((await call("PATCH", inRussian(id), { title: russian.title }, hr)).statusCode).toBe(403);
    expect((await call("POST", translationPaths.review("news", id, "ru"), undefined, hr)).statusCode).toBe(403);

    const forHr = await call("GET", translationPaths.overview, undefined, hr);
    expect(forHr.statusCode).toBe(200);
    expect(new Set(forHr.json().items.map((item: { collection: string }) => item.collection))).toEqual(
      new Set(["openings"]),
    );
    expect((await call("GET", translationPaths.overview, undefined, sales)).statusCode).toBe(403);

    await call("PATCH", inRussian(id), { title: russian.title });
    const overview = await call("GET", translationPaths.overview);
    expect(overview.statusCode).toBe(200);
    const row = overview.json().items.find((item: { id: number }) => item.id === id);
    expect(row.locales.ru).toEqual({ status: "missing", translated: 1, fields: 4 });
    expect(row.title).toBe("Exporter of the Year 2026");
  });
});
