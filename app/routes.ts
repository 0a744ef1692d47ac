import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { productPages } from "#content/product-lines";
import { DEFAULT_LOCALE, type Locale, PREFIXED_LOCALES } from "#contracts/locales";

/**
 * Which address matches what is decided with the server. The browser's router matches without
 * regard to letter case (React Router 7.18 leaves a route's caseSensitive out of the routes it
 * builds in the browser), so the server never answers the not-found page at an address that
 * matches a page route here: it sends every other case of a page's path to the page with a 301
 * (server/modules/site-addresses). For /PlasticRecycling/{segment} naming no line or product it
 * answers, with status 404, the slider's 'No products available' prerendered at
 * UNKNOWN_CATEGORY_PAGE, which is what this route shows there.
 */
/**
 * The public pages of one locale. English (the spec's addresses) keeps the modules' own route ids;
 * every other locale's copy is the same modules under `/<locale>` with ids prefixed by the locale.
 */
function publicRoutes(locale: Locale) {
  const id = (name: string) => (locale === DEFAULT_LOCALE ? {} : { id: `${locale}/${name}` });
  const productId = (path: string) => ({
    id: locale === DEFAULT_LOCALE ? `product/${path}` : `${locale}/product/${path}`,
  });
  const layoutFile = locale === DEFAULT_LOCALE ? "routes/public-layout.tsx" : `routes/locale-layouts/${locale}.tsx`;
  return layout(layoutFile, id("layout"), [
    index("routes/home.tsx", id("home")),
    // Matching is case-insensitive (above), so /AboutUs and /News reach these modules too.
    route("Aboutus", "routes/about.tsx", id("about")),
    route("ContactUs", "routes/contact.tsx", id("contact")),
    route("Service", "routes/service.tsx", id("service")),
    route("news", "routes/news.tsx", id("news")),
    route("Exhibition", "routes/exhibition.tsx", id("exhibition")),
    route("Carrer", "routes/careers.tsx", id("careers")),
    route("Privacy", "routes/privacy.tsx", id("privacy")),
    route("Woven", "routes/woven.tsx", id("woven")),
    route("PlasticRecycling", "routes/category-tiles.tsx", id("category-tiles")),
    route("PlasticRecycling/:category", "routes/category-slider.tsx", id("category-slider")),
    ...productPages.map((product) => route(product.path, "routes/product.tsx", productId(product.path))),
    // A machine published at an address the build did not have (a rename, a new model). The browser
    // matches it for every unknown address of one segment (after the locale's prefix), so the server
    // sends those the not-found page this route draws (the locale's UNKNOWN_ADDRESS_PAGE).
    route(":machine", "routes/product.tsx", productId("moved")),
    // The catch-all, which also takes /404 (a static segment outranks :machine), so the locale's
    // /404, sent for every unknown address of two segments or more, is drawn by the route the
    // browser matches there and loads no product module.
    route("404?/*", "routes/not-found.tsx", id("not-found")),
  ]);
}

export default [
  publicRoutes(DEFAULT_LOCALE),
  ...PREFIXED_LOCALES.map((locale) => ({ ...publicRoutes(locale), path: locale })),
  ...prefix("admin", [
    // /admin itself: the person's first section, or the sign-in page.
    index("routes/admin/index.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("set-password", "routes/admin/set-password.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("people", "routes/admin/people.tsx"),
    route("content/translations", "routes/admin/content-translations.tsx"),
    route("content/:collection", "routes/admin/content-list.tsx"),
    route("content/:collection/:id", "routes/admin/content-item.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("buyers", "routes/admin/buyers.tsx"),
    route("buyers/:id", "routes/admin/buyer.tsx"),
    route("routing", "routes/admin/routing.tsx"),
    route("sales-dashboard", "routes/admin/sales-dashboard.tsx"),
    route("account", "routes/admin/account.tsx"),
    // The buyer page's reply and note forms post here (no page of their own).
    route("buyers/:id/reply", "routes/admin/reply-action.ts"),
    route("buyers/:id/note", "routes/admin/note-action.ts"),
  ]),
] satisfies RouteConfig;
