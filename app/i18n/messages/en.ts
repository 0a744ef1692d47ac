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
  | "contact us";

/** A locale's catalogue: every English text, each with its translation. */
export type Messages = { readonly [Key in MessageKey]: string };

/** The texts of what only the server draws (the language switcher and offer, decision 057). */
type ServerDrawnKey = "Language" | "This page is also available in {language}." | "Open it" | "No, thanks";
/** The part of a catalogue the browser draws with; the rest stays out of its bundle. */
export type BrowserMessages = Omit<Messages, ServerDrawnKey>;
export type ServerDrawnMessages = Pick<Messages, ServerDrawnKey>;
