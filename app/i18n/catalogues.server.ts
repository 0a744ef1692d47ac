/**
 * Every locale's catalogue, read only by loaders at build time: a page's data carries its own
 * locale's text, and no catalogue but the English one (the client's default) reaches the bundle.
 */
import type { Locale } from "#contracts/locales";
import { ar } from "./messages/ar";
import { en, type Messages } from "./messages/en";
import { es } from "./messages/es";
import { fr } from "./messages/fr";
import { ru } from "./messages/ru";
import { vi } from "./messages/vi";

export const catalogues: Readonly<Record<Locale, Messages>> = { en, ru, vi, ar, es, fr };
