/**
 * The check at the top of the content pages' loaders: the person's roles open the collection's area
 * (hr: openings; marketing: news, exhibitions, galleries; administrators: all), as the server
 * checks; else the sign-in page or the person's first section (shell/page-access.ts).
 */
import type { Collection } from "#contracts/collections/api";
import { requirePageAccess } from "~/features/admin/shell/page-access";

export function requireContentAccess(collection: Collection): void {
  requirePageAccess(collection);
}
