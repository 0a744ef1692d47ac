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
