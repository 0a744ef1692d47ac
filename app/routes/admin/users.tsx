/** Users (administrators): invite, change roles, deactivate, send a new set-password link. */
import { useRevalidator } from "react-router";
import { type StaffMembersAnswer, staffAccountPaths } from "#contracts/staff-accounts";
import { adminRequest } from "~/features/admin/api/client";
import { storedUser } from "~/features/admin/session";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import styles from "~/features/admin/shell/page.module.css";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import { InviteForm } from "~/features/admin/staff-accounts/invite-form";
import { UserCard } from "~/features/admin/staff-accounts/user-card";
import card from "~/features/admin/staff-accounts/user-card.module.css";
import type { Route } from "./+types/users";
import panelStyles from "~/features/admin/ui/panel.module.css";
import layout from "~/features/admin/ui/layout.module.css";

export const meta = () => [{ title: "Users | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requirePageAccess("users");
  return adminRequest<StaffMembersAnswer>(staffAccountPaths.users, { signal: request.signal });
}

export function HydrateFallback() {
  return null;
}

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  const me = storedUser()?.id;
  return (
    <DashboardShell current="users">
      <div className={`${styles.page} ${styles.wide}`}>
        <header>
          <h1 className={styles.title}>Users</h1>
          <p className={styles.lead}>Who can sign in to the portal, and what each person may use.</p>
        </header>
        <InviteForm onInvited={reload} />
        <section aria-labelledby="staff-list-title" className={styles.form}>
          <h2 id="staff-list-title" className={panelStyles.title}>
            Staff ({loaderData.users.length})
          </h2>
          <ul className={`${layout.list} ${card.list}`}>
            {loaderData.users.map((member) => (
              <UserCard
                key={member.id}
                member={member}
                offices={loaderData.offices}
                self={member.id === me}
                onChanged={reload}
              />
            ))}
          </ul>
        </section>
      </div>
    </DashboardShell>
  );
}
