/** The public layout of the Spanish pages: their catalogue is part of this module, so only they load it. */
import { esFormText } from "#contracts/form-text/es";
import { footerWordsIn } from "~/components/site-footer/footer-words.server";
import { PageLanguageProvider } from "~/i18n/messages";
import { es, esInBrowser } from "~/i18n/messages/es";
import type { LocaleLayoutHandle } from "~/lib/seo";
import { productLineMenu, siteContentOf } from "~/lib/site-content.server";
import { PublicFrame } from "../public-layout";
import type { Route } from "./+types/es";

/**
 * The PRODUCT LINE menu, its lines named in this locale (English where one has no name in it),
 * the forms' words (data, not code: decision 069) and the footer's.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    productLines: productLineMenu(siteContentOf(context), "es"),
    formText: esFormText,
    footer: footerWordsIn("es"),
  };
}

export const shouldRevalidate = () => false;

/** The not-found page's title (its meta tags are drawn in the browser too, from this catalogue). */
export const handle: LocaleLayoutHandle = { notFoundTitle: esInBrowser["Page not found"] };

export default function SpanishLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLanguageProvider locale="es" messages={import.meta.env.SSR ? es : esInBrowser} forms={loaderData.formText}>
      <PublicFrame productLines={loaderData.productLines} footer={loaderData.footer} />
    </PageLanguageProvider>
  );
}
