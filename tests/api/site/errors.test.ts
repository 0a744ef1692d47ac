// Malformed requests of every kind get a 4xx in the contract's error shape; only our own faults
// are a 500, and their text is never sent. The /api/test routes exist only in this test, for the
// answers no real route gives on demand (a tiny body limit, a conflict, a bug); input that fails a
// route's schema is sent to real routes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "#server/http-error";
import { inquiry } from "#tests/fixtures/lead-forms";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    extend(app) {
      app.post("/api/test/echo", { bodyLimit: 200 }, async (request) => ({ received: request.body }));
      app.get("/api/test/conflict", async () => {
        throw new HttpError(409, "conflict", "Already there.");
      });
      app.get("/api/test/bug", async () => {
        throw new Error("connection to db-internal.corp:5432 refused");
      });
    },
  });
});
afterAll(() => t.close());

const json = { "content-type": "application/json" };

describe("error answers", () => {
  it("answers malformed JSON with 400 invalid_json, not 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: json,
      payload: '{"name": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "invalid_json", message: expect.any(String) } });
  });

  it("answers an empty JSON body and a prototype-poisoning body with 400", async () => {
    const empty = await t.app.inject({ method: "POST", url: "/api/test/echo", headers: json, payload: "" });
    const poisoned = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: json,
      payload: '{"__proto__": {"admin": true}}',
    });
    expect([empty.statusCode, poisoned.statusCode]).toEqual([400, 400]);
    expect(poisoned.json()).toEqual({ error: { code: "invalid_json", message: expect.any(String) } });
  });

  it("answers a body over the limit with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: json,
      payload: JSON.stringify({ text: "x".repeat(500) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });

  it("answers an unsupported content type with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/x-msgpack" },
      payload: "\x81",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("unsupported_media_type");
  });

  it("names each bad field of a schema-validated body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/inquiries", payload: inquiry({ email: "asha@" }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: "invalid_input", message: expect.any(String), fields: { email: expect.any(String) } },
    });
  });

  it("names each bad field of a schema-validated body, with the schema's message", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/inquiries", payload: inquiry({ name: " " }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: "Please fill the name field." });
  });

  it("names a bad query parameter and a bad path parameter, after the part they came in", async () => {
    const { signIn } = await import("#tests/fixtures/staff");
    const { createAccount } = await import("#server/modules/staff/accounts");
    await createAccount(t.db, { email: "errors@example.com", password: "loom-6-shuttle-2026" });
    const { token } = await signIn(t.app, { email: "errors@example.com", password: "loom-6-shuttle-2026" });
    const headers = { authorization: `Bearer ${token}` };
    const query = await t.app.inject({ method: "GET", url: "/api/inquiries?page=0&page=2", headers });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Some query parameters are not valid.",
        fields: { page: "page must be given once" },
      },
    });
    const params = await t.app.inject({
      method: "PATCH",
      url: "/api/inquiries/0",
      headers,
      payload: { isSpam: false },
    });
    expect(params.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "The record id is not valid.",
        fields: { id: "id must be a positive whole number" },
      },
    });
  });

  it("answers an HttpError with its status, code and message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: "conflict", message: "Already there." } });
  });

  it("answers our own fault with a 500 that does not reveal its cause", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/bug" });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe("internal_error");
    expect(res.body).not.toContain("db-internal");
  });

  it("answers an unknown API path, for any method, with 404 in the error shape", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/no-such-thing" });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("not_found");
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    }
  });

  it("answers a badly encoded address with 400 in the error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("bad_request");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
