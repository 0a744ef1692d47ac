/**
 * A page's h1 and lead over a wide picture: the banner of the inner pages. The words are the site
 * map's, or the page's own in its language (`text`, from its loader data).
 */
import { Picture } from "~/components/picture/picture";
import { findPublicPage } from "#content/site-map";
import "./page-banner.css";

export function PageBanner({
  path,
  picture,
  text,
}: {
  path: string;
  picture: string;
  text?: { title: string; description: string } | undefined;
}) {
  const page = text ?? findPublicPage(path);
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
