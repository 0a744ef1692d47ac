/** The public layout of the Russian pages: their catalogue is part of this module, so only they load it. */
import { ruFormText } from "#contracts/form-text/ru";
import { footerWordsIn } from "~/components/site-footer/footer-words.server";
import { PageLanguageProvider } from "~/i18n/messages";
import { ru, ruInBrowser } from "~/i18n/messages/ru";
import type { LocaleLayoutHandle } from "~/lib/seo";
import { productLineMenu, siteContentOf } from "~/lib/site-content.server";
import { PublicFrame } from "../public-layout";
import type { Route } from "./+types/ru";

/**
 * The PRODUCT LINE menu, its lines named in this locale (English where one has no name in it),
 * the forms' words (data, not code: decision 069) and the footer's.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    productLines: productLineMenu(siteContentOf(context), "ru"),
    formText: ruFormText,
    footer: footerWordsIn("ru"),
  };
}

export const shouldRevalidate = () => false;

/** The not-found page's title (its meta tags are drawn in the browser too, from this catalogue). */
export const handle: LocaleLayoutHandle = { notFoundTitle: ruInBrowser["Page not found"] };

export default function RussianLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLanguageProvider locale="ru" messages={import.meta.env.SSR ? ru : ruInBrowser} forms={loaderData.formText}>
      <PublicFrame productLines={loaderData.productLines} footer={loaderData.footer} />
    </PageLanguageProvider>
  );
}
