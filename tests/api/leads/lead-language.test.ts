import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { bearer, createStaff, signIn } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { staffPaths } from "#contracts/staff-portal";
import type { TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("the buyer's language on the lead forms on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await leadTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, payload, headers: { "user-agent": "LeadTest/1.0" } });

  const mailOf = async (table: string, id: number, kind: string) =>
    t.db
      .selectFrom("outbox")
      .selectAll()
      .where("source_table", "=", table)
      .where("source_id", "=", id)
      .where("kind", "=", kind)
      .executeTakeFirstOrThrow();

  /** The newest row of a lead table: its id and the language stored. */
  const latest = async (table: "inquiries" | "catalogue_requests" | "job_applications") => {
    const rows = await t.db.selectFrom(table).select(["id", "language"]).orderBy("id", "desc").limit(1).execute();
    return rows[0]!;
  };

  it("stores the Russian of an inquiry sent from /ru/ContactUs, and tells staff in the notification", async () => {
    const response = await post("/api/inquiries", inquiry({ url: "https://www.example.com/ru/ContactUs" }));
    expect(response.statusCode).toBe(201);
    const row = await latest("inquiries");
    expect(row.language).toBe("ru");
    const notification = await mailOf("inquiries", row.id, "inquiry-notification");
    expect(notification.body_text).toContain("Language: Russian (ru)");
  });

  it("stores the language the form sends, before the page address", async () => {
    const response = await post(
      "/api/inquiries",
      inquiry({ language: "ar", url: "https://www.example.com/ContactUs" }),
    );
    expect(response.statusCode).toBe(201);
    expect((await latest("inquiries")).language).toBe("ar");
  });

  it("stores English when neither the form nor the page names another language", async () => {
    expect((await post("/api/inquiries", inquiry())).statusCode).toBe(201);
    expect((await latest("inquiries")).language).toBe("en");
  });

  it("refuses a language the site does not have with 400 naming the field", async () => {
    for (const language of ["de", "", 7, ["ru"]]) {
      const response = await post("/api/inquiries", inquiry({ language }));
      expect(response.statusCode, JSON.stringify(language)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {})).toContain("language");
    }
  });

  it("sends the catalogue in Arabic, right to left, to a buyer who asked from an Arabic product page", async () => {
    const response = await post(
      "/send-email",
      productCatalogueRequest({ url: "https://www.example.com/ar/TapeExtrusion" }),
    );
    expect(response.statusCode).toBe(201);
    const row = await latest("catalogue_requests");
    expect(row.language).toBe("ar");
    const delivery = await mailOf("catalogue_requests", row.id, "catalogue-delivery");
    expect(delivery.subject).toContain("كتالوج");
    expect(delivery.body_text).toContain("شكرًا لاهتمامكم");
    expect(delivery.body_html).toContain('<html lang="ar" dir="rtl">');
  });

  it("sends the catalogue in Russian when the home form says so", async () => {
    const response = await post("/send-email", homeCatalogueRequest({ language: "ru" }));
    expect(response.statusCode).toBe(201);
    const row = await latest("catalogue_requests");
    expect(row.language).toBe("ru");
    const delivery = await mailOf("catalogue_requests", row.id, "catalogue-delivery");
    expect(delivery.body_text).toMatch(/^Здравствуйте, Ravi Patel!/);
  });

  it("stores a Russian job application and confirms it to the applicant in Russian", async () => {
    const body = multipart({ ...jobApplication(), language: "ru" }, [{ name: "cv.pdf", bytes: samplePdf() }]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/apply",
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(201);
    const row = await latest("job_applications");
    expect(row.language).toBe("ru");
    const confirmation = await mailOf("job_applications", row.id, "application-confirmation");
    expect(confirmation.subject).toContain("Ваш отклик на вакансию");
    const notification = await mailOf("job_applications", row.id, "application-notification");
    expect(notification.body_text).toContain("Language: Russian (ru)");
  });

  describe("the page a form posted without JavaScript answers with", () => {
    const postForm = (url: string, fields: Record<string, unknown>, referer?: string) =>
      t.app.inject({
        method: "POST",
        url,
        payload: urlencoded(fields),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: BROWSER_ACCEPT,
          "user-agent": "LeadTest/1.0",
          ...(referer ? { referer } : {}),
        },
      });
    const backLink = (html: string) => /<p><a href="([^"]*)">([^<]*)<\/a> · <a href="([^"]*)">/.exec(html)?.slice(1);

    it("thanks a buyer from /ru/ContactUs in Russian and leads back to the Russian page", async () => {
      const response = await postForm("/api/inquiries", inquiry({ url: "https://www.example.com/ru/ContactUs" }));
      expect(response.statusCode).toBe(201);
      expect(response.body).toContain('<html lang="ru">');
      expect(response.body).toContain("<h1>Спасибо</h1>");
      expect(response.body).toContain("Запрос успешно отправлен!");
      expect(backLink(response.body)).toEqual(["/ru/ContactUs", "Вернуться к форме", "/ru"]);
    });

    it("answers an Arabic product page's catalogue request in Arabic, right to left", async () => {
      const response = await postForm(
        "/send-email",
        productCatalogueRequest({ url: "https://www.example.com/ar/TapeExtrusion?tab=x" }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      expect(response.body).toContain("أُرسل الكتالوج إلى بريدكم الإلكتروني!");
      expect(backLink(response.body)?.[0]).toBe("/ar/TapeExtrusion?tab=x");
    });

    it("confirms a job application in the language the form sent, back to that locale's careers page", async () => {
      const body = multipart({ ...jobApplication(), language: "fr" }, [{ name: "cv.pdf", bytes: samplePdf() }]);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/apply",
        payload: body.payload,
        headers: { ...body.headers, accept: BROWSER_ACCEPT },
      });
      expect(response.statusCode).toBe(201);
      expect(response.body).toContain('<html lang="fr">');
      expect(response.body).toContain("Candidature envoyée avec succès");
      expect(backLink(response.body)?.[0]).toBe("/fr/Carrer");
    });

    it("lists what to correct in Spanish for a form sent from /es/ContactUs", async () => {
      const response = await postForm(
        "/api/inquiries",
        inquiry({ name: "", url: "https://www.example.com/es/ContactUs" }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<html lang="es">');
      expect(response.body).toContain("<h1>Su formulario no se ha enviado</h1>");
      expect(response.body).toContain("Corrija lo siguiente y envíe el formulario de nuevo:");
      expect(backLink(response.body)?.slice(0, 2)).toEqual(["/es/ContactUs", "Volver al formulario"]);
    });

    it("names a bad e-mail and a blank field in Russian for a form sent from /ru/ContactUs", async () => {
      const response = await postForm(
        "/api/inquiries",
        inquiry({ email: "ivan-at-example", city: " ", language: "ru", url: "https://www.example.com/ru/ContactUs" }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("<li>Введите правильный адрес e-mail.</li>");
      expect(response.body).toContain("<li>Заполните поле «Город».</li>");
      expect(response.body).not.toContain("Please");
    });

    it("keeps the schemas' English field problems on an English form's page", async () => {
      const response = await postForm("/api/inquiries", inquiry({ email: "ivan-at-example" }));
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("<li>Please enter a valid email address.</li>");
    });

    it("takes the language of the page the browser came from when the form names none", async () => {
      const response = await postForm(
        "/send-email",
        homeCatalogueRequest({ email: "", currentURL: undefined }),
        "https://www.example.com/vi",
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<html lang="vi">');
      expect(response.body).toContain("Biểu mẫu của quý khách chưa được gửi");
    });

    it("keeps the English page of an English form as it was", async () => {
      const response = await postForm("/api/inquiries", inquiry({ url: "https://www.example.com/ContactUs" }));
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain("<h1>Thank you</h1>");
      expect(backLink(response.body)).toEqual(["/ContactUs", "Back to the form", "/"]);
    });
  });

  // The forms on the page show a refusal's message as it comes (a catalogue's after "Failed to send
  // catalogue: ", a job application's alone): a script gets it in the form's language too.
  describe("the refusal a form's script gets", () => {
    it("names a bad e-mail in Arabic for a catalogue request from an Arabic product page", async () => {
      const response = await post(
        "/send-email",
        productCatalogueRequest({ email: "ivan-at-example", url: "https://www.example.com/ar/TapeExtrusion" }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: "invalid_input",
        message: "يُرجى إدخال عنوان بريد إلكتروني صحيح.",
        fields: { email: "يُرجى إدخال عنوان بريد إلكتروني صحيح." },
      });
    });

    it("names each refused field of a Russian job application in Russian", async () => {
      const body = multipart({ ...jobApplication({ email: "meera-at-example", name: " " }), language: "ru" }, [
        { name: "cv.pdf", bytes: samplePdf() },
      ]);
      const response = await t.app.inject({ method: "POST", url: "/api/apply", ...body });
      expect(response.statusCode).toBe(400);
      const { message, fields } = response.json().error;
      expect(fields).toEqual({ name: "Заполните поле «Имя».", email: "Введите правильный адрес e-mail." });
      expect(message).toBe("Заполните поле «Имя». Введите правильный адрес e-mail.");
    });

    it("keeps the schemas' English for an English page's form", async () => {
      const response = await post("/send-email", productCatalogueRequest({ email: "ivan-at-example" }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("Please enter a valid email address.");
    });
  });

  it("shows staff the buyer's language on the inquiry and catalogue request lists", async () => {
    await createStaff(t.db);
    const staff = bearer((await signIn(t.app)).token);
    await post("/api/inquiries", inquiry({ url: "https://www.example.com/vi/ContactUs", email: "vi-buyer@a.in" }));
    await post(
      "/send-email",
      productCatalogueRequest({ url: "https://www.example.com/es/TapeExtrusion", email: "es-buyer@a.in" }),
    );
    // The test's posts come without a form token, so they may be filed as spam: either list will do.
    const itemOf = async (path: string, email: string) => {
      const items: { email: string; language: string }[] = [];
      for (const spam of ["false", "true"]) {
        const url = `${path}?sort=id&order=desc&spam=${spam}`;
        const response = await t.app.inject({ method: "GET", url, headers: staff });
        expect(response.statusCode).toBe(200);
        items.push(...response.json().items);
      }
      return items.find((item) => item.email === email);
    };
    expect((await itemOf(staffPaths.inquiries, "vi-buyer@a.in"))?.language).toBe("vi");
    expect((await itemOf(staffPaths.catalogueRequests, "es-buyer@a.in"))?.language).toBe("es");
  });
});
