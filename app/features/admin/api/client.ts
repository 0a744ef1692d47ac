/**
 * The admin's one HTTP client. Sends the stored token as a Bearer header and the session cookie
 * (same origin), echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on changes, never times out
 * (docs/spec.md §9), reads the `{ error: { code, message, fields? } }` shape, on a 401 forgets the
 * session and goes back to the sign-in page, and on a 403 that wants the password again asks for it
 * (setPasswordConfirmer) and sends the change once more.
 */
import { isApiErrorBody } from "#contracts/api-error";
import { PASSWORD_CONFIRMATION_REQUIRED, XSRF_COOKIE, XSRF_COOKIE_HTTPS, XSRF_HEADER } from "#contracts/staff-portal";
import { LOGIN_PATH } from "~/features/admin/paths";
import { clearSession, storedToken } from "~/features/admin/session";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The code of an error whose answer was not in the contract's shape (a proxy's 502 page, say). */
const UNREADABLE_ANSWER = "unreadable_answer";

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AdminApiError";
  }

  /** Whether the message is the server's own (an answer in the error shape), fit to show. */
  get fromServer(): boolean {
    return this.code !== UNREADABLE_ANSWER;
  }
}

export type QueryValue = string | number | boolean | undefined | null;

export interface AdminRequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is FormData (an upload). */
  body?: unknown;
  signal?: AbortSignal;
  /** The answer is a page (text/html) to be given back as text, not JSON. */
  html?: boolean;
  /** The sign-in request answers 401 for bad credentials: that is a message, not an expired session. */
  redirectOnUnauthorized?: boolean;
}

/** Asks the person for their password again; true once the server has taken it, false if they gave up. */
type PasswordConfirmer = () => Promise<boolean>;
let confirmPassword: PasswordConfirmer | null = null;

/**
 * Set by the portal's frame while it is on screen: a change answered 403
 * password_confirmation_required (user management, ASVS 3.7.1) asks through it and is sent once
 * more when the password was taken. Answers the function that removes it again.
 */
export function setPasswordConfirmer(confirmer: PasswordConfirmer): () => void {
  confirmPassword = confirmer;
  return () => {
    if (confirmPassword === confirmer) confirmPassword = null;
  };
}

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** `path` with the defined query values appended, e.g. for a CSV export link. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

let goToLogin = (): void => {
  window.location.assign(LOGIN_PATH);
};

/** Replaces where a 401 sends the browser (a full load of the sign-in page by default). */
export function setGoToLogin(handler: () => void): void {
  goToLogin = handler;
}

/** The XSRF token to echo: the __Host- cookie of a site served over https, else the plain one (local http). */
export function xsrfToken(cookies: string = document.cookie): string | null {
  return readCookie(XSRF_COOKIE_HTTPS, cookies) ?? readCookie(XSRF_COOKIE, cookies);
}

export async function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  try {
    return await sendRequest<T>(path, options);
  } catch (error) {
    if (!(error instanceof AdminApiError) || error.code !== PASSWORD_CONFIRMATION_REQUIRED || !confirmPassword) {
      throw error;
    }
    if (!(await confirmPassword())) throw error;
    return sendRequest<T>(path, options);
  }
}

async function sendRequest<T>(path: string, options: AdminRequestOptions): Promise<T> {
  const method = options.method ?? "GET";
  const headers = new Headers({ Accept: options.html ? "text/html" : "application/json" });
  const token = storedToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (!SAFE_METHODS.has(method)) {
    const xsrf = xsrfToken();
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // The browser writes the multipart boundary into Content-Type itself.
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }

  const response = await fetch(withQuery(path, options.query), {
    method,
    headers,
    body,
    credentials: "same-origin",
    signal: options.signal,
  });

  if (response.status === 401 && options.redirectOnUnauthorized !== false) {
    clearSession();
    goToLogin();
  }
  if (options.html && response.ok) return (await response.text()) as T;
  const payload: unknown = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      const { code, message, fields } = payload.error;
      throw new AdminApiError(response.status, code, message, fields);
    }
    throw new AdminApiError(response.status, UNREADABLE_ANSWER, `The server answered ${response.status}.`);
  }
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
