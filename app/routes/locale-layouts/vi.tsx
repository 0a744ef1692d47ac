/** The public layout of the Vietnamese pages: their catalogue is part of this module, so only they load it. */
import { PageLanguageProvider } from "~/i18n/messages";
import { vi, viInBrowser } from "~/i18n/messages/vi";
import { PublicFrame } from "../public-layout";

export default function VietnameseLayout() {
  return (
    <PageLanguageProvider locale="vi" messages={import.meta.env.SSR ? vi : viInBrowser}>
      <PublicFrame />
    </PageLanguageProvider>
  );
}
