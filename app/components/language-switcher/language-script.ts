/**
 * The page's one script for its languages, run inline as the page is parsed (no module, no React):
 * it keeps the switcher's and the offer's links on the page the visitor is on after navigating in
 * the browser, and offers a visitor whose browser prefers another of the site's languages this
 * page in it, once (localStorage), never redirecting. The server writes its source into every
 * page, so it is self-contained and kept short (each byte is paid on every page).
 */
export function languageScript(locales: readonly string[], offeredKey: string): void {
  const d = document;
  const links = ".language-switcher a[hreflang],.language-offer a[hreflang]";
  // `/ru/ContactUs` in another locale: the prefix swapped (English, locales[0], has none).
  const follow = (a: HTMLAnchorElement) => {
    const path = location.pathname.replace(RegExp(`^/(${locales.join("|")})(?=/|$)`), "") || "/";
    const prefix = a.hreflang === locales[0] ? "" : `/${a.hreflang}`;
    a.setAttribute("href", prefix && path === "/" ? prefix : prefix + path);
  };
  d.addEventListener("click", (e) => {
    const a = (e.target as Element).closest?.<HTMLAnchorElement>(links);
    if (a) follow(a);
  });
  // The menu's links are right whenever it opens (middle click and copying the address included).
  d.addEventListener(
    "toggle",
    (e) => (e.target as Element).querySelectorAll?.<HTMLAnchorElement>(links).forEach(follow),
    true,
  );

  const offer = d.querySelector<HTMLElement>(".language-offer");
  const wanted = navigator.languages.map((tag) => tag.split("-")[0]!.toLowerCase()).find((l) => locales.includes(l));
  const name = d.querySelector(`.language-switcher a[hreflang="${wanted}"]`)?.textContent;
  try {
    if (!offer || !name || wanted === d.documentElement.lang || localStorage[offeredKey]) return;
    localStorage[offeredKey] = 1;
  } catch {
    return; // storage refused: offering on every page would be worse than never
  }
  offer
    .querySelectorAll<HTMLElement>("span[lang]")
    .forEach((slot) => ((slot.textContent = name), (slot.lang = wanted!)));
  const a = offer.querySelector("a")!;
  a.hreflang = a.lang = wanted!;
  follow(a);
  offer.onclick = (e) => (offer.hidden = !!(e.target as Element).closest("a,button"));
  offer.hidden = false;
}
