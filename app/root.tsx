import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from "react-router";
import { splitLocalePath, textDirection } from "#contracts/locales";
import type { Route } from "./+types/root";
import { KeptAsDrawn } from "./components/server-drawn/server-drawn";
import { organizationJsonLd } from "./lib/seo";
import { recordVisitTouch } from "./lib/visit-source";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./styles/global.css";

// The one font file every page needs: fetched with the CSS, not after it, so text swaps early.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The address says the language: /ar/… is Arabic, right to left; the portal is English.
  const { locale } = splitLocalePath(useLocation().pathname);
  const dir = textDirection(locale);
  return (
    <html lang={locale} dir={dir === "rtl" ? dir : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a4a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* The same on every page: drawn by the server, kept by the browser with none of its code (decision 057). */}
        {import.meta.env.SSR ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd() }} />
        ) : (
          <KeptAsDrawn as="script" type="application/ld+json" />
        )}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Once per page load: a visit arriving tagged or from another site is a touch (lib/visit-source).
  useEffect(() => recordVisitTouch(), []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Something went wrong";
  return (
    <main id="main" className="error-page">
      <h1>{title}</h1>
      <p>
        Please try again, or go back to the <a href="/">home page</a>.
      </p>
    </main>
  );
}
