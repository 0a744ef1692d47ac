/**
 * The sales dashboard's five charts from GET /api/admin/reports/dashboard: leads per week by
 * product line, by country and by source (utm_source, referring site or direct), how long the leads took to be answered, and the unanswered leads of
 * each owner.
 */
import type { Dashboard } from "#contracts/sales-reports";
import { Panel } from "~/features/admin/ui/panel";
import { DashboardChart } from "./dashboard-chart";
import styles from "./dashboard-view.module.css";

/** A week by the day (India) it starts: "16 Nov". */
export function weekLabel(monday: string): string {
  return new Date(monday).toLocaleDateString("en-IN", { day: "2-digit", month: "short", timeZone: "UTC" });
}

export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const weeks = dashboard.weeks.map(weekLabel);
  const weekly = (series: Dashboard["byProductLine"]) =>
    series.map(({ key, counts }) => ({ label: key, values: counts }));
  return (
    <div className={styles.grid}>
      {(
        [
          ["product line", dashboard.byProductLine],
          ["country", dashboard.byCountry],
          ["source", dashboard.bySource],
        ] as const
      ).map(([by, series]) => (
        <Panel key={by} label={`Leads by ${by}`}>
          <DashboardChart
            title={`Leads per week by ${by}`}
            rowHeader="Week of"
            labels={weeks}
            series={weekly(series)}
            stacked
          />
        </Panel>
      ))}
      <Panel label="Response times">
        <DashboardChart
          title="Time to the first reply, in working hours"
          rowHeader="Answered"
          labels={dashboard.responseTimes.map((band) => band.key)}
          series={[{ label: "Leads", values: dashboard.responseTimes.map((band) => band.leads) }]}
        />
      </Panel>
      <Panel label="Unanswered leads">
        <DashboardChart
          title="Unanswered leads by owner"
          rowHeader="Owner"
          labels={dashboard.unansweredByOwner.map((row) => row.key)}
          series={[
            { label: "Unanswered", values: dashboard.unansweredByOwner.map((row) => row.unanswered) },
            { label: "Overdue", values: dashboard.unansweredByOwner.map((row) => row.overdue) },
          ]}
        />
      </Panel>
    </div>
  );
}
