/** /admin, as people type it: their first section when signed in, else the sign-in page. */
import { redirect } from "react-router";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import { landingPath } from "~/features/admin/shell/portal-nav";
import { storedUser } from "~/features/admin/session";

export function clientLoader(): never {
  requirePageAccess("signedIn");
  throw redirect(landingPath(storedUser()?.roles));
}

export function HydrateFallback() {
  return null;
}

export default function PortalIndex() {
  return null;
}
