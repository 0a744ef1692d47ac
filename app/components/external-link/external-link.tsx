/** A link to another site, opened in a new tab, saying so to screen-reader users. */
import type { AnchorHTMLAttributes } from "react";

export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
