import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { productInLinePath, productLinePath, productLines, productPages } from "#content/product-lines";

/**
 * The browser's router matches paths without regard to letter case (React Router 7.18 leaves a
 * route's caseSensitive out of the routes it builds in the browser), so the server makes sure it
 * never answers the not-found page at a path that matches a route here: it sends every other
 * case of a page's path to the page with a 301 (server/modules/site-addresses). No route has a
 * dynamic segment, so no unknown address can match one.
 *
 * The category slider has a route per path the site serves: a line (/PlasticRecycling/woven-packaging)
 * or a product opened in its line (/PlasticRecycling/TapeExtrusion), not one ":category" route,
 * under which an unknown segment would be a slider in the browser and the not-found page on the server.
 */
const sliderPaths = [...productLines.map((line) => productLinePath(line.slug)), ...productPages.map(productInLinePath)];

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    // Also /AboutUs and /News, which are prerendered and served as well.
    route("Aboutus", "routes/about.tsx"),
    route("ContactUs", "routes/contact.tsx"),
    route("Service", "routes/service.tsx"),
    route("news", "routes/news.tsx"),
    route("Exhibition", "routes/exhibition.tsx"),
    route("Carrer", "routes/careers.tsx"),
    route("Woven", "routes/woven.tsx"),
    route("PlasticRecycling", "routes/category-tiles.tsx"),
    ...sliderPaths.map((path) => route(path.slice(1), "routes/category-slider.tsx", { id: `slider${path}` })),
    ...productPages.map((product) => route(product.path, "routes/product.tsx", { id: `product/${product.path}` })),
    route("*", "routes/not-found.tsx"),
  ]),
  ...prefix("admin", [route("login", "routes/admin/login.tsx"), route("dashboard", "routes/admin/dashboard.tsx")]),
] satisfies RouteConfig;
