/**
 * /Woven: an overview of the woven-packaging line as a process, linking to its machines. Each step
 * names the published machine that was at its address in the build (found by its slug, so a
 * renamed machine is linked where it is now); a step whose machine is not published is left out.
 */
import { LocaleLink, PageTextProvider, useMessages } from "~/i18n/messages";
import { sitePageMessages } from "~/i18n/site-page-messages.server";
import { pageMeta } from "~/lib/seo";
import { categoryBrowserOf, siteContentOf } from "~/lib/site-content.server";
import { pageLocaleOf, siteTextsIn, staticPageIn } from "~/lib/site-texts.server";
import { productLinePath } from "#content/product-lines";
import { wovenOverview as englishOverview } from "#content/products/woven-overview";
import { seedCollections } from "#content/seed/collections";
import { inLocale } from "#content/translations/kit";
import type { Route } from "./+types/woven";
import "~/features/category-browser/woven-overview.css";

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = pageLocaleOf(request);
  const wovenOverview = inLocale(englishOverview, siteTextsIn(locale).wovenOverview);
  const siteContent = siteContentOf(context);
  // Each machine's name and summary in the locale where it has them (decision 068), else the English.
  const { products } = categoryBrowserOf(siteContent, locale);
  const seedSlugs = new Map(seedCollections().machines.map((item) => [item.fields.path, item.slug]));
  const steps = wovenOverview.steps.flatMap((step) => {
    const index = siteContent.machines.findIndex((item) => item.slug === seedSlugs.get(step.path));
    const page = products[index];
    return page ? [{ ...step, path: page.path, name: page.name, summary: page.summary }] : [];
  });
  return {
    intro: wovenOverview.intro,
    steps,
    ...staticPageIn(locale, "/Woven"),
    ...sitePageMessages(locale, ["Product line", "Browse the woven packaging machines"]),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function WovenPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextProvider messages={loaderData.messages}>
      <WovenOverview data={loaderData} />
    </PageTextProvider>
  );
}

function WovenOverview({ data: loaderData }: { data: Route.ComponentProps["loaderData"] }) {
  const t = useMessages();
  return (
    <section className="woven-overview container" aria-labelledby="woven-title">
      <p className="woven-overview__kicker">{t("Product line")}</p>
      <h1 id="woven-title">{loaderData.page?.title ?? "Woven Packaging Machinery"}</h1>
      {loaderData.intro.map((paragraph) => (
        <p key={paragraph} className="woven-overview__intro">
          {paragraph}
        </p>
      ))}
      <ol className="woven-overview__steps">
        {loaderData.steps.map((step) => (
          <li key={step.path}>
            <h2>{step.step}</h2>
            <p>{step.text}</p>
            <LocaleLink to={`/${step.path}`}>
              {step.name}
              <span aria-hidden="true"> →</span>
            </LocaleLink>
            <p className="woven-overview__summary">{step.summary}</p>
          </li>
        ))}
      </ol>
      <p>
        <LocaleLink className="button button--secondary" to={productLinePath("woven-packaging")}>
          {t("Browse the woven packaging machines")}
        </LocaleLink>
      </p>
    </section>
  );
}
