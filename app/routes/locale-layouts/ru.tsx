/** The public layout of the Russian pages: their catalogue is part of this module, so only they load it. */
import { PageLanguageProvider } from "~/i18n/messages";
import { ru, ruInBrowser } from "~/i18n/messages/ru";
import { PublicFrame } from "../public-layout";

export default function RussianLayout() {
  return (
    <PageLanguageProvider locale="ru" messages={import.meta.env.SSR ? ru : ruInBrowser}>
      <PublicFrame />
    </PageLanguageProvider>
  );
}
