/**
 * The audit trail (administrators): who did what, when and from where, newest first, filtered by
 * the address (audit-view.ts) and paged by the server's cursors (Newer / Older).
 */
import { Link } from "react-router";
import { type AuditPage, auditPath } from "#contracts/audit";
import { type StaffMember, staffAccountPaths } from "#contracts/staff-accounts";
import { adminRequest } from "~/features/admin/api/client";
import { AuditFilters } from "~/features/admin/audit/audit-filters";
import { AuditTable } from "~/features/admin/audit/audit-table";
import { auditQuery, auditViewHref, readAuditView } from "~/features/admin/audit/audit-view";
import { AUDIT_PATH } from "~/features/admin/paths";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import styles from "~/features/admin/shell/page.module.css";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import type { Route } from "./+types/audit";
import { buttonClass } from "~/features/admin/ui/button";

export const meta = () => [{ title: "Audit trail | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requirePageAccess("audit");
  const view = readAuditView(new URL(request.url).searchParams);
  const [page, staff] = await Promise.all([
    adminRequest<AuditPage>(auditPath, { query: auditQuery(view), signal: request.signal }),
    adminRequest<{ users: StaffMember[] }>(staffAccountPaths.users, { signal: request.signal }),
  ]);
  return { view, page, people: staff.users.map((member) => member.email) };
}

export function HydrateFallback() {
  return null;
}

export default function AuditPageRoute({ loaderData }: Route.ComponentProps) {
  const { view, page, people } = loaderData;
  const filters = { actor: view.actor, action: view.action, from: view.from, to: view.to };
  return (
    <DashboardShell current="audit">
      <div className={`${styles.page} ${styles.wide}`}>
        <header>
          <h1 className={styles.title}>Audit trail</h1>
          <p className={styles.lead}>
            Every sign-in, change, export and resume view, as the server recorded it. Entries cannot be changed or
            deleted.
          </p>
        </header>
        <AuditFilters key={auditViewHref(AUDIT_PATH, filters)} view={view} people={people} />
        {page.items.length === 0 ? (
          <p className={styles.muted}>Nothing matches these filters.</p>
        ) : (
          <AuditTable entries={page.items} />
        )}
        <nav className={styles.actions} aria-label="Audit trail pages">
          {page.newer ? (
            <Link className={buttonClass()} to={auditViewHref(AUDIT_PATH, { ...filters, after: page.newer })}>
              Newer
            </Link>
          ) : null}
          {page.older ? (
            <Link className={buttonClass()} to={auditViewHref(AUDIT_PATH, { ...filters, before: page.older })}>
              Older
            </Link>
          ) : null}
        </nav>
      </div>
    </DashboardShell>
  );
}
