/** The sales desk's buyers (sales and administrators): searched, filtered by owner, sorted and paged by the server. */
import { Link } from "react-router";
import { SALES_DASHBOARD_PATH } from "~/features/admin/paths";
import { BuyersList } from "~/features/admin/sales/buyers-list";
import { fetchBuyers } from "~/features/admin/sales/buyers-api";
import { readBuyersView } from "~/features/admin/sales/buyers-view";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import styles from "~/features/admin/shell/page.module.css";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import type { Route } from "./+types/buyers";

export const meta = () => [{ title: "Buyers | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requirePageAccess("buyers");
  const view = readBuyersView(new URL(request.url).searchParams);
  return { view, page: await fetchBuyers(view, request.signal) };
}

export function HydrateFallback() {
  return null;
}

export default function BuyersPage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell current="buyers">
      <div className={`${styles.page} ${styles.wide}`}>
        <header>
          <h1 className={styles.title}>Buyers</h1>
          <p className={styles.lead}>Everyone who wrote from one e-mail address, with their leads and owner.</p>
          <p className={styles.lead}>
            <Link to={SALES_DASHBOARD_PATH}>Sales dashboard</Link>: leads per week, response times and unanswered leads.
          </p>
        </header>
        <BuyersList view={loaderData.view} page={loaderData.page} />
      </div>
    </DashboardShell>
  );
}
