/**
 * The Arabic copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape,
 * one file per page in ./ar/ (the figures they write in ./ar/figures.ts), each export named
 * after the English module it translates.
 */
export { corporateFilm, home } from "./ar/home";
export { about, milestones } from "./ar/about";
export { service } from "./ar/service";
export { company, departments, offices } from "./ar/contact";
export { wovenOverview } from "./ar/woven";
export { magazineCovers } from "./ar/news";
export { privacyNotice } from "./ar/privacy";
export { staticPages } from "./ar/page-titles";
