/**
 * Addresses visitors type, or are given in an e-mail, for this site's pages: each answers with a
 * 301 to the page (the server's page redirects, server/modules/site-addresses). Matched without
 * regard to letter case, as every page path is. Kept out of site-map.ts, which the browser loads.
 */
export const addressSpellings: Readonly<Record<string, string>> = {
  "/about": "/Aboutus",
  "/about-us": "/Aboutus",
  "/contact": "/ContactUs",
  "/contact-us": "/ContactUs",
  "/careers": "/Carrer",
  "/career": "/Carrer",
  "/exhibitions": "/Exhibition",
  "/services": "/Service",
  "/spares": "/Service",
  "/products": "/PlasticRecycling",
  "/product-line": "/PlasticRecycling",
};
