import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { productPages } from "#content/product-lines";

/**
 * Which address matches what is decided with the server. The browser's router matches without
 * regard to letter case (React Router 7.18 leaves a route's caseSensitive out of the routes it
 * builds in the browser), so the server never answers the not-found page at an address that
 * matches a page route here: it sends every other case of a page's path to the page with a 301
 * (server/modules/site-addresses). For /PlasticRecycling/{segment} naming no line or product it
 * answers, with status 404, the slider's 'No products available' prerendered at
 * UNKNOWN_CATEGORY_PAGE, which is what this route shows there.
 */
export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    // Matching is case-insensitive (above), so /AboutUs and /News reach these modules too.
    route("Aboutus", "routes/about.tsx"),
    route("ContactUs", "routes/contact.tsx"),
    route("Service", "routes/service.tsx"),
    route("news", "routes/news.tsx"),
    route("Exhibition", "routes/exhibition.tsx"),
    route("Carrer", "routes/careers.tsx"),
    route("Privacy", "routes/privacy.tsx"),
    route("Woven", "routes/woven.tsx"),
    route("PlasticRecycling", "routes/category-tiles.tsx"),
    route("PlasticRecycling/:category", "routes/category-slider.tsx"),
    ...productPages.map((product) => route(product.path, "routes/product.tsx", { id: `product/${product.path}` })),
    // A machine published at an address the build did not have (a rename, a new model). The browser
    // matches it for every unknown address of one segment, so the server sends those the
    // not-found page this route draws (UNKNOWN_ADDRESS_PAGE).
    route(":machine", "routes/product.tsx", { id: "product/moved" }),
    // The catch-all, which also takes /404 (a static segment outranks :machine), so the build's
    // /404, sent for every unknown address of two segments or more, is drawn by the route the
    // browser matches there and loads no product module.
    route("404?/*", "routes/not-found.tsx"),
  ]),
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
