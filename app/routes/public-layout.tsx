/** Header, main landmark and footer around every English public page; the other locales' layouts reuse its frame. */
import { useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { LanguageOffer, LanguageScript } from "~/components/language-switcher/language-offer";
import { KeptAsDrawn } from "~/components/server-drawn/server-drawn";
import { SiteFooter } from "~/components/site-footer/site-footer";
import { SiteHeader } from "~/components/site-header/site-header";
import { useFocusOnNavigation } from "~/hooks/use-focus-on-navigation";
import { useMessages } from "~/i18n/messages";
import { splitLocalePath } from "#contracts/locales";

export function isFooterHidden(pathname: string): boolean {
  return /^\/plasticrecycling(\/|$)/i.test(splitLocalePath(pathname).path);
}

/**
 * English pages: the page language's default (English, no catalogue) is what every component
 * falls back to, so nothing is provided. Each other locale mounts its own layout module
 * (`locale-layouts/<locale>.tsx`), which carries that locale's catalogue (decision 057).
 */
export default function PublicLayout() {
  return <PublicFrame />;
}

/** Header, main landmark and footer, in whichever language the page's provider gives. */
export function PublicFrame() {
  const t = useMessages();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("Skip to main content")}
      </a>
      {import.meta.env.SSR ? <LanguageOffer /> : <KeptAsDrawn as="div" className="language-offer" />}
      <SiteHeader />
      {import.meta.env.SSR ? <LanguageScript /> : <KeptAsDrawn as="script" />}
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
    </>
  );
}
