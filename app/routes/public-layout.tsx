/** Header, main landmark and footer around every English public page; the other locales' layouts reuse its frame. */
import { useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { LanguageOffer, LanguageScript } from "~/components/language-switcher/language-offer";
import { KeptAsDrawn } from "~/components/server-drawn/server-drawn";
import { type FooterWords, SiteFooter } from "~/components/site-footer/site-footer";
import { SiteHeader } from "~/components/site-header/site-header";
import { useFocusOnNavigation } from "~/hooks/use-focus-on-navigation";
import { useMessages } from "~/i18n/messages";
import type { NavLinkItem } from "~/lib/navigation";
import { productLineMenu, siteContentOf } from "~/lib/site-content.server";
import { DEFAULT_LOCALE, splitLocalePath } from "#contracts/locales";
import type { Route } from "./+types/public-layout";

/**
 * The PRODUCT LINE menu lists the published product lines, so every public page carries them in
 * its HTML and .data (the server draws the pages again when the lines change). Each other locale's
 * layout loads the same.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { productLines: productLineMenu(siteContentOf(context), DEFAULT_LOCALE) };
}

/** The menu keeps what the page arrived with: a client-side move to another page asks no data for it. */
export const shouldRevalidate = () => false;

export function isFooterHidden(pathname: string): boolean {
  return /^\/plasticrecycling(\/|$)/i.test(splitLocalePath(pathname).path);
}

/**
 * English pages: the page language's default (English, no catalogue) is what every component
 * falls back to, so nothing is provided. Each other locale mounts its own layout module
 * (`locale-layouts/<locale>.tsx`), which carries that locale's catalogue (decision 057).
 */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return <PublicFrame productLines={loaderData.productLines} />;
}

/**
 * Header, main landmark and footer, in whichever language the page's provider gives;
 * `productLines`, the header's PRODUCT LINE menu, and `footer`, the footer's words in another
 * locale than English (both from the layout's loader).
 */
export function PublicFrame({
  productLines,
  footer,
}: {
  productLines: readonly NavLinkItem[];
  footer?: FooterWords | undefined;
}) {
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
      <SiteHeader productLines={productLines} />
      {import.meta.env.SSR ? <LanguageScript /> : <KeptAsDrawn as="script" />}
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      {isFooterHidden(pathname) ? null : <SiteFooter words={footer} />}
    </>
  );
}
