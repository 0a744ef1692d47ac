/** Test helpers of the lead forms: fetch answering the form token and then a chosen answer. */
import type userEvent from "@testing-library/user-event";
import { screen } from "@testing-library/react";
import { vi } from "vitest";

export type Answer = { status: number; body: unknown } | "network-failure" | Promise<{ status: number; body: unknown }>;

/** fetch: the form token on GET, then `answer` for the submission; returns the posted requests. */
export function mockFetch(answer: Answer) {
  const posted: { url: string; body: BodyInit | null | undefined }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (!init || init.method !== "POST") return Response.json({ token: "signed-token" });
    posted.push({ url, body: init.body });
    if (answer === "network-failure") throw new TypeError("Failed to fetch");
    const { status, body } = await answer;
    return Response.json(body, { status });
  });
  vi.stubGlobal("fetch", fetchMock);
  return posted;
}

export const contactValues: Record<string, string> = {
  Name: "Asha Patel",
  "Company name": "Patel Polysacks",
  Email: "asha@example.com",
  "Contact number": "+91 98250 12345",
  City: "Surat",
  State: "Gujarat",
  Country: "India",
};

export async function fillContact(user: ReturnType<typeof userEvent.setup>, values = contactValues) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

export const apiError = (message: string) => ({ error: { code: "invalid_input", message } });
