import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import {
  bearer,
  createStaff,
  holdNotification,
  insertApplication,
  insertCatalogueRequest,
  insertInquiry,
  notificationStatus,
  signIn,
} from "#tests/fixtures/staff";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("staff lists on %s", (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const get = async (url: string) => t.app.inject({ method: "GET", url, headers: auth });
  const patch = async (url: string, payload: unknown) =>
    t.app.inject({ method: "PATCH", url, headers: auth, payload: payload as object });
  const ids = {} as Record<
    | "asha"
    | "zed"
    | "percent"
    | "spam1"
    | "spam2"
    | "qc"
    | "plc"
    | "spamApp"
    | "old"
    | "newer"
    | "middle"
    | "spamRequest",
    number
  >;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    auth = bearer((await signIn(t.app)).token);
    for (let i = 1; i <= 23; i++) await insertInquiry(t.db, { name: `Buyer ${String(i).padStart(2, "0")}` });
    ids.asha = await insertInquiry(t.db, {
      name: "asha Mehta",
      email: "ASHA@Polysacks.in",
      contact_number: "+91 98250 12345",
    });
    ids.zed = await insertInquiry(t.db, { name: "Zed Kapoor", email: "zed@example.com" });
    ids.percent = await insertInquiry(t.db, { name: "100% Woven_Sacks", email: "sales@woven.example" });
    ids.spam1 = await insertInquiry(t.db, { name: "Cheap Pills", email: "spam@spam.example", is_spam: 1 });
    ids.spam2 = await insertInquiry(t.db, { name: "Crypto Offer", email: "offer@spam.example", is_spam: 1 });
    await holdNotification(t.db, "inquiries", ids.spam1);
    await holdNotification(t.db, "inquiries", ids.spam2);
  });
  afterAll(() => t.close());

  describe("contact inquiries", () => {
    it("pages by id ascending, 10 to a page, with the total of normal records", async () => {
      const first = (await get("/api/inquiries")).json();
      expect(first).toMatchObject({ total: 26, page: 1, pageSize: 10 });
      expect(first.items).toHaveLength(10);
      const firstIds = first.items.map((i: { id: number }) => i.id);
      expect(firstIds).toEqual([...firstIds].sort((a, b) => a - b));
      const third = (await get("/api/inquiries?page=3")).json();
      expect(third.items).toHaveLength(6);
      expect(third.items.at(-1).id).toBe(ids.percent);
      expect((await get("/api/inquiries?page=4")).json()).toMatchObject({ items: [], total: 26 });
      expect((await get("/api/inquiries?q=buyer&page=4")).json()).toMatchObject({ items: [], total: 23 });
      expect((await get("/api/inquiries?q=buyer&page=3")).json().items).toHaveLength(3);
    });

    it("pages a search in the order asked for, with the total on every page", async () => {
      const all = (await get("/api/inquiries?q=buyer&sort=name&order=desc&pageSize=100")).json();
      expect(all.total).toBe(23);
      const names = all.items.map((i: { name: string }) => i.name.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
      const pages = [];
      for (let page = 1; page <= 5; page++) {
        const answer = (await get(`/api/inquiries?q=buyer&sort=name&order=desc&pageSize=5&page=${page}`)).json();
        expect(answer.total).toBe(23);
        pages.push(...answer.items.map((i: { id: number }) => i.id));
      }
      expect(pages).toEqual(all.items.map((i: { id: number }) => i.id));
    });

    it("reads a page past the middle from the other end in the same order", async () => {
      const all = (await get("/api/inquiries?pageSize=100")).json().items.map((i: { id: number }) => i.id);
      const pages = [];
      for (let page = 1; page <= 6; page++)
        pages.push(
          ...(await get(`/api/inquiries?pageSize=5&page=${page}`)).json().items.map((i: { id: number }) => i.id),
        );
      expect(pages).toEqual(all);
      const desc = (await get("/api/inquiries?order=desc&pageSize=7&page=3"))
        .json()
        .items.map((i: { id: number }) => i.id);
      expect(desc).toEqual([...all].reverse().slice(14, 21));
    });

    it("answers the admin fields in camelCase", async () => {
      const { items } = (await get("/api/inquiries?q=asha")).json();
      expect(items).toEqual([
        {
          id: ids.asha,
          name: "asha Mehta",
          companyName: "Mehta Polysacks",
          email: "ASHA@Polysacks.in",
          contactNumber: "+91 98250 12345",
          city: "Surat",
          state: "Gujarat",
          country: "India",
          message: "Quotation for a circular loom",
          followupStatus: "Pending",
          isSpam: false,
          spamReasons: [],
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          // The sales desk's fields (issue 24): not linked or owned until its job runs.
          buyerId: null,
          owner: null,
          assignedAt: null,
          firstReplyAt: null,
          source: null,
          // The buyer's language (issue 25): English when the form sent none from an English page.
          language: "en",
        },
      ]);
    });

    it("answers why a record was filed as spam, as the stored reason codes", async () => {
      const id = await insertInquiry(t.db, {
        name: "Reasoned Spam",
        email: "reasons@spam.example",
        is_spam: 1,
        spam_reasons: JSON.stringify(["honeypot", "links-in-message"]),
      });
      const { items } = (await get("/api/inquiries/spam?q=reasons%40spam")).json();
      expect(items).toEqual([
        expect.objectContaining({ id, isSpam: true, spamReasons: ["honeypot", "links-in-message"] }),
      ]);
      // The spam counts below are of the records made in beforeAll.
      await t.db.deleteFrom("inquiries").where("id", "=", id).execute();
    });

    it.each([
      ["name", "ASHA MEH"],
      ["e-mail", "polysacks.IN"],
      ["contact number", "98250 123"],
      ["two letters", "ze"],
    ])("searches the %s without regard to case", async (_field, q) => {
      const { items, total } = (await get(`/api/inquiries?q=${encodeURIComponent(q)}`)).json();
      expect(total).toBe(items.length);
      expect(items.length).toBeGreaterThan(0);
      expect(
        items.every((i: { name: string; email: string; contactNumber: string }) =>
          `${i.name}|${i.email}|${i.contactNumber}`.toLowerCase().includes(q.toLowerCase()),
        ),
      ).toBe(true);
    });

    it("treats % _ and quotes in a search as plain characters", async () => {
      expect(
        (await get(`/api/inquiries?q=${encodeURIComponent("100%")}`)).json().items.map((i: { id: number }) => i.id),
      ).toEqual([ids.percent]);
      expect(
        (await get(`/api/inquiries?q=${encodeURIComponent("n_S")}`)).json().items.map((i: { id: number }) => i.id),
      ).toEqual([ids.percent]);
      expect((await get(`/api/inquiries?q=${encodeURIComponent("%%%")}`)).json().total).toBe(0);
      expect((await get(`/api/inquiries?q=${encodeURIComponent('"asha" OR zed')}`)).json().total).toBe(0);
      expect((await get(`/api/inquiries?q=${encodeURIComponent("zzz*")}`)).statusCode).toBe(200);
    });

    it("sorts by name without regard to case, both ways", async () => {
      const asc = (await get("/api/inquiries?sort=name&pageSize=100"))
        .json()
        .items.map((i: { name: string }) => i.name);
      expect(asc[0]).toBe("100% Woven_Sacks");
      expect(asc[1]).toBe("asha Mehta");
      expect(asc.at(-1)).toBe("Zed Kapoor");
      const desc = (await get("/api/inquiries?sort=name&order=desc&pageSize=3"))
        .json()
        .items.map((i: { name: string }) => i.name);
      expect(desc).toEqual(["Zed Kapoor", "Buyer 23", "Buyer 22"]);
    });

    it("lists spam apart, counts it, and moves a record back when staff mark it Not Spam", async () => {
      const spam = (await get("/api/inquiries/spam")).json();
      expect(spam.items.map((i: { id: number }) => i.id).sort()).toEqual([ids.spam1, ids.spam2].sort());
      expect((await get("/api/inquiries/spam/count")).json()).toEqual({ count: 2 });
      expect((await get("/api/inquiries?q=cheap")).json().total).toBe(0);

      const changed = await patch(`/api/inquiries/${ids.spam1}`, { isSpam: false });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ id: ids.spam1, isSpam: false });
      expect(await notificationStatus(t.db, "inquiries", ids.spam1)).toBe("pending");
      expect(await notificationStatus(t.db, "inquiries", ids.spam2)).toBe("held");
      expect((await get("/api/inquiries/spam/count")).json()).toEqual({ count: 1 });
      expect((await get("/api/inquiries?q=cheap")).json().items.map((i: { id: number }) => i.id)).toEqual([ids.spam1]);

      // Only a record that was spam has anything to release.
      await holdNotification(t.db, "inquiries", ids.zed);
      expect((await patch(`/api/inquiries/${ids.zed}`, { isSpam: false })).statusCode).toBe(200);
      expect(await notificationStatus(t.db, "inquiries", ids.zed)).toBe("held");
      expect((await patch(`/api/inquiries/${ids.spam1}`, { isSpam: true })).json().isSpam).toBe(true);
      expect((await get("/api/inquiries/spam/count")).json()).toEqual({ count: 2 });
    });

    it("keeps the totals right as records arrive, change view and are deleted", async () => {
      const before = (await get("/api/inquiries")).json().total;
      const spamBefore = (await get("/api/inquiries/spam/count")).json().count;
      const a = await insertInquiry(t.db, { name: "Counted One" });
      const b = await insertInquiry(t.db, { name: "Counted Two", is_spam: 1 });
      expect((await get("/api/inquiries")).json().total).toBe(before + 1);
      expect((await get("/api/inquiries/spam/count")).json().count).toBe(spamBefore + 1);
      await t.db.updateTable("inquiries").set({ is_spam: 1 }).where("id", "=", a).execute();
      expect((await get("/api/inquiries")).json().total).toBe(before);
      expect((await get("/api/inquiries/spam")).json().total).toBe(spamBefore + 2);
      await t.db.deleteFrom("inquiries").where("id", "in", [a, b]).execute();
      expect((await get("/api/inquiries")).json().total).toBe(before);
      expect((await get("/api/inquiries/spam/count")).json().count).toBe(spamBefore);
      expect((await get("/api/inquiries?q=counted")).json().total).toBe(0);
    });

    it("saves a follow-up status at once", async () => {
      const response = await patch(`/api/inquiries/${ids.zed}`, { followupStatus: "No Response" });
      expect(response.statusCode).toBe(200);
      const { items } = (await get("/api/inquiries?q=zed%20kap")).json();
      expect(items[0].followupStatus).toBe("No Response");
    });

    it.each([
      ["an unknown status", { followupStatus: "Closed" }, "followupStatus"],
      ["an application status", { followupStatus: "Hired" }, "followupStatus"],
      ["a spam flag that is not a boolean", { isSpam: "yes" }, "isSpam"],
      ["nothing to change", {}, "followupStatus"],
    ])("refuses %s with 400 naming the field", async (_name, payload, field) => {
      const response = await patch(`/api/inquiries/${ids.zed}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    });

    it("answers 404 for an unknown id and 400 for an id that is not one", async () => {
      expect((await patch("/api/inquiries/999999", { followupStatus: "Read" })).statusCode).toBe(404);
      for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
        const response = await patch(`/api/inquiries/${id}`, { followupStatus: "Read" });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.fields).toHaveProperty("id");
      }
    });

    it.each([
      ["sort=password_hash", "sort"],
      ["order=sideways", "order"],
      ["page=0", "page"],
      ["page=abc", "page"],
      ["pageSize=101", "pageSize"],
      ["pageSize=-5", "pageSize"],
      ["q=a&q=b", "q"],
      ["spam=maybe", "spam"],
      [`q=${"x".repeat(201)}`, "q"],
    ])("refuses ?%s with 400 naming %s", async (query, field) => {
      const response = await get(`/api/inquiries?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    });
  });

  describe("pages in id order across blocks of ids", () => {
    it("gives every record once, in order, whatever the page size and direction", async () => {
      for (const id of [4095, 4096, 8191, 8192, 12289, 30000, 30001])
        await insertInquiry(t.db, { id, name: `Block ${id}` });
      await insertInquiry(t.db, { id: 8193, name: "Block spam", is_spam: 1 });
      const expected = (
        await t.db.selectFrom("inquiries").select("id").where("is_spam", "=", 0).orderBy("id").execute()
      ).map((r) => r.id);
      for (const order of ["asc", "desc"] as const) {
        for (const pageSize of [1, 3, 7]) {
          const seen: number[] = [];
          for (let page = 1; seen.length < expected.length + pageSize; page++) {
            const body = (await get(`/api/inquiries?order=${order}&pageSize=${pageSize}&page=${page}`)).json();
            expect(body.total).toBe(expected.length);
            if (body.items.length === 0) break;
            seen.push(...body.items.map((i: { id: number }) => i.id));
          }
          expect(seen).toEqual(order === "asc" ? expected : [...expected].reverse());
        }
      }
      const spam = (await get("/api/inquiries/spam?pageSize=1&page=2")).json();
      expect(spam.items).toHaveLength(1);
    });
  });

  describe("job applications", () => {
    beforeAll(async () => {
      ids.qc = await insertApplication(t.db, {
        name: "Ravi Iyer",
        job_title: "QC Engineer",
        resume_file: "0b6e3a52-8c1f-4f0e-9d1a-5c3b2a1e9f77.pdf",
        resume_original_name: "Ravi CV.pdf",
      });
      ids.plc = await insertApplication(t.db, { name: "Meera Nair", job_title: "PLC Programmer" });
      ids.spamApp = await insertApplication(t.db, { name: "Bot", job_title: "Accountant", is_spam: 1 });
      await holdNotification(t.db, "job_applications", ids.spamApp);
    });

    it("lists applications with the position and a resume link, or null when there is none", async () => {
      const { items, total } = (await get("/api/admin/applications")).json();
      expect(total).toBe(2);
      expect(items[0]).toMatchObject({
        id: ids.qc,
        name: "Ravi Iyer",
        jobTitle: "QC Engineer",
        qualification: "B.E. Mechanical",
        followupStatus: "Unread",
        isSpam: false,
        resumePath: "/uploads/0b6e3a52-8c1f-4f0e-9d1a-5c3b2a1e9f77.pdf",
        resumeOriginalName: "Ravi CV.pdf",
      });
      expect(items[1].resumePath).toBeNull();
    });

    it("searches the position, and shows the spam view with ?spam=true and its count", async () => {
      expect((await get("/api/admin/applications?q=plc%20prog")).json().items.map((i: { id: number }) => i.id)).toEqual(
        [ids.plc],
      );
      expect((await get("/api/admin/applications?spam=true")).json().items.map((i: { id: number }) => i.id)).toEqual([
        ids.spamApp,
      ]);
      expect((await get("/api/admin/applications/spam/count")).json()).toEqual({ count: 1 });
    });

    it("sorts by position", async () => {
      const { items } = (await get("/api/admin/applications?sort=jobTitle&order=asc")).json();
      expect(items.map((i: { jobTitle: string }) => i.jobTitle)).toEqual(["PLC Programmer", "QC Engineer"]);
    });

    it("saves each follow-up status of the spec, refuses others, and releases held mail on Not Spam", async () => {
      for (const status of ["Reviewed", "Shortlisted", "Interviewed", "Rejected", "Hired", "Unread"]) {
        expect(
          (await patch(`/api/admin/applications/${ids.qc}`, { followupStatus: status })).json().followupStatus,
        ).toBe(status);
      }
      expect((await patch(`/api/admin/applications/${ids.qc}`, { followupStatus: "Pending" })).statusCode).toBe(400);
      expect((await patch("/api/admin/applications/424242", { isSpam: true })).statusCode).toBe(404);
      const moved = await patch(`/api/admin/applications/${ids.spamApp}`, {
        isSpam: false,
        followupStatus: "Reviewed",
      });
      expect(moved.json()).toMatchObject({ isSpam: false, followupStatus: "Reviewed" });
      expect(await notificationStatus(t.db, "job_applications", ids.spamApp)).toBe("pending");
      expect((await get("/api/admin/applications/spam/count")).json()).toEqual({ count: 0 });
    });
  });

  describe("catalogue requests", () => {
    beforeAll(async () => {
      ids.old = await insertCatalogueRequest(t.db, { name: "Old Request", created_at: "2026-01-05T10:00:00.000Z" });
      ids.newer = await insertCatalogueRequest(t.db, {
        name: "Chidi Okafor",
        city: "Kano",
        state: "Kano",
        product_category: "Circular Looms",
        message: "Send the loom catalogue",
        ip_address: "102.89.1.1",
        created_at: "2026-11-20T10:00:00.000Z",
      });
      ids.middle = await insertCatalogueRequest(t.db, { name: "Mid Request", created_at: "2026-06-01T10:00:00.000Z" });
      ids.spamRequest = await insertCatalogueRequest(t.db, {
        name: "Spam Request",
        created_at: "2026-11-21T10:00:00.000Z",
        is_spam: 1,
      });
      await holdNotification(t.db, "catalogue_requests", ids.spamRequest);
    });

    it("lists the newest first, without spam, with the admin fields", async () => {
      const { items, total } = (await get("/api/form/get-submissions")).json();
      expect(total).toBe(3);
      expect(items.map((i: { id: number }) => i.id)).toEqual([ids.newer, ids.middle, ids.old]);
      expect(items[0]).toMatchObject({
        name: "Chidi Okafor",
        city: "Kano",
        state: "Kano",
        productCategory: "Circular Looms",
        message: "Send the loom catalogue",
        ipAddress: "102.89.1.1",
        date: "2026-11-20T10:00:00.000Z",
      });
      expect(items[1]).toMatchObject({ productCategory: "Manufacturing Range", message: null });
    });

    it.each([
      ["city", "kano"],
      ["state", "KAN"],
      ["category", "circular"],
    ])("searches the %s", async (_field, q) => {
      expect((await get(`/api/form/get-submissions?q=${q}`)).json().items.map((i: { id: number }) => i.id)).toEqual([
        ids.newer,
      ]);
    });

    it("sorts by date ascending on request", async () => {
      const { items } = (await get("/api/form/get-submissions?sort=date&order=asc")).json();
      expect(items.map((i: { id: number }) => i.id)).toEqual([ids.old, ids.middle, ids.newer]);
    });

    it("shows the spam view with ?spam=true and its count", async () => {
      const spam = (await get("/api/form/get-submissions?spam=true")).json();
      expect(spam).toMatchObject({ total: 1 });
      expect(spam.items[0]).toMatchObject({ id: ids.spamRequest, name: "Spam Request", isSpam: true });
      expect((await get("/api/form/spam/count")).json()).toEqual({ count: 1 });
    });

    it("refuses a change that is not the spam flag, and an unknown request", async () => {
      expect((await patch(`/api/form/submissions/${ids.old}`, { followupStatus: "Read" })).statusCode).toBe(400);
      expect((await patch(`/api/form/submissions/${ids.old}`, { isSpam: "no" })).statusCode).toBe(400);
      expect((await patch("/api/form/submissions/424242", { isSpam: false })).statusCode).toBe(404);
      expect((await patch("/api/form/submissions/abc", { isSpam: false })).statusCode).toBe(400);
    });

    it("moves a request marked Not Spam back to the list and releases its held mail", async () => {
      const moved = await patch(`/api/form/submissions/${ids.spamRequest}`, { isSpam: false });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ id: ids.spamRequest, isSpam: false });
      expect(await notificationStatus(t.db, "catalogue_requests", ids.spamRequest)).toBe("pending");
      expect((await get("/api/form/spam/count")).json()).toEqual({ count: 0 });
      expect((await get("/api/form/get-submissions")).json().items[0].id).toBe(ids.spamRequest);
      // And back again: marking it spam holds nothing new and moves it to the spam view.
      expect((await patch(`/api/form/submissions/${ids.spamRequest}`, { isSpam: true })).json().isSpam).toBe(true);
      expect((await get("/api/form/spam/count")).json()).toEqual({ count: 1 });
    });
  });
});
