/**
 * The page's one script for its languages, run inline as the page is parsed (no module, no React):
 * it keeps the switcher's and the offer's links on the page the visitor is on after navigating in
 * the browser, and offers a visitor whose browser prefers another of the site's languages this
 * page in it, once (localStorage), never redirecting. Self-contained: the server writes its source.
 */
export function languageScript(locales: readonly string[], offeredKey: string): void {
  const LINKS = ".language-switcher a[hreflang], .language-offer a[hreflang]";
  const prefixed = new RegExp(`^/(${locales.slice(1).join("|")})(?=/|$)`);
  const at = (locale: string) => {
    const path = location.pathname.replace(prefixed, "") || "/";
    if (locale === locales[0]) return path;
    return path === "/" ? `/${locale}` : `/${locale}${path}`;
  };
  const follow = (link: HTMLAnchorElement) => link.setAttribute("href", at(link.hreflang));
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(LINKS);
    if (link) follow(link);
  });
  document.addEventListener(
    "toggle",
    (event) => {
      const menu = event.target as HTMLDetailsElement;
      if (menu.classList?.contains("language-switcher") && menu.open)
        menu.querySelectorAll<HTMLAnchorElement>(LINKS).forEach(follow);
    },
    true, // toggle does not bubble
  );

  const offer = document.querySelector<HTMLElement>(".language-offer");
  try {
    if (!offer || localStorage.getItem(offeredKey) !== null) return;
  } catch {
    return; // storage refused: offering on every page would be worse than never
  }
  const pageLocale = document.documentElement.lang;
  const wanted = navigator.languages.map((tag) => tag.toLowerCase().split("-")[0]).find((l) => locales.includes(l!));
  const name = document.querySelector(`.language-switcher a[hreflang="${wanted}"]`)?.textContent;
  if (wanted === undefined || wanted === pageLocale || !name) return;
  const link = offer.querySelector<HTMLAnchorElement>("a[hreflang]")!;
  link.hreflang = link.lang = wanted;
  follow(link);
  offer.querySelectorAll("[data-language-name]").forEach((slot) => {
    slot.textContent = name;
    slot.setAttribute("lang", wanted);
  });
  offer.querySelector("button")?.addEventListener("click", () => (offer.hidden = true));
  link.addEventListener("click", () => (offer.hidden = true));
  offer.hidden = false;
  try {
    localStorage.setItem(offeredKey, "1");
  } catch {
    // nothing to remember it in
  }
}
