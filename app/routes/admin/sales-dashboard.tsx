/** The sales desk's dashboard (sales and administrators): the last twelve weeks in five charts. */
import { type Dashboard, salesReportPaths } from "#contracts/sales-reports";
import { adminRequest } from "~/features/admin/api/client";
import { DashboardView } from "~/features/admin/sales/dashboard-view";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import styles from "~/features/admin/shell/page.module.css";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import type { Route } from "./+types/sales-dashboard";

export const meta = () => [{ title: "Sales dashboard | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requirePageAccess("salesReports");
  return adminRequest<Dashboard>(salesReportPaths.dashboard, { signal: request.signal });
}

export function HydrateFallback() {
  return null;
}

export default function SalesDashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell current="sales-dashboard">
      <div className={`${styles.page} ${styles.wide}`}>
        <header>
          <h1 className={styles.title}>Sales dashboard</h1>
          <p className={styles.lead}>
            The last twelve weeks: where leads came from and how soon they were answered. Each chart&apos;s numbers are
            in the table beneath it.
          </p>
        </header>
        <DashboardView dashboard={loaderData} />
      </div>
    </DashboardShell>
  );
}
