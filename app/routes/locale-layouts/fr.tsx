/** The public layout of the French pages: their catalogue is part of this module, so only they load it. */
import { PageLanguageProvider } from "~/i18n/messages";
import { fr, frInBrowser } from "~/i18n/messages/fr";
import { PublicFrame } from "../public-layout";

export default function FrenchLayout() {
  return (
    <PageLanguageProvider locale="fr" messages={import.meta.env.SSR ? fr : frInBrowser}>
      <PublicFrame />
    </PageLanguageProvider>
  );
}
