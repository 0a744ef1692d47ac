/** The portal's few line icons; decorative, so hidden from assistive technology. */
import type { ReactElement } from "react";

const paths = {
  inquiries: "M4 5h16v11H8l-4 4zM8 9h8M8 12h5",
  career: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
  catalogue: "M6 3h9l4 4v14H6zM14 3v5h5M9 13h6M12 10v7m-3-3 3 3 3-3",
  logout: "M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10",
  menu: "M4 7h16M4 12h16M4 17h16",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronRight: "M9 5l7 7-7 7",
  chevronDown: "M5 9l7 7 7-7",
  download: "M12 4v11m-5-5 5 5 5-5M5 20h14",
  sortUp: "M12 19V5m-6 6 6-6 6 6",
  sortDown: "M12 5v14m-6-6 6 6 6-6",
  openings: "M4 8h16v11H4zM9 8V5h6v3M12 11v5M9.5 13.5h5",
  news: "M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 12h7M7 15h4",
  exhibitions: "M4 20V9l8-5 8 5v11M4 20h16M9 20v-6h6v6",
  galleries: "M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9h.01",
  machines: "M3 18h18M5 18v-7h6v7M11 14h8v4M7 11V7h2v4M15 14v-3h2v3",
  "product-lines": "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  people: "M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-7 8-7s8 3 8 7",
  users:
    "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.2a3 3 0 0 1 0 5.6M18 14.5c1.8.9 3 2.9 3 5.5",
  audit: "M7 3h10v18H7zM10 8h4M10 12h4M10 16h2",
  reports: "M4 20h16M6 20v-6h3v6M11 20V9h3v11M16 20V5h3v15",
  routing: "M4 12h6l4-6h6M10 12l4 6h6M17 3l3 3-3 3M17 15l3 3-3 3",
  account: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4.4 3.6-8 8-8s8 3.6 8 8",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }): ReactElement {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
