// A lead form on another locale's page gets the server's own refusals in its language too (issue
// 25): an unknown product or opening, a language the site does not have, the product or opening
// refused for anything else, a body over the limit (413) and too many forms (429), for the form's
// script (JSON) and on the no-JS result page, and our own fault (5xx) on that page. The field
// problems are lead-language.test.ts's, a multipart body's and a resume's refusals
// upload-refusal-language.test.ts's; English pages keep the server's English.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { samplePdf } from "#tests/fixtures/documents";
import {
  BROWSER_ACCEPT,
  firstListedProblem,
  LEAD_ENV,
  inquiry,
  jobApplication,
  leadTestApp,
  multipart,
  productCatalogueRequest,
  resultMessage,
  urlencoded,
} from "#tests/fixtures/lead-forms";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("the server's own refusals in the form's language on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await leadTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { "user-agent": "LeadTest/1.0", ...headers } });

  it("asks a buyer on a Russian product page to choose a product, in Russian", async () => {
    const response = await post(
      "/send-email",
      productCatalogueRequest({ productCategory: "No Such Machine", url: "https://www.example.com/ru/TapeExtrusion" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "invalid_input",
      message: "Выберите продукт на наших страницах продукции.",
      fields: { productCategory: "Выберите продукт на наших страницах продукции." },
    });
  });

  it("asks an Arabic applicant to choose one of the openings, in Arabic", async () => {
    const body = multipart({ ...jobApplication({ jobTitle: "Astronaut" }), language: "ar" }, [
      { name: "cv.pdf", bytes: samplePdf() },
    ]);
    const response = await t.app.inject({ method: "POST", url: "/api/apply", ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      jobTitle: "يُرجى اختيار إحدى الوظائف الشاغرة في صفحة الوظائف لدينا.",
    });
  });

  it("refuses a language the site does not have in the language of the form's page", async () => {
    const response = await post(
      "/api/inquiries",
      inquiry({ language: "de", url: "https://www.example.com/fr/ContactUs" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      language: "La langue du formulaire doit être l’une des suivantes\u00a0: en, ru, vi, ar, es, fr.",
    });
  });

  it("lists an unknown product in Spanish on the no-JS page of a Spanish product page", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/send-email",
      payload: urlencoded(
        productCatalogueRequest({
          productCategory: "No Such Machine",
          url: "https://www.example.com/es/TapeExtrusion",
        }),
      ),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="es">');
    expect(firstListedProblem(response.body)).toBe("Elija un producto en nuestras páginas de productos.");
  });

  it("words a product name over its length in Russian, naming the product", async () => {
    const response = await post(
      "/send-email",
      productCatalogueRequest({ productCategory: "x".repeat(151), url: "https://www.example.com/ru/TapeExtrusion" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ productCategory: "В поле «Продукт» не более 150 символов." });
  });

  it("asks a Spanish applicant's script for the opening, in Spanish", async () => {
    const { jobTitle: _left, ...rest } = jobApplication();
    const body = multipart({ ...rest, language: "es" }, [{ name: "cv.pdf", bytes: samplePdf() }]);
    const response = await t.app.inject({ method: "POST", url: "/api/apply", ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ jobTitle: "Rellene el campo «Puesto»." });
  });

  it("lists an opening of more than one line in French on the no-JS page", async () => {
    const body = multipart({ ...jobApplication({ jobTitle: "Mechanical\tDesign Engineer" }), language: "fr" }, [
      { name: "cv.pdf", bytes: samplePdf() },
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: body.payload,
      headers: { ...body.headers, accept: BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(400);
    expect(firstListedProblem(response.body)).toBe(
      "Le champ «\u00a0Poste\u00a0» doit tenir sur une ligne, sans saut de ligne, tabulation ni caractère de contrôle.",
    );
  });

  describe("our own fault (5xx) on the no-JS page", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** A plain post of an inquiry from `page`, the leads service failing with `error`. */
    const failedInquiry = (page: string, error: Error) => {
      vi.spyOn(t.app.leads, "submitInquiry").mockRejectedValueOnce(error);
      return t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: urlencoded(inquiry({ url: page })),
        headers: { "content-type": "application/x-www-form-urlencoded", accept: BROWSER_ACCEPT },
      });
    };

    it("says so in French on a French page", async () => {
      const response = await failedInquiry("https://www.example.com/fr/ContactUs", new Error("a bug"));
      expect(response.statusCode).toBe(500);
      expect(resultMessage(response.body)).toBe("Une erreur s’est produite de notre côté. Veuillez réessayer.");
    });

    it("asks a Vietnamese visitor to try again in a minute while the database is away", async () => {
      const away = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      const response = await failedInquiry("https://www.example.com/vi/ContactUs", away);
      expect(response.statusCode).toBe(503);
      expect(resultMessage(response.body)).toBe(
        "Hiện chúng tôi không truy cập được dữ liệu của mình. Vui lòng thử lại sau một phút.",
      );
    });

    it("keeps the English on an English page", async () => {
      const response = await failedInquiry("https://www.example.com/ContactUs", new Error("a bug"));
      expect(resultMessage(response.body)).toBe("Something went wrong on our side. Please try again.");
    });
  });

  it("keeps the English refusal of an unknown product on an English page", async () => {
    const response = await post("/send-email", productCatalogueRequest({ productCategory: "No Such Machine" }));
    expect(response.json().error.message).toBe("Please choose a product from our product pages.");
  });

  describe("a body over the limit (413), by the page the browser came from", () => {
    const tooLong = inquiry({ message: "x".repeat(70_000), url: undefined });

    it("tells a Vietnamese page's form script the limit in Vietnamese", async () => {
      const response = await post("/api/inquiries", tooLong, { referer: "https://www.example.com/vi/ContactUs" });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toEqual({
        code: "payload_too_large",
        message: "Biểu mẫu vượt quá dung lượng cho phép (64 KB).",
      });
    });

    it("lists it in Arabic on the no-JS page of an Arabic form", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: urlencoded(tooLong),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: BROWSER_ACCEPT,
          referer: "https://www.example.com/ar/ContactUs",
        },
      });
      expect(response.statusCode).toBe(413);
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      expect(firstListedProblem(response.body)).toBe("يتجاوز النموذج الحجم المسموح به (64 كيلوبايت).");
    });

    it("words a resume over 10 MB in Russian for a Russian applicant", async () => {
      const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
      const body = multipart({ ...jobApplication(), language: "ru" }, [{ name: "cv.pdf", bytes: big }]);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/apply",
        payload: body.payload,
        headers: { ...body.headers, referer: "https://www.example.com/ru/Carrer" },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe("Размер резюме — не более 10 МБ.");
    });

    it("keeps the English limit for an English page", async () => {
      const response = await post("/api/inquiries", tooLong, { referer: "https://www.example.com/ContactUs" });
      expect(response.json().error.message).toBe("The request body is larger than the 64 KB this address takes.");
    });
  });
});

