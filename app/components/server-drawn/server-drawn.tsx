/**
 * An element whose inside the server draws and the browser keeps as it came, running no code for
 * it (decision 057). A caller renders the real element where `import.meta.env.SSR` holds (the
 * prerender and the renderer) and this one in the browser's build, where Vite makes the test false
 * and the real element's code drops out of the bundle. React hydrates an element with inner HTML
 * as a leaf and never changes it while its props stay the same, so what the server drew stays.
 */
import { createElement } from "react";

export function KeptAsDrawn({
  as,
  className,
  type,
}: {
  as: "details" | "div" | "script";
  className?: string;
  /** A script's type, as the server wrote it ("application/ld+json"). */
  type?: string;
}) {
  return createElement(as, {
    className,
    type,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: "" },
  });
}
