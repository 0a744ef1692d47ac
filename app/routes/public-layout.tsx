/** Header, main landmark and footer around every public page. */
import { useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "~/components/site-footer/site-footer";
import { SiteHeader } from "~/components/site-header/site-header";
import { useFocusOnNavigation } from "~/hooks/use-focus-on-navigation";

export function isFooterHidden(pathname: string): boolean {
  return /^\/plasticrecycling(\/|$)/i.test(pathname);
}

export default function PublicLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
    </>
  );
}
