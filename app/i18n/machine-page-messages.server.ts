/** The machine pages' interface text in a locale (decision 068), which their loader hands over; none for English. */
import type { Locale } from "#contracts/locales";
import { arOnMachinePages } from "./messages/ar";
import type { MachinePageMessages } from "./messages/en";
import { esOnMachinePages } from "./messages/es";
import { frOnMachinePages } from "./messages/fr";
import { ruOnMachinePages } from "./messages/ru";
import { viOnMachinePages } from "./messages/vi";

const BY_LOCALE: Record<Exclude<Locale, "en">, MachinePageMessages> = {
  ru: ruOnMachinePages,
  vi: viOnMachinePages,
  ar: arOnMachinePages,
  es: esOnMachinePages,
  fr: frOnMachinePages,
};

export function machinePageMessages(locale: Locale): MachinePageMessages | undefined {
  return locale === "en" ? undefined : BY_LOCALE[locale];
}
