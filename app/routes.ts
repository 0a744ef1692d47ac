import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { productPages } from "#content/product-lines";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    // Route matching is case-insensitive, so /AboutUs and /News reach these modules too.
    route("Aboutus", "routes/about.tsx"),
    route("ContactUs", "routes/contact.tsx"),
    route("Service", "routes/service.tsx"),
    route("news", "routes/news.tsx"),
    route("Exhibition", "routes/exhibition.tsx"),
    route("Carrer", "routes/careers.tsx"),
    route("Woven", "routes/woven.tsx"),
    route("PlasticRecycling", "routes/category-tiles.tsx"),
    route("PlasticRecycling/:category", "routes/category-slider.tsx"),
    ...productPages.map((product) => route(product.path, "routes/product.tsx", { id: `product/${product.path}` })),
    route("*", "routes/not-found.tsx"),
  ]),
  ...prefix("admin", [route("login", "routes/admin/login.tsx"), route("dashboard", "routes/admin/dashboard.tsx")]),
] satisfies RouteConfig;
