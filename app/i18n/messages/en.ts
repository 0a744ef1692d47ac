/**
 * The interface text of the public site in English: the reference catalogue. Every other locale's
 * catalogue must have exactly these keys (`satisfies Messages` fails the type check otherwise).
 * `{name}` marks a value put in at run time.
 */
export const en = {
  "layout.skipLink": "Skip to main content",
  "nav.label": "Main",
  "nav.menu": "Menu",
  "nav.home": "HOME",
  "nav.about": "ABOUT US",
  "nav.productLine": "PRODUCT LINE",
  "nav.service": "SPARES & SERVICES",
  "nav.news": "NEWS & EVENTS",
  "nav.exhibitions": "EXHIBITIONS",
  "nav.careers": "CAREERS",
  "nav.contact": "CONTACT US",
  "footer.groupCompanies": "Group companies",
  "footer.quickLinks": "Quick links",
  "footer.viewOnMap": "View on map",
  "footer.contact": "Contact",
  "footer.email": "E-mail",
  "footer.followUs": "Follow us",
  "footer.rights": "All rights reserved.",
  "footer.privacy": "Privacy notice",
  "language.switcher": "Language",
  "language.offer": "This page is also available in {language}.",
  "language.offerOpen": "Open it",
  "language.offerDismiss": "No, thanks",
  "notFound.title": "Page not found",
  "notFound.lead": "The page you asked for is not here. It may have moved, or the address may be mistyped.",
  "notFound.home": "Go to the home page",
  "notFound.or": "or",
  "notFound.contact": "contact us",
} as const;

export type MessageKey = keyof typeof en;

/** A locale's catalogue: every key of the English one, each a string. */
export type Messages = { readonly [Key in MessageKey]: string };
