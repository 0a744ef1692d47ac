import { Link } from "react-router";
import { notFoundMeta } from "~/lib/seo";

export const meta = () => notFoundMeta();

export default function NotFoundPage() {
  return (
    <header className="page-heading">
      <div className="container">
        <h1>Page not found</h1>
        <p className="lead">The page you asked for is not here. It may have moved, or the address may be mistyped.</p>
        <p>
          <Link to="/">Go to the home page</Link> or <Link to="/ContactUs">contact us</Link>.
        </p>
      </div>
    </header>
  );
}