describe.each(availableDialects())("too many forms (429) in the page's language on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      dialect,
      env: LEAD_ENV,
      leadCapture: { rateLimit: { max: 1, timeWindowMs: 90_000 } },
    });
  });
  afterAll(async () => t?.close());

  /** The second form from `address` (the first is let through), sent from `referer`. */
  const secondForm = async (address: string, referer: string, accept?: string) => {
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: inquiry({ url: undefined }),
        remoteAddress: address,
        headers: { referer, ...(accept ? { accept } : {}) },
      });
    expect((await send()).statusCode).toBe(201);
    return send();
  };

  it("tells a Russian page's form script when to try again, in Russian", async () => {
    const response = await secondForm("198.51.100.21", "https://www.example.com/ru/ContactUs");
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({
      code: "too_many_requests",
      message: "С вашего адреса отправлено слишком много форм. Повторите попытку через 2 мин.",
    });
  });

  it("asks an Arabic visitor without JavaScript to wait, in Arabic", async () => {
    const response = await secondForm("198.51.100.22", "https://www.example.com/ar/ContactUs", BROWSER_ACCEPT);
    expect(response.statusCode).toBe(429);
    expect(response.body).toContain("<h1>يُرجى الانتظار قليلًا</h1>");
    expect(response.body).toContain(
      "<p>أُرسل عدد كبير جدًا من النماذج من عنوانكم. يُرجى المحاولة مرة أخرى بعد دقيقتين.</p>",
    );
  });

  it("keeps the English for an English page", async () => {
    const response = await secondForm("198.51.100.23", "https://www.example.com/ContactUs");
    expect(response.json().error.message).toBe(
      "Too many forms were sent from your address. Please try again in 2 minutes.",
    );
  });
});
