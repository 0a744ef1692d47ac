/** Header, main landmark and footer around every public page. */
import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "~/components/site-footer/site-footer";
import { SiteHeader } from "~/components/site-header/site-header";

export function isFooterHidden(pathname: string): boolean {
  return /^\/plasticrecycling(\/|$)/i.test(pathname);
}

export default function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
    </>
  );
}
