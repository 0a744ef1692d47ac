import { Link } from "react-router";
import { useLocalePath, useMessages } from "~/i18n/messages";

/**
 * What an address with no page shows, in the page's locale: drawn by the catch-all route (the
 * build's /404, light) and by the moved-machine route where no machine holds a one-segment address
 * (UNKNOWN_ADDRESS_PAGE).
 */
export function NotFoundPage() {
  const t = useMessages();
  const localize = useLocalePath();
  return (
    <header className="page-heading">
      <div className="container">
        <h1>{t("Page not found")}</h1>
        <p className="lead">
          {t("The page you asked for is not here. It may have moved, or the address may be mistyped.")}
        </p>
        <p>
          <Link to={localize("/")}>{t("Go to the home page")}</Link> {t("or")}{" "}
          <Link to={localize("/ContactUs")}>{t("contact us")}</Link>.
        </p>
      </div>
    </header>
  );
}
