/**
 * The interface text of the public site, in English: the reference list. Each English text is its
 * own key (components write `t("Skip to main content")`), so an English page needs no catalogue:
 * the text is already in its code. Every other locale's catalogue must have exactly these keys
 * (`satisfies Messages` fails the type check otherwise). `{name}` marks a value put in at run time.
 * Types only, and the machine pages' English words: nothing of this file reaches the bundle.
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
  | SitePageKey;

/**
 * The static pages' own words (home, about, services, contact, careers, news, privacy, /Woven):
 * handed over by each page's loader, only the words it draws, like the machine pages' (068).
 */
type SitePageKey =
  | "Since {year}"
  | "Explore our machines"
  | "Download catalogue"
  | "Or write to"
  | "Our export record"
  | "Explore →"
  | "Corporate film"
  | "(opens YouTube in a new tab)"
  | "(opens the film in a new tab)"
  | "Milestones"
  | "Watch the film"
  | "Close"
  | "Meet us next"
  | "Enlarge map"
  | "Map of our coming exhibitions"
  | "World map with pins on Istanbul, Moscow, Mumbai, New Delhi, Ho Chi Minh City and Düsseldorf"
  | "Trade shows"
  | "Life at JP"
  | "View {count} photos"
  | "Reach us"
  | "View {place} on the map"
  | "Phone & e-mail"
  | "Departments"
  | "Send us an inquiry"
  | "Our network"
  | "Branch offices across India and our own people in Russia and Vietnam."
  | "Map"
  | "{title} phones"
  | "{title} e-mail"
  | "Service for the life of your line"
  | "What we offer"
  | "Order spare parts"
  | "Quote the machine number from the plate on the main panel, and the part you need or a photograph of it."
  | "Current openings ({count})"
  | "We hire engineers, technicians and office staff for our works in Ankleshwar, the corporate office in Ahmedabad and our service centre in Indore. Open a position to read the job profile and the skills it needs."
  | "Job profile"
  | "Required skills"
  | "Job profile: {title}"
  | "Required skills: {title}"
  | "APPLY NOW"
  | "Apply for {title}"
  | "Awards"
  | "JP News, our customer magazine"
  | "Magazine covers"
  | "From the works"
  | "Press releases"
  | "Press release · {date} · PDF"
  | "(opens in a new tab)"
  | "Read More"
  | "Last updated {date}."
  | "Product line"
  | "Browse the woven packaging machines";

/** A locale's catalogue: every English text, each with its translation. */
export type Messages = { readonly [Key in MessageKey]: string };

/** The texts of what only the server draws (the language switcher and offer, decision 057). */
type ServerDrawnKey = "Language" | "This page is also available in {language}." | "Open it" | "No, thanks";
/** The part of a catalogue the browser draws with; the rest stays out of its bundle. */
export type BrowserMessages = Omit<Messages, ServerDrawnKey | SitePageKey>;
export type ServerDrawnMessages = Pick<Messages, ServerDrawnKey>;
/** What a locale's layout provides: all but the static pages' own text. */
export type LayoutMessages = Omit<Messages, SitePageKey>;
export type SitePageMessages = Pick<Messages, SitePageKey>;

/**
 * The machine pages' interface words (decision 068), apart from the layouts' catalogues: the machine
 * loader hands the page its locale's, English included, in its data, and the components read them
 * from their props, so none is in a bundle. Named, not keyed by their English, for the same reason.
 * `{title}` is the machine's or the tab's name; a slide's number follows `showSlide`, and
 * `slidePosition` names a slide by `{number}` and `{count}`. The slideshow, the lightbox and the
 * video cards carry no English of their own: another page drawing them hands over their words too
 * (news, exhibitions: 074).
 */
export interface MachinePageMessages {
  readonly catalogue: string;
  readonly applications: string;
  readonly applicationsOf: string;
  readonly applicationsSlides: string;
  readonly videos: string;
  readonly playVideo: string;
  readonly gallery: string;
  readonly galleryOf: string;
  readonly enlargePhoto: string;
  readonly pictures: string;
  readonly specifications: string;
  readonly models: string;
  readonly equipment: string;
  readonly stopSlideshow: string;
  readonly startSlideshow: string;
  readonly previousSlide: string;
  readonly showSlide: string;
  readonly nextSlide: string;
  readonly slidePosition: string;
  readonly previousImage: string;
  readonly nextImage: string;
  /** The catalogue modal's title, its line while the form loads, and its sentence before the form. */
  readonly catalogueOf: string;
  readonly loadingForm: string;
  readonly catalogueIntro: string;
  /** What follows the machine's summary in the page's description. */
  readonly describedBy: string;
}

/** The machine pages' words in English: only the server reads them (machine-page-messages.server.ts). */
export const enOnMachinePages = {
  catalogue: "Download Catalogue",
  applications: "Applications",
  applicationsOf: "Applications: {title}",
  applicationsSlides: "Applications of the {title}",
  videos: "Videos",
  playVideo: "Play video:",
  gallery: "Photo gallery",
  galleryOf: "{title}: photo gallery",
  enlargePhoto: "Enlarge photo:",
  pictures: "{title}: pictures",
  specifications: "{title}: specifications",
  models: "{title}: models",
  equipment: "{title}: equipment",
  stopSlideshow: "Stop slideshow",
  startSlideshow: "Start slideshow",
  previousSlide: "Previous slide",
  showSlide: "Show slide",
  nextSlide: "Next slide",
  slidePosition: "{number} of {count}",
  previousImage: "Previous image",
  nextImage: "Next image",
  catalogueOf: "Catalogue: {title}",
  loadingForm: "Loading the form…",
  catalogueIntro:
    "Tell us where to send the {title} catalogue and our sales team will follow up with a quotation for your plant.",
  describedBy: "Specifications, applications and a catalogue to download.",
} as const satisfies MachinePageMessages;

/**
 * The product-line tiles' and slider's own words (/PlasticRecycling and its line pages, issue 25),
 * handed over by their loaders on other locales' pages; English pages keep the components' own.
 * `machines` gives the tile's count in each plural form of the locale (`pluralIn`), `{count}` the figure.
 */
export interface CategoryPageMessages {
  readonly lead: string;
  readonly machines: { readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>;
  readonly explore: string;
  readonly viewMachine: string;
  readonly nextMachine: string;
  readonly allMachines: string;
  readonly noProducts: string;
  readonly browseAll: string;
  /** The slider's progress bar, for a screen reader ("Slide", 3 of 7). */
  readonly slide: string;
  /** The slider's dots, one per machine. */
  readonly slides: string;
}
