/** The public layout of the Vietnamese pages: their catalogue is part of this module, so only they load it. */
import { viFormText } from "#contracts/form-text/vi";
import { footerWordsIn } from "~/components/site-footer/footer-words.server";
import { PageLanguageProvider } from "~/i18n/messages";
import { vi, viInBrowser } from "~/i18n/messages/vi";
import type { LocaleLayoutHandle } from "~/lib/seo";
import { productLineMenu, siteContentOf } from "~/lib/site-content.server";
import { PublicFrame } from "../public-layout";
import type { Route } from "./+types/vi";

/**
 * The PRODUCT LINE menu, its lines named in this locale (English where one has no name in it),
 * the forms' words (data, not code: decision 069) and the footer's.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    productLines: productLineMenu(siteContentOf(context), "vi"),
    formText: viFormText,
    footer: footerWordsIn("vi"),
  };
}

export const shouldRevalidate = () => false;

/** The not-found page's title (its meta tags are drawn in the browser too, from this catalogue). */
export const handle: LocaleLayoutHandle = { notFoundTitle: viInBrowser["Page not found"] };

export default function VietnameseLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLanguageProvider locale="vi" messages={import.meta.env.SSR ? vi : viInBrowser} forms={loaderData.formText}>
      <PublicFrame productLines={loaderData.productLines} footer={loaderData.footer} />
    </PageLanguageProvider>
  );
}
