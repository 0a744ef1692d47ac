/**
 * The Russian copy of the site's own pages (see ./kit.ts): only text, in the English modules' shape,
 * one file per page in ./ru/ (the figures they write in ./ru/figures.ts), each export named
 * after the English module it translates.
 */
export { corporateFilm, home } from "./ru/home";
export { about, milestones } from "./ru/about";
export { service } from "./ru/service";
export { company, departments, offices } from "./ru/contact";
export { wovenOverview } from "./ru/woven";
export { magazineCovers } from "./ru/news";
export { privacyNotice } from "./ru/privacy";
export { staticPages } from "./ru/page-titles";
