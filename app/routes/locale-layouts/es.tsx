/** The public layout of the Spanish pages: their catalogue is part of this module, so only they load it. */
import { PageLanguageProvider } from "~/i18n/messages";
import { es, esInBrowser } from "~/i18n/messages/es";
import { PublicFrame } from "../public-layout";

export default function SpanishLayout() {
  return (
    <PageLanguageProvider locale="es" messages={import.meta.env.SSR ? es : esInBrowser}>
      <PublicFrame />
    </PageLanguageProvider>
  );
}
