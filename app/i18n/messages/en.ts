/**
 * The interface text of the public site, in English: the reference list. Each English text is its
 * own key (components write `t("Skip to main content")`), so an English page needs no catalogue:
 * the text is already in its code. Every other locale's catalogue must have exactly these keys
 * (`satisfies Messages` fails the type check otherwise). `{name}` marks a value put in at run time.
 * Types only: nothing of this file reaches the bundle.
 */
export type MessageKey =
  | "Skip to main content"
  | "Main"
  | "Menu"
  | "HOME"
  | "ABOUT US"
  | "PRODUCT LINE"
  | "SPARES & SERVICES"
  | "NEWS & EVENTS"
  | "EXHIBITIONS"
  | "CAREERS"
  | "CONTACT US"
  | "Group companies"
  | "Quick links"
  | "View on map"
  | "Contact"
  | "E-mail"
  | "Follow us"
  | "All rights reserved."
  | "Privacy notice"
  | "Language"
  | "This page is also available in {language}."
  | "Open it"
  | "No, thanks"
  | "Page not found"
  | "The page you asked for is not here. It may have moved, or the address may be mistyped."
  | "Go to the home page"
  | "or"
  | "contact us"
  | MachinePageKey;

/**
 * The interface text of the machine pages (decision 068): handed to the page by its loader, in the
 * page's data rather than a bundle, so only machine pages carry it; elsewhere these stay English.
 */
type MachinePageKey =
  | "Download Catalogue"
  | "Applications"
  | "Applications: {title}"
  | "Applications of the {title}"
  | "Videos"
  | "Play video:"
  | "Photo gallery"
  | "{title}: photo gallery"
  | "Enlarge photo:"
  | "{title}: pictures"
  | "{title}: specifications"
  | "{name}: models"
  | "{name}: equipment"
  | "Stop slideshow"
  | "Start slideshow"
  | "Previous slide"
  | "Show slide {number}"
  | "Next slide";

/** A locale's catalogue: every English text, each with its translation. */
export type Messages = { readonly [Key in MessageKey]: string };

/** The texts of what only the server draws (the language switcher and offer, decision 057). */
type ServerDrawnKey = "Language" | "This page is also available in {language}." | "Open it" | "No, thanks";
/** The part of a catalogue the browser draws with; the rest stays out of its bundle. */
export type BrowserMessages = Omit<Messages, ServerDrawnKey | MachinePageKey>;
export type ServerDrawnMessages = Pick<Messages, ServerDrawnKey>;
/** What a locale's layout provides: all but the machine pages' text. */
export type LayoutMessages = Omit<Messages, MachinePageKey>;
export type MachinePageMessages = Pick<Messages, MachinePageKey>;
