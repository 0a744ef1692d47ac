import { Link } from "react-router";

/**
 * What an address with no page shows: drawn by the catch-all route (the build's /404, light) and by
 * the moved-machine route where no machine holds a one-segment address (UNKNOWN_ADDRESS_PAGE).
 */
export function NotFoundPage() {
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
