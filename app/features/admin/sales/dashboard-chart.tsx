/**
 * One chart of the sales dashboard with its numbers as a table beneath (issue 24): bars drawn by
 * Chart.js (decision 062), loaded only when a chart is first shown so no public page carries it.
 * The canvas is an image named by the chart's title; the table is what a screen reader reads.
 */
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Table } from "~/features/admin/ui/table";
import styles from "./dashboard-chart.module.css";

interface ChartSeries {
  label: string;
  values: readonly number[];
}

interface DashboardChartProps {
  title: string;
  /** What the rows of the table are ("Week", "Owner"). */
  rowHeader: string;
  /** One per bar or group of bars. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Series stacked on each other (parts of one whole) rather than side by side. */
  stacked?: boolean;
}

/** Colours told apart with the usual colour blindness (Okabe and Ito), darkest first. */
const PALETTE = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#555555"];

export function DashboardChart({ title, rowHeader, labels, series, stacked = false }: DashboardChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const numbers = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(numbers);
  const titleId = useId();
  const empty = labels.length === 0 || series.every((one) => one.values.every((value) => value === 0));

  useEffect(() => {
    const element = canvas.current;
    if (!element || empty) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import("./dashboard-chart-library").then(({ drawBars }) => {
      if (cancelled) return;
      chart = drawBars(element, {
        labels,
        stacked,
        series: series.map((one, index) => ({ ...one, colour: PALETTE[index % PALETTE.length]! })),
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series, stacked, empty]);

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {empty ? (
        <p className={styles.empty}>No leads in these weeks.</p>
      ) : (
        <>
          <div className={styles.canvas}>
            <canvas ref={canvas} role="img" aria-label={`${title}: chart, the same numbers are in the table below`} />
          </div>
          <div
            ref={numbers}
            className={styles.scroll}
            // A table wider than a phone scrolls: reachable from the keyboard and named for that.
            tabIndex={scrolls ? 0 : undefined}
            role={scrolls ? "region" : undefined}
            aria-label={scrolls ? `${title}: numbers, scrolls sideways` : undefined}
          >
            <Table>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{rowHeader}</th>
                  {series.map((one) => (
                    <th scope="col" key={one.label} className={styles.number}>
                      {one.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, row) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {series.map((one) => (
                      <td key={one.label} className={styles.number}>
                        {(one.values[row] ?? 0).toLocaleString("en-IN")}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
    </figure>
  );
}

/** Whether the box is narrower than what it holds, kept current as the window changes. */
function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
