import { Link } from "react-router";
import { useLocalePath, useMessages } from "~/i18n/messages";
import { notFoundMeta } from "~/lib/seo";

export const meta = () => notFoundMeta();

export default function NotFoundPage() {
  const t = useMessages();
  const localize = useLocalePath();
  return (
    <header className="page-heading">
      <div className="container">
        <h1>{t("notFound.title")}</h1>
        <p className="lead">{t("notFound.lead")}</p>
        <p>
          <Link to={localize("/")}>{t("notFound.home")}</Link> {t("notFound.or")}{" "}
          <Link to={localize("/ContactUs")}>{t("notFound.contact")}</Link>.
        </p>
      </div>
    </header>
  );
}
