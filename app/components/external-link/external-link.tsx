/** A link to another site, opened in a new tab, saying so to screen-reader users. */
import type { AnchorHTMLAttributes } from "react";
import { useMessages } from "~/i18n/messages";

export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const t = useMessages();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t("(opens in a new tab)")}</span>
    </a>
  );
}
