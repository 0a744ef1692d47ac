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
