/**
 * Replies to a buyer from the portal (issue 24): placeholders, the outbox row with its threading
 * headers, From the site and Reply-To the sender over SMTP and in the .eml file, the timeline event,
 * the first reply recorded once and never by the automatic catalogue mail, roles and bad input.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPLY_TEMPLATES } from "#contracts/sales-replies";
import { buyerThreadRoot } from "#server/modules/sales/reply-thread";
import { LEAD_ENV, productCatalogueRequest } from "#tests/fixtures/lead-forms";
import { insertBuyerWithLeads } from "#tests/fixtures/buyers";
import { eventually, startSmtpServer } from "#tests/fixtures/smtp";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const HOST = "www.example.com";
const FAST_OUTBOX = { pollIntervalMs: 50, baseBackoffMs: 100, maxBackoffMs: 300 };
const template = (id: string) => REPLY_TEMPLATES.find((entry) => entry.id === id)!;

/** A header of a raw message, folded lines joined. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim();
}

async function replyRows(t: TestApp, buyerEmail: string) {
  const rows = await t.db.selectFrom("outbox").selectAll().where("kind", "=", "sales-reply").orderBy("id").execute();
  return rows
    .filter((row) => (JSON.parse(row.recipients) as string[]).includes(buyerEmail))
    .map((row) => ({ ...row, headers: JSON.parse(row.headers!) as Record<string, string> }));
}

async function firstReplies(t: TestApp, buyerId: number) {
  const inquiries = await t.db
    .selectFrom("inquiries")
    .select("first_reply_at")
    .where("buyer_id", "=", buyerId)
    .execute();
  const requests = await t.db
    .selectFrom("catalogue_requests")
    .select("first_reply_at")
    .where("buyer_id", "=", buyerId)
    .execute();
  return [...inquiries, ...requests].map((row) =>
    row.first_reply_at ? new Date(row.first_reply_at).toISOString() : null,
  );
}

describe.each(availableDialects())("replies to a buyer on %s", (dialect) => {
  let t: TestApp;
  let sales: Awaited<ReturnType<typeof addPerson>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { ...LEAD_ENV } });
    sales = await addPerson(t.db, ["sales"]);
  });
  afterAll(() => t.close());

  const post = (buyerId: number | string, payload: unknown, token = sales.token, suffix = "") =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/buyers/${buyerId}/replies${suffix}`,
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });

  it("fills a template's placeholders from the buyer's latest lead and the sender, in the preview and the mail", async () => {
    const buyer = await insertBuyerWithLeads(t.db);
    const { subject, body } = template("catalogue-attached");
    const preview = await post(buyer.id, { subject, body }, sales.token, "/preview");
    expect(preview.statusCode).toBe(200);
    expect(preview.json().subject).toBe("The Tape Extrusion Line catalogue you asked for");
    expect(preview.json().body).toContain("Dear Asha Mehta,");
    expect(preview.json().body).toContain("https://www.example.com/catalogues/tape-extrusion-line.pdf");
    expect(preview.json().body).toContain("interests Mehta Polysacks most");
    expect(preview.json().body).toMatch(/Best regards,\nPerson \d+$/);
    expect(await replyRows(t, buyer.email)).toEqual([]);

    const sent = await post(buyer.id, { subject, body });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual(preview.json());
    const [row] = await replyRows(t, buyer.email);
    expect(row).toMatchObject({ subject: preview.json().subject, body_text: preview.json().body, status: "pending" });
  });

  it("stores the mail for the buyer, Reply-To the sender, with a Message-ID of our domain threaded to the buyer's root", async () => {
    const buyer = await insertBuyerWithLeads(t.db);
    const root = buyerThreadRoot(buyer.email, HOST);
    expect(root).toBe(buyerThreadRoot(buyer.email.toUpperCase(), HOST));
    expect((await post(buyer.id, { subject: "Your quotation", body: "Dear {name}," })).statusCode).toBe(202);
    expect((await post(buyer.id, { subject: "Re: your quotation", body: "A second word." })).statusCode).toBe(202);
    expect((await post(buyer.id, { subject: "And a third", body: "A third word." })).statusCode).toBe(202);

    const [first, second, third] = await replyRows(t, buyer.email);
    expect(first).toMatchObject({ reply_to: sales.email, source_table: "catalogue_requests", status: "pending" });
    expect(JSON.parse(first!.recipients)).toEqual([buyer.email]);
    const ids = [first, second, third].map((row) => row!.headers["Message-ID"]);
    for (const id of ids) expect(id).toMatch(new RegExp(`^<reply-[0-9a-f-]{36}@${HOST.replace(/\./g, "\\.")}>$`));
    expect(new Set(ids).size).toBe(3);
    expect(first!.headers).toMatchObject({ "In-Reply-To": root, References: root });
    expect(second!.headers).toMatchObject({ "In-Reply-To": ids[0], References: `${root} ${ids[0]}` });
    expect(third!.headers).toMatchObject({ "In-Reply-To": ids[1], References: `${root} ${ids[0]} ${ids[1]}` });
  });

  it("puts a reply event with subject, body and who on the timeline and records the first reply once", async () => {
    const buyer = await insertBuyerWithLeads(t.db);
    expect(await firstReplies(t, buyer.id)).toEqual([null, null]);
    await post(buyer.id, { subject: "Your quotation", body: "Dear {name}, it follows." });
    const [firstAt] = await firstReplies(t, buyer.id);
    expect(firstAt).not.toBeNull();
    expect(await firstReplies(t, buyer.id)).toEqual([firstAt, firstAt]);

    // A later lead of the same buyer, unanswered, gets the next reply's time; the answered keep theirs.
    const other = await addPerson(t.db, ["administrator"]);
    await t.db.updateTable("inquiries").set({ first_reply_at: null }).where("id", "=", buyer.inquiryId).execute();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await post(buyer.id, { subject: "Second", body: "More." }, other.token)).statusCode).toBe(202);
    const [inquiryAt, requestAt] = await firstReplies(t, buyer.id);
    expect(requestAt).toBe(firstAt);
    expect(inquiryAt).not.toBe(firstAt);

    const events = await t.db
      .selectFrom("buyer_events")
      .select(["type", "by_id", "summary", "details"])
      .where("buyer_id", "=", buyer.id)
      .orderBy("id")
      .execute();
    expect(events.map((event) => [event.type, event.by_id, event.summary])).toEqual([
      ["reply", sales.id, "Reply sent: Your quotation"],
      ["reply", other.id, "Reply sent: Second"],
    ]);
    expect(JSON.parse(events[0]!.details!)).toMatchObject({
      subject: "Your quotation",
      body: "Dear Asha Mehta, it follows.",
      by: expect.stringMatching(/^Person \d+$/),
    });
  });

  it("answers 400 naming an unknown placeholder, or one this buyer has no value for, and stores nothing", async () => {
    const buyer = await insertBuyerWithLeads(t.db, { catalogueRequest: false });
    const unknown = await post(buyer.id, { subject: "Hello {firstName}", body: "Dear {name}, {price} {price}" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain("{firstName}");
    expect(unknown.json().error.fields).toEqual({
      subject: expect.stringContaining("Unknown placeholder {firstName}"),
    });
    const inBody = await post(buyer.id, { subject: "Hello", body: "Dear {name}, {price} {price}" });
    expect(inBody.json().error).toMatchObject({ code: "invalid_input", fields: { body: expect.any(String) } });
    expect(inBody.json().error.message).toMatch(/^Unknown placeholder \{price\};/);
    const noProduct = await post(
      buyer.id,
      { subject: "About {product}", body: "Dear {name}," },
      sales.token,
      "/preview",
    );
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().error.message).toContain("{product} cannot be filled");
    expect(await replyRows(t, buyer.email)).toEqual([]);
    expect(await firstReplies(t, buyer.id)).toEqual([null]);
  });

  it("answers 400, never 5xx, to malformed input, and 404 for a buyer that is not there or merged away", async () => {
    const buyer = await insertBuyerWithLeads(t.db);
    const bad: [string | number, unknown][] = [
      [buyer.id, {}],
      [buyer.id, { subject: "Hi" }],
      [buyer.id, { subject: "", body: "text" }],
      [buyer.id, { subject: "   ", body: "text" }],
      [buyer.id, { subject: "Hi\r\nBcc: someone@example.net", body: "text" }],
      [buyer.id, { subject: "Hi", body: "x".repeat(10_001) }],
      [buyer.id, { subject: "s".repeat(201), body: "text" }],
      [buyer.id, { subject: "Hi", body: "bell \u0007" }],
      [buyer.id, { subject: 5, body: ["a"] }],
      [buyer.id, "not json at all"],
      [buyer.id, '{"subject": "Hi", "body": '],
      [buyer.id, [1, 2]],
      ["abc", { subject: "Hi", body: "text" }],
      [0, { subject: "Hi", body: "text" }],
      ["99999999999", { subject: "Hi", body: "text" }],
    ];
    for (const [id, payload] of bad) {
      const answer = await post(id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.code).toMatch(/^invalid_(input|json)$/);
    }
    expect((await post(2_000_000_000, { subject: "Hi", body: "text" })).statusCode).toBe(404);
    const merged = await insertBuyerWithLeads(t.db);
    await t.db.updateTable("buyers").set({ merged_into: buyer.id }).where("id", "=", merged.id).execute();
    expect((await post(merged.id, { subject: "Hi", body: "text" })).statusCode).toBe(404);
    expect(await replyRows(t, buyer.email)).toEqual([]);
  });

  it("lets sales and administrators reply; hr and marketing get 403", async () => {
    const buyer = await insertBuyerWithLeads(t.db);
    for (const roles of [["hr"], ["marketing"], ["hr", "marketing"]] as const) {
      const person = await addPerson(t.db, roles);
      const answer = await post(buyer.id, { subject: "Hi", body: "text" }, person.token);
      expect(answer.statusCode).toBe(403);
    }
    expect(await replyRows(t, buyer.email)).toEqual([]);
    for (const roles of [["sales"], ["administrator"]] as const) {
      const person = await addPerson(t.db, roles);
      expect((await post(buyer.id, { subject: "Hi", body: "text" }, person.token)).statusCode).toBe(202);
    }
    expect(await replyRows(t, buyer.email)).toHaveLength(2);
  });
});

describe.each(availableDialects())("a reply as it leaves on %s", (dialect) => {
  it("goes over SMTP From the site, Reply-To the sender, with its Message-ID and In-Reply-To", async () => {
    const smtp = await startSmtpServer();
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, SMTP_URL: smtp.url, MAIL_FROM: "JP Extrusion Systems <sales@jpextrusion.example>" },
      leadCapture: { startWorker: true, outbox: FAST_OUTBOX },
    });
    try {
      const sales = await addPerson(t.db, ["sales"]);
      const buyer = await insertBuyerWithLeads(t.db);
      const answer = await t.app.inject({
        method: "POST",
        url: `/api/admin/buyers/${buyer.id}/replies`,
        headers: bearer(sales.token),
        payload: { subject: "Your quotation", body: "Dear {name}, it follows." },
      });
      expect(answer.statusCode).toBe(202);
      await eventually(() => smtp.mails.length === 1, 5_000, "the reply over SMTP");
      const [mail] = smtp.mails;
      const [row] = await t.db.selectFrom("outbox").select(["headers", "status"]).execute();
      const headers = JSON.parse(row!.headers!) as Record<string, string>;
      expect(mail!.envelopeTo.map((to) => to.toLowerCase())).toEqual([buyer.email.toLowerCase()]);
      expect(mail!.replyTo).toBe(sales.email);
      expect(mail!.messageId).toBe(headers["Message-ID"]);
      expect(headerOf(mail!.content, "From")).toBe("JP Extrusion Systems <sales@jpextrusion.example>");
      expect(headerOf(mail!.content, "In-Reply-To")).toBe(buyerThreadRoot(buyer.email, HOST));
      expect(headerOf(mail!.content, "References")).toBe(buyerThreadRoot(buyer.email, HOST));
      expect(mail!.content).toContain("Dear Asha Mehta, it follows.");
      await eventually(
        async () => (await t.db.selectFrom("outbox").select("status").executeTakeFirst())?.status === "sent",
        5_000,
        "the reply recorded as sent",
      );
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it("writes the .eml threaded with the catalogue mail, which itself does not count as the first reply", async () => {
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV },
      leadCapture: { startWorker: true, outbox: FAST_OUTBOX },
    });
    try {
      const outboxDir = path.join(t.dataDir, "outbox");
      const emlFiles = (kind: string) => {
        try {
          return readdirSync(outboxDir).filter((name) => name.endsWith(`-${kind}.eml`));
        } catch {
          return [];
        }
      };
      // A catalogue request through the form, then linked to its buyer as the sales desk does.
      const email = "Ravi@PatelPipes.com";
      expect(
        (await t.app.inject({ method: "POST", url: "/send-email", payload: productCatalogueRequest({ email }) }))
          .statusCode,
      ).toBeLessThan(300);
      await eventually(() => emlFiles("catalogue-delivery").length === 1, 5_000, "the catalogue mail");
      const { id: buyerId } = await t.db
        .insertInto("buyers")
        .values({ email, email_key: email.toLowerCase(), name: "Ravi Patel" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db.updateTable("catalogue_requests").set({ buyer_id: buyerId }).execute();
      expect(await firstReplies(t, buyerId)).toEqual([null]);

      const root = buyerThreadRoot(email, HOST);
      const catalogueMail = readFileSync(path.join(outboxDir, emlFiles("catalogue-delivery")[0]!), "utf8");
      expect(headerOf(catalogueMail, "References")).toBe(root);

      const sales = await addPerson(t.db, ["sales"]);
      for (const subject of ["Your catalogue", "A quotation"]) {
        const answer = await t.app.inject({
          method: "POST",
          url: `/api/admin/buyers/${buyerId}/replies`,
          headers: bearer(sales.token),
          payload: { subject, body: "Dear {name}, about {product}." },
        });
        expect(answer.statusCode).toBe(202);
      }
      await eventually(() => emlFiles("sales-reply").length === 2, 5_000, "the replies' .eml files");
      const [first, second] = emlFiles("sales-reply")
        .map((name) => readFileSync(path.join(outboxDir, name), "utf8"))
        .sort((a, b) => (headerOf(a, "References")!.length < headerOf(b, "References")!.length ? -1 : 1));
      const firstId = headerOf(first!, "Message-ID");
      expect(firstId).toMatch(/^<reply-[0-9a-f-]{36}@www\.example\.com>$/);
      expect(headerOf(first!, "In-Reply-To")).toBe(root);
      expect(headerOf(second!, "In-Reply-To")).toBe(firstId);
      expect(headerOf(second!, "References")).toBe(`${root} ${firstId}`);
      expect(headerOf(first!, "Reply-To")).toBe(sales.email);
      expect(headerOf(first!, "From")).toContain("no-reply@");
      expect(first).toContain("Dear Ravi Patel, about Tape Extrusion Line.");
      expect(await firstReplies(t, buyerId)).not.toEqual([null]);
    } finally {
      await t.close();
    }
  });
});
