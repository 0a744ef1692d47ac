/** The machine pages' interface words in a locale (decision 068), which their loader hands to the page. */
import type { Locale } from "#contracts/locales";
import { arOnMachinePages } from "./messages/ar";
import { enOnMachinePages, type MachinePageMessages } from "./messages/en";
import { esOnMachinePages } from "./messages/es";
import { frOnMachinePages } from "./messages/fr";
import { ruOnMachinePages } from "./messages/ru";
import { viOnMachinePages } from "./messages/vi";

const BY_LOCALE: Record<Locale, MachinePageMessages> = {
  en: enOnMachinePages,
  ru: ruOnMachinePages,
  vi: viOnMachinePages,
  ar: arOnMachinePages,
  es: esOnMachinePages,
  fr: frOnMachinePages,
};

export function machinePageMessages(locale: Locale): MachinePageMessages {
  return BY_LOCALE[locale];
}

/** The slideshow's words, for another page's loader that draws one (the news page's magazine). */
export const SLIDESHOW_WORDS = [
  "stopSlideshow",
  "startSlideshow",
  "previousSlide",
  "showSlide",
  "nextSlide",
  "slidePosition",
] as const satisfies readonly (keyof MachinePageMessages)[];

/** Some of these words, for another page that draws the same components (which carry no English of their own). */
export function machineWordsIn<Key extends keyof MachinePageMessages>(
  locale: Locale,
  keys: readonly Key[],
): Pick<MachinePageMessages, Key> {
  const words = BY_LOCALE[locale];
  return Object.fromEntries(keys.map((key) => [key, words[key]])) as Pick<MachinePageMessages, Key>;
}
