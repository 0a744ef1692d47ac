/**
 * What a lead is about and where it came from: the product of a catalogue request and the opening
 * of an application are the site's own (issue 12; security review S-05), a buyer's second
 * catalogue is not a repeat (S-10), visitor text never becomes a link in mail, other sites'
 * posts are spam (S-05), and the page a form names is shown to staff only as a path on this site
 * (S-17) and linked back to only when it is one of its pages (S-15).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { samplePdf } from "#tests/fixtures/documents";
import {
  BROWSER_ACCEPT,
  homeCatalogueRequest,
  inquiry,
  jobApplication,
  multipart,
  productCatalogueRequest,
  urlencoded,
  leadTestApp,
} from "#tests/fixtures/lead-forms";
import type { TestApp } from "#tests/setup/test-app";
import { contentPaths } from "#contracts/collections/api";
import { newItems } from "#tests/fixtures/content";
import { bearer, createStaff, signIn } from "#tests/fixtures/staff";

const LOOM_4 = {
  productCategory: "Circular Looms: 4-Shuttle",
  brochureLink: "/catalogues/circular-loom-4-shuttle.pdf",
};
const LOOM_6 = {
  productCategory: "Circular Looms: 6-Shuttle",
  brochureLink: "/catalogues/circular-loom-6-shuttle.pdf",
};

describe.each(availableDialects())("what a lead is about, and where it came from, on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await leadTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload: payload as string,
      headers: { "user-agent": "LeadTest/1.0", ...headers },
    });

  const db = () => t.db;
  const latestOf = {
    catalogue_requests: () =>
      db().selectFrom("catalogue_requests").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow(),
    inquiries: () => db().selectFrom("inquiries").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow(),
    job_applications: () =>
      db().selectFrom("job_applications").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow(),
  };
  const latest = <T extends keyof typeof latestOf>(table: T): ReturnType<(typeof latestOf)[T]> =>
    latestOf[table]() as ReturnType<(typeof latestOf)[T]>;

  const outboxOf = (table: string, id: number) =>
    t.db
      .selectFrom("outbox")
      .selectAll()
      .where("source_table", "=", table)
      .where("source_id", "=", id)
      .orderBy("id")
      .execute();

  /** A buyer from one address; each test its own, so that repeats are the test's own. */
  const buyer = (n: string) => ({
    name: `Buyer ${n}`,
    email: `buyer-${n}@polysacks.in`,
    message: "",
  });

  describe("a buyer's second catalogue (S-10)", () => {
    it("is its own request, catalogue and all, when it is for another product", async () => {
      const who = buyer(`s10-${dialect}`);
      for (const product of [LOOM_4, LOOM_6]) {
        const response = await post("/send-email", productCatalogueRequest({ ...who, ...product }));
        expect(response.statusCode).toBe(201);
      }
      const rows = await t.db
        .selectFrom("catalogue_requests")
        .selectAll()
        .where("email", "=", who.email)
        .orderBy("id")
        .execute();
      expect(rows.map((row) => [row.product_category, row.is_spam])).toEqual([
        [LOOM_4.productCategory, 0],
        [LOOM_6.productCategory, 0],
      ]);
      const deliveries = await Promise.all(rows.map(async (row) => (await outboxOf("catalogue_requests", row.id))[1]));
      expect(deliveries.map((m) => [m?.kind, m?.status])).toEqual([
        ["catalogue-delivery", "pending"],
        ["catalogue-delivery", "pending"],
      ]);
      expect(deliveries[1]?.body_text).toContain("/catalogues/circular-loom-6-shuttle.pdf");
    });

    it("is a repeat when it asks for the same catalogue again", async () => {
      const who = buyer(`same-${dialect}`);
      await post("/send-email", productCatalogueRequest({ ...who, ...LOOM_6 }));
      await post("/send-email", productCatalogueRequest({ ...who, ...LOOM_6 }));
      const row = await latest("catalogue_requests");
      expect(row.is_spam).toBe(1);
      expect(JSON.parse(row.spam_reasons!)).toContain("repeat");
    });

    it("tells the home form's full-range request from a product's", async () => {
      const who = buyer(`home-${dialect}`);
      await post("/send-email", homeCatalogueRequest(who));
      await post("/send-email", productCatalogueRequest({ ...who, ...LOOM_4 }));
      expect((await latest("catalogue_requests")).is_spam).toBe(0);
    });
  });

  describe("the product of a catalogue request", () => {
    it("is filed as the site names it, whatever its case", async () => {
      await post("/send-email", productCatalogueRequest({ productCategory: "circular looms:  6-shuttle " }));
      expect(await latest("catalogue_requests")).toMatchObject({
        product_category: "Circular Looms: 6-Shuttle",
        brochure_link: "/catalogues/circular-loom-6-shuttle.pdf",
      });
    });

    it("decides the catalogue sent, whatever brochure link came with it", async () => {
      await post(
        "/send-email",
        productCatalogueRequest({ ...LOOM_4, brochureLink: "/catalogues/box-strapping-line.pdf", email: "x1@a.in" }),
      );
      const row = await latest("catalogue_requests");
      expect(row.brochure_link).toBe(LOOM_4.brochureLink);
      const [, delivery] = await outboxOf("catalogue_requests", row.id);
      expect(delivery?.body_text).toContain("https://www.example.com/catalogues/circular-loom-4-shuttle.pdf");
    });

    it("is found from the brochure link when a page sends only that", async () => {
      const { productCategory: _none, ...request } = productCatalogueRequest({
        brochureLink: "/catalogues/box-strapping-line.pdf",
        email: "x2@a.in",
      });
      await post("/send-email", request);
      expect((await latest("catalogue_requests")).product_category).toBe("Box Strapping Line");
    });

    it.each([
      "Tape Line",
      "Loomsxhttps://evil.example/claim",
      "Circular Looms: 6-Shuttle. Claim your prize at evil.example/login",
    ])("refuses %j with 400, naming the field, and stores nothing", async (productCategory) => {
      const before = await t.db
        .selectFrom("catalogue_requests")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const response = await post("/send-email", productCatalogueRequest({ productCategory }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "invalid_input",
        fields: { productCategory: "Please choose a product from our product pages." },
      });
      const after = await t.db
        .selectFrom("catalogue_requests")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
  });

  describe("the opening of an application", () => {
    const apply = (fields: Record<string, string>) => {
      const body = multipart(fields, [{ name: "cv.pdf", type: "application/pdf", bytes: samplePdf() }]);
      return t.app.inject({ method: "POST", url: "/api/apply", payload: body.payload, headers: body.headers });
    };
    const uploads = () => {
      try {
        return readdirSync(path.join(t.dataDir, "uploads")).filter((name) => !name.startsWith("."));
      } catch {
        return [];
      }
    };

    it("is filed as the careers page names it", async () => {
      expect((await apply(jobApplication({ jobTitle: "qc engineer", email: "o1@a.in" }))).statusCode).toBe(201);
      expect((await latest("job_applications")).job_title).toBe("QC Engineer");
    });

    it("refuses a title that is not an opening, and keeps no resume", async () => {
      const files = uploads();
      const response = await apply(jobApplication({ jobTitle: "Prize winner: claim at https://evil.example" }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        jobTitle: "Please choose one of the openings on our careers page.",
      });
      expect(uploads()).toEqual(files);
    });

    describe("as the portal publishes openings (decision 043)", () => {
      let staff: Record<string, string>;
      beforeAll(async () => {
        await createStaff(t.db);
        staff = bearer((await signIn(t.app)).token);
      });
      const content = (method: "GET" | "POST", url: string, payload?: object) =>
        t.app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });
      const publishedOpening = async (title: string) => {
        const created = (
          await content("POST", contentPaths.collection("openings"), { ...newItems.openings, title })
        ).json();
        expect((await content("POST", contentPaths.publish("openings", created.id))).statusCode).toBe(200);
        return created.id as number;
      };

      it("takes applications to an opening published in the portal, filed as published", async () => {
        await publishedOpening("Extrusion Process Trainee");
        const response = await apply(jobApplication({ jobTitle: "extrusion  process trainee", email: "o2@a.in" }));
        expect(response.statusCode).toBe(201);
        expect((await latest("job_applications")).job_title).toBe("Extrusion Process Trainee");
      });

      it("refuses applications to an opening once it is unpublished, and keeps no resume", async () => {
        const id = await publishedOpening("Loom Fitter, Night Shift");
        expect(
          (await apply(jobApplication({ jobTitle: "Loom Fitter, Night Shift", email: "o3@a.in" }))).statusCode,
        ).toBe(201);
        await content("POST", contentPaths.unpublish("openings", id));
        const files = uploads();
        const response = await apply(jobApplication({ jobTitle: "Loom Fitter, Night Shift", email: "o4@a.in" }));
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().error.fields)).toEqual(["jobTitle"]);
        expect(uploads()).toEqual(files);
      });

      it("refuses applications to a seeded opening the portal has closed", async () => {
        const list = (await content("GET", `${contentPaths.collection("openings")}?q=QC%20Engineer`)).json();
        const qc = list.items.find((item: { fields: { title: string } }) => item.fields.title === "QC Engineer");
        expect(qc).toBeDefined();
        await content("POST", contentPaths.unpublish("openings", qc.id));
        const response = await apply(jobApplication({ jobTitle: "QC Engineer", email: "o5@a.in" }));
        expect(response.statusCode).toBe(400);
        await content("POST", contentPaths.publish("openings", qc.id));
        expect((await apply(jobApplication({ jobTitle: "QC Engineer", email: "o6@a.in" }))).statusCode).toBe(201);
      });
    });
  });

  describe("links in mail to visitors (S-05)", () => {
    it("links only our own catalogue, never the visitor's text", async () => {
      await post(
        "/send-email",
        productCatalogueRequest({ ...LOOM_4, name: "Ravi https://evil.example/claim", email: "x3@a.in" }),
      );
      const row = await latest("catalogue_requests");
      const [, delivery] = await outboxOf("catalogue_requests", row.id);
      const anchors = [...delivery!.body_html!.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
      expect(anchors).toEqual(["https://www.example.com/catalogues/circular-loom-4-shuttle.pdf"]);
      expect(row.is_spam).toBe(1);
      expect(delivery?.status).toBe("held");
    });

    it.each([
      ["a link glued to a word in the company", { companyName: "Loomsxhttps://evil.example/claim" }],
      ["a bare domain in the name", { name: "Claim at evil.example/login" }],
      ["a short link in the name (T-04)", { name: "Refund pending bit.ly/3xYz" }],
      ["a country's domain in the name (T-04)", { name: "t.me/x" }],
    ])("holds a request with %s", async (_what, fields) => {
      await post("/send-email", productCatalogueRequest({ ...LOOM_6, ...fields, email: `x4-${_what.length}@a.in` }));
      const row = await latest("catalogue_requests");
      expect(row.is_spam).toBe(1);
      expect(JSON.parse(row.spam_reasons!)).toContain("link-in-field");
      expect((await outboxOf("catalogue_requests", row.id)).map((m) => m.status)).toEqual(["held", "held"]);
    });
  });

  describe("forms another site made the browser send (S-05)", () => {
    it.each([
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["a foreign Origin", { origin: "https://evil.example" }],
      ["Origin: null", { origin: "null" }],
    ])("holds a catalogue request with %s as spam", async (_what, headers) => {
      const response = await post(
        "/send-email",
        productCatalogueRequest({ email: `cs-${_what.length}@a.in` }),
        headers,
      );
      expect(response.statusCode).toBe(201);
      const row = await latest("catalogue_requests");
      expect(row.is_spam).toBe(1);
      expect(JSON.parse(row.spam_reasons!)).toContain("cross-site");
      expect((await outboxOf("catalogue_requests", row.id)).map((m) => m.status)).toEqual(["held", "held"]);
    });

    it("holds an application posted from another site", async () => {
      const body = multipart(jobApplication({ email: "cs-apply@a.in" }), [
        { name: "cv.pdf", type: "application/pdf", bytes: samplePdf() },
      ]);
      await t.app.inject({
        method: "POST",
        url: "/api/apply",
        payload: body.payload,
        headers: { ...body.headers, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      const row = await latest("job_applications");
      expect(row.is_spam).toBe(1);
      expect(JSON.parse(row.spam_reasons!)).toContain("cross-site");
    });

    it("takes a post from this site's own pages, as its origin or the address it was sent to", async () => {
      await post("/send-email", productCatalogueRequest({ email: "own-1@a.in", message: "From our page (1)" }), {
        origin: "https://www.example.com",
        "sec-fetch-site": "same-origin",
      });
      expect((await latest("catalogue_requests")).is_spam).toBe(0);
      await post("/send-email", productCatalogueRequest({ email: "own-2@a.in", message: "From our page (2)" }), {
        host: "127.0.0.1:3000",
        origin: "http://127.0.0.1:3000",
      });
      expect((await latest("catalogue_requests")).is_spam).toBe(0);
    });
  });

  describe("the page a form was sent from (S-17)", () => {
    it("shows staff the path of a page on this site", async () => {
      await post("/api/inquiries", inquiry({ url: "https://www.example.com/ContactUs?ref=mail" }));
      const row = await latest("inquiries");
      const [notification] = await outboxOf("inquiries", row.id);
      expect(notification?.body_text).toContain("Sent from page: /ContactUs\n");
      expect(notification?.body_text).not.toContain("https://www.example.com/ContactUs");
    });

    it("drops a page on another site, from the mail and the record", async () => {
      await post("/api/inquiries", inquiry({ url: "https://evil.example/reset-your-password" }));
      const row = await latest("inquiries");
      expect(row.page_url).toBeNull();
      const [notification] = await outboxOf("inquiries", row.id);
      expect(notification?.body_text).not.toContain("Sent from page");
      expect(notification?.body_text).not.toContain("evil.example");
      expect(notification?.body_html).not.toContain("evil.example");
    });

    it("shows a path that starts with two slashes as one", async () => {
      await post("/send-email", homeCatalogueRequest({ currentURL: "https://www.example.com//evil.example/x" }));
      const row = await latest("catalogue_requests");
      const [notification] = await outboxOf("catalogue_requests", row.id);
      expect(notification?.body_text).toContain("Sent from page: /evil.example/x\n");
      expect(notification?.body_text).not.toContain("//evil.example");
    });
  });

  describe("the result page's link back to the form (S-15)", () => {
    it.each([
      "https://www.example.com//evil.example/x",
      "https://www.example.com/\\evil.example/x",
      "https://evil.example/ContactUs",
    ])("never leads off the site from %j", async (url) => {
      const response = await post("/api/inquiries", urlencoded(inquiry({ url })), {
        "content-type": "application/x-www-form-urlencoded",
        accept: BROWSER_ACCEPT,
      });
      expect(response.statusCode).toBe(201);
      const back = /<a href="([^"]*)">Back to the form<\/a>/.exec(response.body)?.[1];
      expect(back).toBe("/ContactUs");
      expect(response.body).not.toContain("evil.example");
    });

    it("leads back to the product page a request came from", async () => {
      const response = await post(
        "/send-email",
        urlencoded(
          productCatalogueRequest({ url: "https://www.example.com/CircularLoom?tab=6-shuttle", email: "b@a.in" }),
        ),
        { "content-type": "application/x-www-form-urlencoded", accept: BROWSER_ACCEPT },
      );
      expect(/<a href="([^"]*)">Back to the form<\/a>/.exec(response.body)?.[1]).toBe("/CircularLoom?tab=6-shuttle");
    });
  });
});
