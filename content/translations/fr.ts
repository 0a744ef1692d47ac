/**
 * The French copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape,
 * one file per page in ./fr/ (the figures they write in ./fr/figures.ts), each export named
 * after the English module it translates.
 */
export { corporateFilm, home } from "./fr/home";
export { about, milestones } from "./fr/about";
export { service } from "./fr/service";
export { company, departments, offices } from "./fr/contact";
export { wovenOverview } from "./fr/woven";
export { magazineCovers } from "./fr/news";
export { privacyNotice } from "./fr/privacy";
export { staticPages } from "./fr/page-titles";
