/** A page's h1 and lead (from the site map) over a wide picture: the banner of the inner pages. */
import { Picture } from "~/components/picture/picture";
import { findPublicPage } from "#content/site-map";
import "./page-banner.css";

export function PageBanner({ path, picture }: { path: string; picture: string }) {
  const page = findPublicPage(path);
  if (!page) throw new Error(`No page in the site map for ${path}`);
  return (
    <header className="page-banner">
      <Picture name={picture} alt="" sizes="100vw" priority cover className="page-banner__picture" />
      <div className="page-banner__text container">
        <h1>{page.title}</h1>
        <p className="page-banner__lead">{page.description}</p>
      </div>
    </header>
  );
}
