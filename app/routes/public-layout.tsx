/** Header, main landmark and footer around every public page. */
import { useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "~/components/site-footer/site-footer";
import { SiteHeader } from "~/components/site-header/site-header";
import { useFocusOnNavigation } from "~/hooks/use-focus-on-navigation";
import { siteContentOf } from "~/lib/site-content.server";
import type { Route } from "./+types/public-layout";

/**
 * The PRODUCT LINE menu lists the published product lines, so every public page carries them in
 * its HTML and .data (the server draws the pages again when the lines change).
 */
export function loader({ context }: Route.LoaderArgs) {
  const productLines = siteContentOf(context)["product-lines"].map((item) => ({
    label: item.fields.title,
    to: `/PlasticRecycling/${item.slug}`,
  }));
  return { productLines };
}

/** The menu keeps what the page arrived with: a client-side move to another page asks no data for it. */
export const shouldRevalidate = () => false;

export function isFooterHidden(pathname: string): boolean {
  return /^\/plasticrecycling(\/|$)/i.test(pathname);
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader productLines={loaderData.productLines} />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      {isFooterHidden(pathname) ? null : <SiteFooter />}
    </>
  );
}
