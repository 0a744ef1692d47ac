/**
 * My account (every staff member): password, two-factor sign-in, sessions. With REQUIRE_2FA=on and
 * no two-factor sign-in yet, the only page the portal opens, with the set-up asked for first.
 */
import { useRevalidator } from "react-router";
import { type AccountAnswer, staffAccountPaths } from "#contracts/staff-accounts";
import { adminRequest } from "~/features/admin/api/client";
import { twoFactorSetupDone, twoFactorSetupRequired } from "~/features/admin/session";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import styles from "~/features/admin/shell/page.module.css";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import { PasswordForm } from "~/features/admin/staff-accounts/password-form";
import { SessionsPanel } from "~/features/admin/staff-accounts/sessions-panel";
import { TwoFactorPanel } from "~/features/admin/staff-accounts/two-factor-panel";
import type { StaffSessionItem } from "#contracts/staff-accounts";
import type { Route } from "./+types/account";
import { alertClass } from "~/features/admin/ui/alert";
import { mayUse } from "#contracts/staff-roles";
import { RoutingAwayPanel } from "~/features/admin/sales/routing-away-panel";

export const meta = () => [{ title: "My account | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requirePageAccess("signedIn");
  const account = await adminRequest<AccountAnswer>(staffAccountPaths.account, { signal: request.signal });
  if (account.twoFactor.enabled) twoFactorSetupDone();
  const setupRequired = twoFactorSetupRequired();
  const sessions = setupRequired
    ? []
    : (await adminRequest<{ sessions: StaffSessionItem[] }>(staffAccountPaths.sessions, { signal: request.signal }))
        .sessions;
  return { account, sessions, setupRequired };
}

export function HydrateFallback() {
  return null;
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { account, sessions, setupRequired } = loaderData;
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  return (
    <DashboardShell current="account">
      <div className={styles.page}>
        <header>
          <h1 className={styles.title}>My account</h1>
          <p className={styles.lead}>
            {account.user.name} · {account.user.email} · {account.user.role}
          </p>
        </header>
        {setupRequired ? (
          <p className={alertClass("error")} role="alert">
            This site requires two-factor sign-in for every staff member. Set it up below to open the rest of the
            portal.
          </p>
        ) : null}
        <TwoFactorPanel account={account} onChanged={reload} />
        {setupRequired ? null : (
          <>
            {mayUse(account.user.roles, "buyers") ? (
              <RoutingAwayPanel awayUntil={account.awayUntil ?? null} onChanged={reload} />
            ) : null}
            <PasswordForm />
            <SessionsPanel sessions={sessions} onChanged={reload} />
          </>
        )}
      </div>
    </DashboardShell>
  );
}
