/** Every locale's form words, for the server (a page loads only its own locale's, through its layout). */
import type { Locale } from "../locales";
import type { FormText } from "./en";
import { arFormText } from "./ar";
import { esFormText } from "./es";
import { frFormText } from "./fr";
import { ruFormText } from "./ru";
import { viFormText } from "./vi";

/** English has none: its words are the keys. */
export const formTexts: Readonly<Record<Exclude<Locale, "en">, FormText>> = {
  ru: ruFormText,
  vi: viFormText,
  ar: arFormText,
  es: esFormText,
  fr: frFormText,
};
