import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PageLanguageProvider } from "~/i18n/messages";
import { ar } from "~/i18n/messages/ar";
import { LOCALES } from "#contracts/locales";
import { LANGUAGE_OFFERED_KEY, LanguageOffer } from "./language-offer";
import { languageScript } from "./language-script";
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

  it("follows the visitor to another page opened in the browser (the page's script keeps its links)", async () => {
    window.history.replaceState(null, "", "/Aboutus");
    inLocale("/Aboutus", <LanguageSwitcher />);
    languageScript(LOCALES, LANGUAGE_OFFERED_KEY);
    window.history.replaceState(null, "", "/ru/ContactUs");
    const menu = document.querySelector("details")!;
    menu.open = true;
    await waitFor(() => expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/ContactUs"));
    expect(screen.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/ContactUs");
  });

  it("takes the home page to each locale's home", () => {
    inLocale("/", <LanguageSwitcher />);
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es");
  });
});

/** A page as the server draws it (the offer hidden, the switcher's links), then its language script run. */
function offerOn(path: string, locale: "en" | "ar" = "en") {
  window.history.replaceState(null, "", path);
  document.documentElement.lang = locale;
  const page = inLocale(
    path,
    <>
      <LanguageOffer />
      <LanguageSwitcher />
    </>,
    locale,
  );
  languageScript(LOCALES, LANGUAGE_OFFERED_KEY);
  return page;
}

describe("LanguageOffer", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  const browserPrefers = (...languages: string[]) =>
    vi.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);

  it("offers a Russian-speaking visitor the Russian page once, and not again on the next page", async () => {
    browserPrefers("ru-RU", "en");
    const first = offerOn("/ContactUs");
    const offer = await screen.findByRole("region");
    expect(offer).toHaveTextContent("This page is also available in Русский.");
    expect(within(offer).getByRole("link")).toHaveAttribute("href", "/ru/ContactUs");
    expect(window.localStorage.getItem(LANGUAGE_OFFERED_KEY)).not.toBeNull();
    first.unmount();
    offerOn("/Service");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("goes away when dismissed", async () => {
    browserPrefers("vi");
    offerOn("/");
    await userEvent.setup().click(await screen.findByRole("button", { name: "No, thanks" }));
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("offers nothing when the browser prefers the page's language or one the site lacks", () => {
    browserPrefers("ar-EG", "ru");
    offerOn("/ar/ContactUs", "ar");
    expect(screen.queryByRole("region")).toBeNull();
    browserPrefers("de-DE", "ja");
    offerOn("/ContactUs");
    expect(screen.queryByRole("region")).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_OFFERED_KEY)).toBeNull();
  });
});
