/** The public layout of the Arabic pages: their catalogue is part of this module, so only they load it. */
import { PageLanguageProvider } from "~/i18n/messages";
import { ar, arInBrowser } from "~/i18n/messages/ar";
import { productLineMenu, siteContentOf } from "~/lib/site-content.server";
import { PublicFrame } from "../public-layout";
import type { Route } from "./+types/ar";

/** The PRODUCT LINE menu, as the English layout loads it. */
export function loader({ context }: Route.LoaderArgs) {
  return { productLines: productLineMenu(siteContentOf(context)) };
}

export const shouldRevalidate = () => false;

export default function ArabicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLanguageProvider locale="ar" messages={import.meta.env.SSR ? ar : arInBrowser}>
      <PublicFrame productLines={loaderData.productLines} />
    </PageLanguageProvider>
  );
}
