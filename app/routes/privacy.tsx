/** /Privacy: the privacy notice (issue 13): what each form collects and why, how long, who sees it, the person's rights. */
import { PrivacyNotice } from "~/features/privacy/privacy-notice";
import { longDateIn } from "~/i18n/dates";
import { PageTextProvider } from "~/i18n/messages";
import { sitePageMessages } from "~/i18n/site-page-messages.server";
import { pageMeta } from "~/lib/seo";
import { pageLocaleOf, siteTextsIn, staticPageIn } from "~/lib/site-texts.server";
import { privacyNotice } from "#content/privacy";
import { PRIVACY_PATH } from "#content/privacy-links";
import { findPublicPage } from "#content/site-map";
import { inLocale } from "#content/translations/kit";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  const locale = pageLocaleOf(request);
  const inPage = staticPageIn(locale, PRIVACY_PATH);
  const page = inPage.page ?? findPublicPage(PRIVACY_PATH);
  if (!page) throw new Error(`No page in the site map for ${PRIVACY_PATH}`);
  const notice = {
    ...inLocale(privacyNotice, siteTextsIn(locale).privacyNotice),
    updated: longDateIn(locale)(privacyNotice.updated),
  };
  return {
    title: page.title,
    lead: page.description,
    notice,
    ...inPage,
    ...sitePageMessages(locale, ["Last updated {date}."]),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="page-heading">
        <div className="container">
          <h1>{loaderData.title}</h1>
          <p className="lead">{loaderData.lead}</p>
        </div>
      </header>
      <PageTextProvider messages={loaderData.messages}>
        <PrivacyNotice notice={loaderData.notice} />
      </PageTextProvider>
    </>
  );
}
