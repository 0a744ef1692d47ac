import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageLanguageProvider } from "~/i18n/messages";
import { ar } from "~/i18n/messages/ar";
import { LANGUAGE_OFFERED_KEY, LanguageOffer } from "./language-offer";
import { LanguageSwitcher } from "./language-switcher";

function inLocale(path: string, element: React.ReactNode, locale: "en" | "ar" = "en") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PageLanguageProvider locale={locale} messages={locale === "ar" ? ar : undefined}>
        {element}
      </PageLanguageProvider>
    </MemoryRouter>,
  );
}

describe("LanguageSwitcher", () => {
  it("links this same page in every language, each named in itself, the current one marked", () => {
    inLocale("/ar/TapeExtrusion", <LanguageSwitcher />, "ar");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["English", "/TapeExtrusion"],
      ["Русский", "/ru/TapeExtrusion"],
      ["Tiếng Việt", "/vi/TapeExtrusion"],
      ["العربية", "/ar/TapeExtrusion"],
      ["Español", "/es/TapeExtrusion"],
      ["Français", "/fr/TapeExtrusion"],
    ]);
    expect(screen.getByRole("link", { current: true })).toHaveTextContent("العربية");
    expect(screen.getByRole("link", { name: "Русский" })).toHaveAttribute("lang", "ru");
  });

  it("takes the home page to each locale's home", () => {
    inLocale("/", <LanguageSwitcher />);
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es");
  });
});

describe("LanguageOffer", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  const browserPrefers = (...languages: string[]) =>
    vi.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);

  it("offers a Russian-speaking visitor the Russian page once, and not again on the next page", async () => {
    browserPrefers("ru-RU", "en");
    const first = inLocale("/ContactUs", <LanguageOffer />);
    const offer = await screen.findByRole("region");
    expect(offer).toHaveTextContent("This page is also available in Русский.");
    expect(within(offer).getByRole("link")).toHaveAttribute("href", "/ru/ContactUs");
    expect(window.localStorage.getItem(LANGUAGE_OFFERED_KEY)).not.toBeNull();
    first.unmount();
    inLocale("/Service", <LanguageOffer />);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("goes away when dismissed", async () => {
    browserPrefers("vi");
    inLocale("/", <LanguageOffer />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "No, thanks" }));
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("offers nothing when the browser prefers the page's language or one the site lacks", () => {
    browserPrefers("ar-EG", "ru");
    inLocale("/ar/ContactUs", <LanguageOffer />, "ar");
    expect(screen.queryByRole("region")).toBeNull();
    browserPrefers("de-DE", "ja");
    inLocale("/ContactUs", <LanguageOffer />);
    expect(screen.queryByRole("region")).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_OFFERED_KEY)).toBeNull();
  });
});
