import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Dashboard } from "#contracts/sales-reports";
import { DashboardView, weekLabel } from "./dashboard-view";

// jsdom draws no canvas: Chart.js is replaced, and what it is asked to draw is kept.
interface Drawn {
  data: { labels: string[]; datasets: { label: string; data: number[] }[] };
}
const drawn = vi.hoisted(() => [] as Drawn[]);
vi.mock("chart.js", () => ({
  Chart: class {
    static register() {}
    constructor(_canvas: HTMLCanvasElement, config: Drawn) {
      drawn.push(config);
    }
    destroy() {}
  },
  BarController: {},
  BarElement: {},
  CategoryScale: {},
  LinearScale: {},
  Legend: {},
  Tooltip: {},
}));

const dashboard: Dashboard = {
  weeks: ["2026-11-16T00:00:00.000Z", "2026-11-23T00:00:00.000Z"],
  byProductLine: [
    { key: "Tape Extrusion", counts: [3, 1200] },
    { key: "Other", counts: [0, 2] },
  ],
  byCountry: [{ key: "Russia", counts: [1, 4] }],
  bySource: [],
  responseTimes: [
    { key: "within 1 h", leads: 5 },
    { key: "unanswered", leads: 2 },
  ],
  unansweredByOwner: [{ key: "Meera Shah", unanswered: 2, overdue: 1 }],
};

describe("the sales dashboard", () => {
  it("shows each chart's numbers as a table, weeks by the day they start", () => {
    render(<DashboardView dashboard={dashboard} />);
    const product = screen.getByRole("table", { name: "Leads per week by product line" });
    expect(
      within(product)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Week of", "Tape Extrusion", "Other"]);
    expect(within(product).getByRole("row", { name: /23 Nov/ })).toHaveTextContent("1,2002");
    const owners = screen.getByRole("table", { name: "Unanswered leads by owner" });
    expect(within(owners).getByRole("row", { name: /Meera Shah/ })).toHaveTextContent("Meera Shah21");
    expect(screen.getAllByRole("img", { name: /chart, the same numbers are in the table below/ })).toHaveLength(4);
  });

  it("draws the charts with the same labels and series", async () => {
    drawn.length = 0;
    render(<DashboardView dashboard={dashboard} />);
    await vi.waitFor(() => expect(drawn).toHaveLength(4));
    expect(drawn[0]?.data).toMatchObject({
      labels: ["16 Nov", "23 Nov"],
      datasets: [
        { label: "Tape Extrusion", data: [3, 1200] },
        { label: "Other", data: [0, 2] },
      ],
    });
  });

  it("says so, without a chart, when the weeks had no leads", () => {
    render(<DashboardView dashboard={{ ...dashboard, byCountry: [{ key: "Russia", counts: [0, 0] }] }} />);
    expect(screen.getByRole("figure", { name: "Leads per week by country" })).toHaveTextContent(
      "No leads in these weeks.",
    );
    expect(screen.getAllByRole("img")).toHaveLength(3);
  });

  it("draws the leads by source, with their numbers as a table", async () => {
    drawn.length = 0;
    const bySource = [
      { key: "plastindia", counts: [0, 7] },
      { key: "www.google.com", counts: [2, 1] },
      { key: "direct", counts: [4, 0] },
    ];
    render(<DashboardView dashboard={{ ...dashboard, bySource }} />);
    const sources = screen.getByRole("table", { name: "Leads per week by source" });
    expect(
      within(sources)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Week of", "plastindia", "www.google.com", "direct"]);
    expect(within(sources).getByRole("row", { name: /16 Nov/ })).toHaveTextContent("16 Nov024");
    expect(
      screen.getByRole("img", { name: "Leads per week by source: chart, the same numbers are in the table below" }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(drawn).toHaveLength(5));
    expect(drawn.find((chart) => chart.data.datasets[0]?.label === "plastindia")?.data).toMatchObject({
      labels: ["16 Nov", "23 Nov"],
      datasets: [
        { label: "plastindia", data: [0, 7] },
        { label: "www.google.com", data: [2, 1] },
        { label: "direct", data: [4, 0] },
      ],
    });
  });

  it("names a week by its Monday", () => {
    expect(weekLabel("2026-11-23T00:00:00.000Z")).toBe("23 Nov");
  });
});
