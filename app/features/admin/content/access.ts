/**
 * The check at the top of the content pages' loaders: signed in, else the sign-in page. The server
 * refuses the content API to anyone whose roles do not cover the collection (403), whatever this says.
 */
import { redirect } from "react-router";
import type { Collection } from "#contracts/collections/api";
import { LOGIN_PATH } from "~/features/admin/paths";
import { storedToken } from "~/features/admin/session";

export function requireContentAccess(_collection: Collection): void {
  if (!storedToken()) throw redirect(LOGIN_PATH);
}
