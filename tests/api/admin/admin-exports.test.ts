import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inquiryList } from "#server/modules/admin-lists/inquiries";
import { walkRecords } from "#server/modules/admin-lists/list-repository";
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

const BOM = "\uFEFF";

describe.each(availableDialects())("CSV exports on %s", (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth });
  const lines = (body: string) => body.slice(BOM.length).split("\r\n").slice(0, -1);

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    auth = bearer((await signIn(t.app)).token);
    await insertInquiry(t.db, {
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "+cmd@example.com",
      contact_number: "-2+3",
      created_at: "2026-11-22T18:45:00.000Z",
    });
    await insertInquiry(t.db, {
      name: 'Mehta, "Polysacks"',
      email: "@SUM(A1)",
      contact_number: "\t98250",
      created_at: "2026-11-22T05:00:00.000Z",
    });
    await insertInquiry(t.db, { name: "Spam Sender", is_spam: 1 });
    await insertApplication(t.db, {
      name: "Ravi Iyer",
      job_title: "QC Engineer",
      contact: "99000 11111",
      created_at: "2026-03-01T00:00:00.000Z",
    });
    await insertCatalogueRequest(t.db, {
      name: "Chidi Okafor",
      city: "Kano",
      state: "Kano",
      product_category: "Circular Looms",
      message: "line one\nline two",
      created_at: "2026-11-20T10:00:00.000Z",
    });
  });
  afterAll(() => t.close());

  it("exports inquiries as a UTF-8 CSV with a BOM, CRLF rows and a dated attachment name", async () => {
    const response = await get("/api/inquiries/export.csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="contact-inquiries-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.body.startsWith(BOM)).toBe(true);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = lines(response.body);
    expect(rows[0]).toBe("Name,Email,Contact Number,Status,Timestamp (IST)");
    expect(rows).toHaveLength(3);
  });

  it("neutralises cells a spreadsheet would run as formulas and quotes what RFC 4180 needs", async () => {
    const rows = lines((await get("/api/inquiries/export.csv")).body);
    expect(rows[1]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")",'+cmd@example.com,'-2+3,Pending,2026-11-23 00:15:00`,
    );
    expect(rows[2]).toBe(`"Mehta, ""Polysacks""",'@SUM(A1),'\t98250,Pending,2026-11-22 10:30:00`);
  });

  it("exports the filtered list: the search and the spam view", async () => {
    const searched = lines((await get("/api/inquiries/export.csv?q=mehta")).body);
    expect(searched).toHaveLength(2);
    expect(searched[1]).toContain("Polysacks");
    const spam = await get("/api/inquiries/export.csv?spam=true");
    expect(spam.headers["content-disposition"]).toContain("contact-inquiries-spam-");
    expect(
      lines(spam.body)
        .slice(1)
        .map((row) => row.split(",")[0]),
    ).toEqual(["Spam Sender"]);
    expect((await get("/api/inquiries/export.csv?sort=nope")).statusCode).toBe(400);
  });

  it("exports applications and catalogue requests with the spec's columns", async () => {
    const applications = lines((await get("/api/admin/applications/export.csv")).body);
    expect(applications).toEqual([
      "Name,Email,Contact Number,Position,Status,Timestamp (IST)",
      expect.stringMatching(/^Ravi Iyer,applicant\d+@example\.com,99000 11111,QC Engineer,Unread,2026-03-01 05:30:00$/),
    ]);
    const catalogue = (await get("/api/form/export.csv")).body;
    expect(lines(catalogue)[0]).toBe("Name,Email,Contact Number,City,State,Product Category,Message,Date (IST)");
    expect(catalogue).toContain(`Chidi Okafor,requester`);
    expect(catalogue).toContain(`,Kano,Kano,Circular Looms,"line one\nline two",2026-11-20 15:30:00\r\n`);
  });

  it("walks a long list in batches without skipping or repeating a record, even where sort keys tie", async () => {
    for (let i = 0; i < 12; i++)
      await insertInquiry(t.db, { name: i % 2 ? "Same Name" : "same name", created_at: "2026-01-01T00:00:00.000Z" });
    const ctx = { db: t.db, dialect: t.dialect };
    const walks = [
      ["name", "asc", ""],
      ["name", "desc", ""],
      ["createdAt", "desc", ""],
      ["id", "asc", ""],
      ["name", "asc", "same"],
      ["createdAt", "desc", "same"],
    ] as const;
    for (const [sort, order, q] of walks) {
      const seen: number[] = [];
      for await (const batch of walkRecords(ctx, inquiryList, { spam: false, sort, order, q }, 4))
        seen.push(...batch.map((row) => Number(row.id)));
      const page = (await get(`/api/inquiries?sort=${sort}&order=${order}&pageSize=100&q=${q}`)).json();
      expect(seen).toEqual(page.items.map((i: { id: number }) => i.id));
      expect(new Set(seen).size).toBe(page.total);
    }
  });
});
