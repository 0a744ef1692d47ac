import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToast } from "~/components/toast/toast-store";
import { PageLanguageProvider } from "~/i18n/messages";
import { ru } from "~/i18n/messages/ru";
import { InquiryForm } from "./inquiry-form";
import { fillContact, mockFetch } from "./test-support";

beforeEach(() => {
  window.history.replaceState(null, "", "/ru/ContactUs");
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

/** The fields of the one form posted, whatever the body's shape. */
function postedFields(posted: { body: BodyInit | null | undefined }[]): Record<string, unknown> {
  const body = posted[0]?.body;
  if (body instanceof FormData) return Object.fromEntries(body);
  return JSON.parse(String(body)) as Record<string, unknown>;
}

describe("the page's language on a lead form", { timeout: 30_000 }, () => {
  async function send(locale: "ru" | "en") {
    const posted = mockFetch({ status: 201, body: { message: "ok", notification: "sent" } });
    const user = userEvent.setup();
    render(
      <PageLanguageProvider locale={locale} messages={locale === "ru" ? ru : undefined}>
        <InquiryForm />
      </PageLanguageProvider>,
    );
    await fillContact(user);
    await user.type(screen.getByLabelText("Message"), "Нужна линия для рукавной плёнки");
    await user.click(screen.getByRole("button", { name: "SEND INQUIRY" }));
    await screen.findByRole("status");
    return postedFields(posted);
  }

  it("sends language=ru from a Russian page", async () => {
    expect(await send("ru")).toMatchObject({ language: "ru" });
  });

  it("sends no language from an English page, which the server takes as English", async () => {
    expect(await send("en")).not.toHaveProperty("language");
  });
});
