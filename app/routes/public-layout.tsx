/** Header, main landmark and footer around every public page, in the page's locale. */
import { useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { LanguageOffer } from "~/components/language-switcher/language-offer";
import { SiteFooter } from "~/components/site-footer/site-footer";
import { SiteHeader } from "~/components/site-header/site-header";
import { useFocusOnNavigation } from "~/hooks/use-focus-on-navigation";
import { catalogues } from "~/i18n/catalogues.server";
import { PageLanguageProvider, useMessages } from "~/i18n/messages";
import { DEFAULT_LOCALE, splitLocalePath } from "#contracts/locales";
import type { Route } from "./+types/public-layout";

export function isFooterHidden(pathname: string): boolean {
  return /^\/plasticrecycling(\/|$)/i.test(splitLocalePath(pathname).path);
}

/** Run at build: the page's locale, and its catalogue unless it is English (already in the bundle). */
export function loader({ request }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  return { locale, messages: locale === DEFAULT_LOCALE ? undefined : catalogues[locale] };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLanguageProvider locale={loaderData.locale} messages={loaderData.messages}>
      <PageFrame />
    </PageLanguageProvider>
  );
}

function PageFrame() {
  const t = useMessages();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <>
      <a className="skip-link" href="#main">
        {t("layout.skipLink")}
      </a>
      <LanguageOffer />
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
    </>
  );
}
