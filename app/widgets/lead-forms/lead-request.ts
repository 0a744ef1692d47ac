/** The lead forms' requests: the form token, and posting a form with the answer's message read. */
import { useEffect, useState } from "react";
import { type ApiErrorBody, isApiErrorBody } from "#contracts/api-error";
import { type FormTokenAnswer, leadPaths } from "#contracts/lead-endpoints";
import { visitSource } from "~/lib/visit-source";

/** The signed form timestamp (GET /api/form-token), fetched once when the form mounts. */
export function useFormToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    let live = true;
    fetch(leadPaths.formToken, { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<FormTokenAnswer>) : undefined))
      .then((answer) => {
        if (live && answer && typeof answer.token === "string") setToken(answer.token);
      })
      // Without a token the submission still goes through; the server only weighs it as a weak spam signal.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return token;
}

/** What came back: ok with the body, or not ok with the server's error message when it sent one. */
export type LeadAnswer<T> = { ok: true; body: T } | { ok: false; message: string | undefined };

async function readAnswer<T>(response: Response): Promise<LeadAnswer<T>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, body: body as T };
  return { ok: false, message: isApiErrorBody(body) ? (body as ApiErrorBody).error.message : undefined };
}

/** Posts JSON, with the visit's source when one was kept; a network failure rejects. */
export async function postLeadJson<T>(path: string, payload: Record<string, unknown>): Promise<LeadAnswer<T>> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...payload, source: visitSource() }),
  });
  return readAnswer<T>(response);
}

/** Posts multipart form data; a network failure rejects. */
export async function postLeadForm<T>(path: string, body: FormData): Promise<LeadAnswer<T>> {
  const response = await fetch(path, { method: "POST", headers: { accept: "application/json" }, body });
  return readAnswer<T>(response);
}

/** The text fields of a form as strings (files left out). */
export function textFieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields[name] = value;
  return fields;
}

/** The page's last path segment (docs/spec.md §7 endText). */
export function endTextOf(pathname: string): string {
  return pathname.split("/").filter(Boolean).pop() ?? "";
}
