/** The public layout of the Arabic pages: their catalogue is part of this module, so only they load it. */
import { arFormText } from "#contracts/form-text/ar";
import { footerWordsIn } from "~/components/site-footer/footer-words.server";
import { PageLanguageProvider } from "~/i18n/messages";
import { ar, arInBrowser } from "~/i18n/messages/ar";
import type { LocaleLayoutHandle } from "~/lib/seo";
import { productLineMenu, siteContentOf } from "~/lib/site-content.server";
import { PublicFrame } from "../public-layout";
import type { Route } from "./+types/ar";

/**
 * The PRODUCT LINE menu, its lines named in this locale (English where one has no name in it),
 * the forms' words (data, not code: decision 069) and the footer's.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    productLines: productLineMenu(siteContentOf(context), "ar"),
    formText: arFormText,
    footer: footerWordsIn("ar"),
  };
}

export const shouldRevalidate = () => false;

/** The not-found page's title (its meta tags are drawn in the browser too, from this catalogue). */
export const handle: LocaleLayoutHandle = { notFoundTitle: arInBrowser["Page not found"] };

export default function ArabicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLanguageProvider locale="ar" messages={import.meta.env.SSR ? ar : arInBrowser} forms={loaderData.formText}>
      <PublicFrame productLines={loaderData.productLines} footer={loaderData.footer} />
    </PageLanguageProvider>
  );
}
