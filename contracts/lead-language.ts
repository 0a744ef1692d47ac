/** The `language` a lead form may send: one of the site's locales (product brief "Languages"). */
import * as z from "zod/mini";
import { LOCALES } from "./locales";

export const LANGUAGE_MESSAGE = `The language must be one of ${LOCALES.join(", ")}.`;

export const leadLanguage = z.optional(z.enum(LOCALES, { error: LANGUAGE_MESSAGE }));
