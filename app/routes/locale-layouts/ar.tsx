/** The public layout of the Arabic pages: their catalogue is part of this module, so only they load it. */
import { PageLanguageProvider } from "~/i18n/messages";
import { ar } from "~/i18n/messages/ar";
import { PublicFrame } from "../public-layout";

export default function ArabicLayout() {
  return (
    <PageLanguageProvider locale="ar" messages={ar}>
      <PublicFrame />
    </PageLanguageProvider>
  );
}
