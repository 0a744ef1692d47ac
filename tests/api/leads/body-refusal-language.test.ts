// A lead form on another locale's page gets the refusals of its body in its language too (issue
// 25): a hidden field (the page's address and name, the catalogue link) refused, a file the form
// does not take, a body that is not a form or is cut off, a content type the route does not take
// (415), for its script (JSON) and on the no-JS result page. A multipart body refused while it is
// read takes its language from the fields read so far (the careers form sends its language before
// the resume), then the Referer. English pages keep the server's English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "#tests/fixtures/documents";
import {
  BROWSER_ACCEPT,
  firstListedProblem,
  homeCatalogueRequest,
  inquiry,
  jobApplication,
  leadTestApp,
  multipart,
  productCatalogueRequest,
  urlencoded,
} from "#tests/fixtures/lead-forms";
import { availableDialects } from "#tests/setup/databases";
import type { TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("a lead form's body refused in the form's language on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await leadTestApp(dialect);
  });
  afterAll(async () => t?.close());

  /** `payload` to `url`: an object as JSON, anything else as `headers` say. */
  const send = (
    url: string,
    payload: string | Buffer | Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method: "POST", url, payload, headers });
  /** `fields` and `files` as FormData to `url`, with `headers`. */
  const sendFormData = (
    url: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1],
    headers: Record<string, string> = {},
  ) => {
    const body = multipart(fields, files);
    return send(url, body.payload, { ...body.headers, ...headers });
  };
  const pdf = { name: "cv.pdf", type: "application/pdf", bytes: samplePdf() };

  describe("the fields the form sends without showing them", () => {
    it("names the page's address over its length in Russian", async () => {
      const response = await send(
        "/send-email",
        productCatalogueRequest({
          language: "ru",
          url: `https://www.example.com/ru/TapeExtrusion?${"x".repeat(2100)}`,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ url: "В поле «Адрес страницы» не более 2048 символов." });
    });

    it("lists the home page's address of more than one line in Vietnamese on the no-JS page", async () => {
      const request = homeCatalogueRequest({ language: "vi", currentURL: "https://www.example.com/vi\nContact" });
      const response = await send("/send-email", urlencoded(request), {
        "content-type": "application/x-www-form-urlencoded",
        accept: BROWSER_ACCEPT,
      });
      expect(response.statusCode).toBe(400);
      expect(firstListedProblem(response.body)).toBe(
        "Mục «Địa chỉ trang» phải là một dòng văn bản, không xuống dòng, không tab hay ký tự điều khiển.",
      );
    });

    it("names the page's name and the catalogue link in Arabic and Spanish", async () => {
      const arabic = await send("/api/inquiries", inquiry({ language: "ar", endText: "x".repeat(501) }));
      expect(arabic.json().error.fields).toEqual({ endText: "يتسع حقل «اسم الصفحة» لـ 500 حرفًا على الأكثر." });
      const spanish = await send("/send-email", productCatalogueRequest({ language: "es", brochureLink: ["a.pdf"] }));
      expect(spanish.json().error.fields).toEqual({ brochureLink: "El campo «Enlace al catálogo» debe ser texto." });
    });

    it("keeps the English on an English page", async () => {
      const response = await send("/api/inquiries", inquiry({ endText: "x".repeat(501) }));
      expect(response.json().error.fields).toEqual({ endText: "The end text field can hold at most 500 characters." });
    });
  });

  describe("a file the form does not take", () => {
    const noFiles = (text: string) => ({ message: text, fields: { resume: text } });
    it.each([
      [
        "tells a French contact page's script that the form takes no files, in French",
        "/api/inquiries",
        { name: "Jean" },
        "resume",
        "https://www.example.com/fr/ContactUs",
        noFiles("Ce formulaire n’accepte pas de fichiers."),
      ],
      [
        "tells a Russian applicant that the one file taken is the resume, in Russian",
        "/api/apply",
        { ...jobApplication(), language: "ru" },
        "photo",
        undefined,
        { message: "Лишний файл в поле «photo».", fields: { photo: "Принимается только один файл — резюме." } },
      ],
      [
        "keeps the English on an English page",
        "/api/inquiries",
        { name: "Jo" },
        "resume",
        undefined,
        noFiles("This form takes no files."),
      ],
      [
        "keeps the English for another file than the resume on an English page",
        "/api/apply",
        jobApplication(),
        "photo",
        undefined,
        { message: 'Unexpected file field "photo".', fields: { photo: "Only one file, the resume, is accepted." } },
      ],
    ] as const)("%s", async (_case, url, fields, field, referer, refusal) => {
      const response = await sendFormData(url, fields, [{ ...pdf, field }], referer ? { referer } : {});
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: "invalid_input", ...refusal });
    });
  });

  describe("a body that is not a form, or not whole", () => {
    /** A careers form cut off after its `language` field and the start of the name. */
    const cutOff = (language: string) =>
      `--x\r\nContent-Disposition: form-data; name="language"\r\n\r\n${language}\r\n` +
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMeera';

    it("lists a cut-off careers form in Spanish on the no-JS page, by the language it sent first", async () => {
      const response = await send("/api/apply", cutOff("es"), {
        "content-type": "multipart/form-data; boundary=x",
        accept: BROWSER_ACCEPT,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<html lang="es">');
      expect(firstListedProblem(response.body)).toBe("Los datos del formulario no son válidos.");
    });

    it("tells a Vietnamese page's script that the body must be a form, in Vietnamese", async () => {
      const response = await send("/api/inquiries", "[1, 2]", {
        "content-type": "application/json",
        referer: "https://www.example.com/vi/ContactUs",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("Nội dung yêu cầu phải là một đối tượng JSON hoặc dữ liệu biểu mẫu.");
    });

    it("keeps the English on an English page", async () => {
      const response = await send("/api/apply", cutOff("en"), { "content-type": "multipart/form-data; boundary=x" });
      expect(response.json().error).toEqual({ code: "bad_request", message: "The form data is malformed." });
    });
  });

  describe("a content type the route does not take (415)", () => {
    it("words each in the language of the form's page", async () => {
      const text = await send("/api/inquiries", "name=Ana", {
        "content-type": "text/plain",
        referer: "https://www.example.com/es/ContactUs",
      });
      expect(text.statusCode).toBe(415);
      expect(text.json().error.message).toBe(
        "Envíe el formulario como JSON, como formulario normal o como multipart/form-data.",
      );
      const xml = await send("/send-email", "<form/>", {
        "content-type": "application/xml",
        referer: "https://www.example.com/ru/TapeExtrusion",
      });
      expect(xml.statusCode).toBe(415);
      expect(xml.json().error.message).toBe("Этот тип содержимого здесь не принимается.");
      const application = await send("/api/apply", { ...jobApplication(), language: "ar" });
      expect(application.statusCode).toBe(415);
      expect(application.json().error.message).toBe("يُرسَل طلب التوظيف بصيغة multipart/form-data مع السيرة الذاتية.");
    });

    it("keeps the English on an English page", async () => {
      const text = await send("/api/inquiries", "name=Ana", { "content-type": "text/plain" });
      expect(text.json().error.message).toBe("Send the form as JSON, as a form post or as multipart/form-data.");
      const xml = await send("/send-email", "<form/>", { "content-type": "application/xml" });
      expect(xml.json().error.message).toBe("This content type is not accepted here.");
      const application = await send("/api/apply", jobApplication());
      expect(application.json().error.message).toBe(
        "A job application is sent as multipart/form-data, with the resume.",
      );
    });
  });

  describe("a resume refused as it is read: the form's language field before the Referer", () => {
    const wrongType = { name: "cv.exe", bytes: Buffer.from("MZ not a resume") };

    it("words it in the language the form sent before the file, without a Referer", async () => {
      const response = await sendFormData("/api/apply", { language: "ru", ...jobApplication() }, [wrongType]);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe("Резюме должно быть файлом PDF, DOC или DOCX.");
    });

    it("prefers that language to the Referer's", async () => {
      const response = await sendFormData("/api/apply", { language: "fr", ...jobApplication() }, [wrongType], {
        referer: "https://www.example.com/ru/Carrer",
      });
      expect(response.json().error.message).toBe("Le CV doit être un fichier PDF, DOC ou DOCX.");
    });

    it("falls back to the Referer's when the form sent none", async () => {
      const response = await sendFormData("/api/apply", jobApplication(), [wrongType], {
        referer: "https://www.example.com/vi/Carrer",
      });
      expect(response.json().error.message).toBe("Hồ sơ phải là tệp PDF, DOC hoặc DOCX.");
    });
  });
});
