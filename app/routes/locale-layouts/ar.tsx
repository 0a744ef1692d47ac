/** The public layout of the Arabic pages: their catalogue is part of this module, so only they load it. */
import { PageLanguageProvider } from "~/i18n/messages";
import { ar, arInBrowser } from "~/i18n/messages/ar";
import { PublicFrame } from "../public-layout";

export default function ArabicLayout() {
  return (
    <PageLanguageProvider locale="ar" messages={import.meta.env.SSR ? ar : arInBrowser}>
      <PublicFrame />
    </PageLanguageProvider>
  );
}
