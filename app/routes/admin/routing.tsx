/**
 * The sales desk's routing table (administrators): which countries go to whom, in turn, and the
 * fallback; below it the offices whose working hours response times count in.
 */
import { type RoutingAnswer, salesPaths } from "#contracts/sales";
import { type Office, salesReportPaths } from "#contracts/sales-reports";
import { adminRequest } from "~/features/admin/api/client";
import { OfficesEditor } from "~/features/admin/sales/offices-editor";
import { RoutingEditor } from "~/features/admin/sales/routing-editor";
import { DashboardShell } from "~/features/admin/shell/dashboard-shell";
import styles from "~/features/admin/shell/page.module.css";
import { requirePageAccess } from "~/features/admin/shell/page-access";
import type { Route } from "./+types/routing";

export const meta = () => [{ title: "Routing | Admin Portal" }, { name: "robots", content: "noindex" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requirePageAccess("routing");
  const [routing, { offices }] = await Promise.all([
    adminRequest<RoutingAnswer>(salesPaths.routing, { signal: request.signal }),
    adminRequest<{ offices: Office[] }>(salesReportPaths.offices, { signal: request.signal }),
  ]);
  return { routing, offices };
}

export function HydrateFallback() {
  return null;
}

export default function RoutingPage({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardShell current="routing">
      <div className={styles.page}>
        <header>
          <h1 className={styles.title}>Routing</h1>
          <p className={styles.lead}>
            The first rule naming a new lead&apos;s country gives it an owner, in turn among its people who are active
            and not away.
          </p>
        </header>
        <RoutingEditor answer={loaderData.routing} />
        <OfficesEditor offices={loaderData.offices} />
      </div>
    </DashboardShell>
  );
}
