/** The h1 and lead paragraph of a public page, taken from the site map. */
import { findPublicPage } from "#content/site-map";

export function PageHeading({ path }: { path: string }) {
  const page = findPublicPage(path);
  if (!page) throw new Error(`No page in the site map for ${path}`);
  return (
    <header className="page-heading">
      <div className="container">
        <h1>{page.title}</h1>
        <p className="lead">{page.description}</p>
      </div>
    </header>
  );
}
