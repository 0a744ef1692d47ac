/**
 * The navigation bar of every public page (docs/spec.md §2 "Navigation bar"). The prerendered HTML holds
 * every link; CSS alone lays it out and opens the dropdown on hover/focus until the script runs.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { company } from "#content/company";
import { useHydrated } from "~/hooks/use-hydrated";
import { useMediaQuery } from "~/hooks/use-media-query";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { mobileQuery } from "~/lib/breakpoints";
import { useLocalePath, useMessages } from "~/i18n/messages";
import { isNavMenuItem, localizedNavigation, type NavLinkItem } from "~/lib/navigation";
import { lockBodyScroll } from "~/lib/scroll-lock";
import { LanguageSwitcher } from "~/components/language-switcher/language-switcher";
import { KeptAsDrawn } from "~/components/server-drawn/server-drawn";
import { NavDropdown } from "./nav-dropdown";
import "./site-header.css";

/** Past this many pixels of scrolling the desktop bar takes its compact 'scrolled' style. */
const SCROLLED_THRESHOLD = 50;
const NAV_ID = "site-nav";

/** `productLines`: the PRODUCT LINE menu's entries, the published lines (the public layout's loader). */
export function SiteHeader({ productLines }: { productLines: readonly NavLinkItem[] }) {
  const isMobile = useMediaQuery(mobileQuery);
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD, !isMobile);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // From hydration on the script, not the no-JS CSS fallback, decides what is open.
  const enhanced = useHydrated();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const t = useMessages();
  const localize = useLocalePath();
  const navigation = localizedNavigation(t, localize, productLines);

  const closeAll = useCallback(() => {
    setMenuOpen(false);
    setOpenIndex(null);
  }, []);

  // A new page, or the window crossing the mobile breakpoint, closes everything.
  const [shownFor, setShownFor] = useState({ pathname, isMobile });
  if (shownFor.pathname !== pathname || shownFor.isMobile !== isMobile) {
    setShownFor({ pathname, isMobile });
    closeAll();
  }

  useEffect(() => {
    if (menuOpen && isMobile) return lockBodyScroll();
  }, [menuOpen, isMobile]);

  useEffect(() => {
    if (!menuOpen && openIndex === null) return;
    const header = headerRef.current;
    const onPointerDown = (event: PointerEvent) => {
      if (!header?.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (menuOpen) {
        menuButtonRef.current?.focus();
      } else if (header?.contains(document.activeElement)) {
        header.querySelector<HTMLElement>('[data-open="true"] > .site-nav__trigger')?.focus();
      }
      closeAll();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [menuOpen, openIndex, closeAll]);

  return (
    <header
      ref={headerRef}
      className={scrolled ? "site-header scrolled" : "site-header"}
      data-scrolled={scrolled}
      data-menu-open={menuOpen}
      data-enhanced={enhanced || undefined}
    >
      <div className="container site-header__bar">
        <Link to={localize("/")} className="site-header__brand" onClick={closeAll}>
          <img src="/logo.svg" alt={company.name} width="191" height="44" />
        </Link>
        {/* One box around the hamburger and the panel, for the no-script :focus-within fallback. */}
        <div className="site-header__menu">
          <button
            ref={menuButtonRef}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="visually-hidden">{t("Menu")}</span>
            <span className="site-header__menu-icon" aria-hidden="true" />
          </button>
          <nav id={NAV_ID} className="site-nav" aria-label={t("Main")}>
            <ul className="site-nav__list">
              {navigation.map((item, index) =>
                isNavMenuItem(item) ? (
                  <NavDropdown
                    key={item.label}
                    item={item}
                    open={openIndex === index}
                    isMobile={isMobile}
                    onOpenChange={(open) => setOpenIndex(open ? index : null)}
                    onNavigate={closeAll}
                  />
                ) : (
                  <li key={item.label} className="site-nav__item">
                    <NavLink to={item.to} end={item.to === localize("/")} className="site-nav__link" onClick={closeAll}>
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
        </div>
        {/* Plain links drawn by the server; the page's language script keeps them on this page (057). */}
        {import.meta.env.SSR ? <LanguageSwitcher /> : <KeptAsDrawn as="details" className="language-switcher" />}
      </div>
    </header>
  );
}
