// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminApiError, adminRequest, readCookie, setGoToLogin, xsrfToken } from "./client";
import { jsonAnswer } from "#tests/fixtures/answers";

function lastRequest(fetchMock: ReturnType<typeof vi.fn>): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

describe("the admin API client", () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonAnswer(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    sessionStorage.setItem("token", "t0ken");
    document.cookie = "XSRF-TOKEN=abc%2F123; path=/";
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });

  it("sends the stored token and the same-origin cookie", async () => {
    await adminRequest("/api/inquiries", { query: { q: "ravi", page: 2, spam: undefined } });
    const { url, init, headers } = lastRequest(fetchMock);
    expect(url).toBe("/api/inquiries?q=ravi&page=2");
    expect(init.credentials).toBe("same-origin");
    expect(headers.get("authorization")).toBe("Bearer t0ken");
  });

  it("echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on a change, not on a read", async () => {
    await adminRequest("/api/inquiries/4", { method: "PATCH", body: { isSpam: true } });
    const change = lastRequest(fetchMock);
    expect(change.headers.get("x-xsrf-token")).toBe("abc/123");
    expect(change.headers.get("content-type")).toBe("application/json");
    expect(change.init.body).toBe('{"isSpam":true}');

    await adminRequest("/api/inquiries");
    expect(lastRequest(fetchMock).headers.has("x-xsrf-token")).toBe(false);
  });

  it("sets no timeout: the request carries only the caller's signal", async () => {
    await adminRequest("/api/inquiries");
    expect(lastRequest(fetchMock).init.signal).toBeUndefined();
  });

  it("reads the error shape into an AdminApiError", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(400, {
        error: {
          code: "invalid_input",
          message: "followupStatus must be one of: Read",
          fields: { followupStatus: "x" },
        },
      }),
    );
    const failure = adminRequest("/api/inquiries/4", { method: "PATCH", body: {} });
    await expect(failure).rejects.toMatchObject({ status: 400, code: "invalid_input", fromServer: true });
  });

  it("does not pass off a non-JSON error page as the server's message", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await adminRequest("/api/inquiries").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminApiError);
    expect((error as AdminApiError).fromServer).toBe(false);
  });

  it("forgets the session and goes to the sign-in page on a 401", async () => {
    const goToLogin = vi.fn();
    setGoToLogin(goToLogin);
    sessionStorage.setItem("user", "{}");
    fetchMock.mockResolvedValueOnce(jsonAnswer(401, { error: { code: "unauthorized", message: "Sign in" } }));
    await expect(adminRequest("/api/inquiries")).rejects.toBeInstanceOf(AdminApiError);
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("user")).toBeNull();
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it("leaves a failed sign-in's 401 to the sign-in form", async () => {
    const goToLogin = vi.fn();
    setGoToLogin(goToLogin);
    fetchMock.mockResolvedValueOnce(
      jsonAnswer(401, { error: { code: "unauthorized", message: "Invalid email or password" } }),
    );
    await expect(
      adminRequest("/api/auth/admin/login", { method: "POST", redirectOnUnauthorized: false }),
    ).rejects.toThrow("Invalid email or password");
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("XSRF-TOKEN", "a=1; XSRF-TOKEN=x%3Dy; b=2")).toBe("x=y");
    expect(readCookie("XSRF-TOKEN", "NOT-XSRF-TOKEN=1")).toBeNull();
  });
});

describe("xsrfToken", () => {
  it("echoes the __Host- cookie of a site served over https, and the plain one on local http", () => {
    expect(xsrfToken("staff=1; __Host-XSRF-TOKEN=from-https")).toBe("from-https");
    expect(xsrfToken("XSRF-TOKEN=left-over; __Host-XSRF-TOKEN=from-https")).toBe("from-https");
    expect(xsrfToken("XSRF-TOKEN=from-http")).toBe("from-http");
    expect(xsrfToken("other=1")).toBeNull();
  });
});
