/** /Privacy: the privacy notice (issue 13): what each form collects and why, how long, who sees it, the person's rights. */
import { PrivacyNotice } from "~/features/privacy/privacy-notice";
import { pageMeta } from "~/lib/seo";
import { privacyNotice } from "#content/privacy";
import { PRIVACY_PATH } from "#content/privacy-links";
import { findPublicPage } from "#content/site-map";
import type { Route } from "./+types/privacy";

export function loader() {
  const page = findPublicPage(PRIVACY_PATH);
  if (!page) throw new Error(`No page in the site map for ${PRIVACY_PATH}`);
  return { title: page.title, lead: page.description, notice: privacyNotice };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="page-heading">
        <div className="container">
          <h1>{loaderData.title}</h1>
          <p className="lead">{loaderData.lead}</p>
        </div>
      </header>
      <PrivacyNotice notice={loaderData.notice} />
    </>
  );
}
