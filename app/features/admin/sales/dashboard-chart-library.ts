/**
 * The part of Chart.js the dashboard uses (bars on a category axis, a legend and tooltips),
 * registered here so the rest of the library is left out of the bundle. Imported dynamically by
 * dashboard-chart.tsx only.
 */
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

interface Bars {
  labels: readonly string[];
  stacked: boolean;
  series: readonly { label: string; values: readonly number[]; colour: string }[];
}

export function drawBars(canvas: HTMLCanvasElement, bars: Bars): { destroy(): void } {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return new Chart(canvas, {
    type: "bar",
    data: {
      labels: [...bars.labels],
      datasets: bars.series.map((one) => ({
        label: one.label,
        data: [...one.values],
        backgroundColor: one.colour,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : undefined,
      plugins: { legend: { position: "bottom", labels: { boxWidth: 12 } } },
      scales: {
        x: { stacked: bars.stacked, ticks: { autoSkip: true, maxRotation: 0 } },
        y: { stacked: bars.stacked, beginAtZero: true, ticks: { precision: 0 } },
      },
    },
  });
}
