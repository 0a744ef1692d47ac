/**
 * The check at the top of every portal page's loader: signed in, the person's roles open this
 * page's area (contracts/staff-roles.ts, as the server checks), and with REQUIRE_2FA holding them,
 * only the account page. Otherwise the browser goes where the person may be. The server refuses
 * the same requests whatever this says; this only spares people pages that would answer 403.
 */
import { redirect } from "react-router";
import { type StaffArea, mayUse } from "#contracts/staff-roles";
import { ACCOUNT_PATH, LOGIN_PATH } from "~/features/admin/paths";
import { clearSession, storedToken, storedUser, twoFactorSetupRequired } from "~/features/admin/session";
import { landingPath } from "./portal-nav";

export function requirePageAccess(area: StaffArea): void {
  if (!storedToken()) throw redirect(LOGIN_PATH);
  const roles = storedUser()?.roles;
  // A user saved before roles existed, or edited by hand: sign in again.
  if (!Array.isArray(roles)) {
    clearSession();
    throw redirect(LOGIN_PATH);
  }
  if (twoFactorSetupRequired() && area !== "signedIn") throw redirect(ACCOUNT_PATH);
  if (!mayUse(roles, area)) throw redirect(landingPath(roles));
}
