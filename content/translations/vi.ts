/**
 * The Vietnamese copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape,
 * one file per page in ./vi/ (the figures they write in ./vi/figures.ts), each export named
 * after the English module it translates.
 */
export { corporateFilm, home } from "./vi/home";
export { about, milestones } from "./vi/about";
export { service } from "./vi/service";
export { company, departments, offices } from "./vi/contact";
export { wovenOverview } from "./vi/woven";
export { magazineCovers } from "./vi/news";
export { privacyNotice } from "./vi/privacy";
export { staticPages } from "./vi/page-titles";
