/** The public layout of the French pages: their catalogue is part of this module, so only they load it. */
import { frFormText } from "#contracts/form-text/fr";
import { footerWordsIn } from "~/components/site-footer/footer-words.server";
import { PageLanguageProvider } from "~/i18n/messages";
import { fr, frInBrowser } from "~/i18n/messages/fr";
import type { LocaleLayoutHandle } from "~/lib/seo";
import { productLineMenu, siteContentOf } from "~/lib/site-content.server";
import { PublicFrame } from "../public-layout";
import type { Route } from "./+types/fr";

/**
 * The PRODUCT LINE menu, its lines named in this locale (English where one has no name in it),
 * the forms' words (data, not code: decision 069) and the footer's.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    productLines: productLineMenu(siteContentOf(context), "fr"),
    formText: frFormText,
    footer: footerWordsIn("fr"),
  };
}

export const shouldRevalidate = () => false;

/** The not-found page's title (its meta tags are drawn in the browser too, from this catalogue). */
export const handle: LocaleLayoutHandle = { notFoundTitle: frInBrowser["Page not found"] };

export default function FrenchLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLanguageProvider locale="fr" messages={import.meta.env.SSR ? fr : frInBrowser} forms={loaderData.formText}>
      <PublicFrame productLines={loaderData.productLines} footer={loaderData.footer} />
    </PageLanguageProvider>
  );
}
