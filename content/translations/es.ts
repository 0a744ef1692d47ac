/**
 * The Spanish copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape,
 * one file per page in ./es/ (the figures they write in ./es/figures.ts), each export named
 * after the English module it translates.
 */
export { corporateFilm, home } from "./es/home";
export { about, milestones } from "./es/about";
export { service } from "./es/service";
export { company, departments, offices } from "./es/contact";
export { wovenOverview } from "./es/woven";
export { magazineCovers } from "./es/news";
export { privacyNotice } from "./es/privacy";
export { staticPages } from "./es/page-titles";
