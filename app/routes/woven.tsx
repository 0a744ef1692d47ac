/** /Woven: an overview of the woven-packaging line as a process, linking to its machines. */
import { LocaleLink } from "~/i18n/messages";
import { pageMeta } from "~/lib/seo";
import { productLinePath, productPages } from "#content/product-lines";
import { wovenOverview } from "#content/products/woven-overview";
import type { Route } from "./+types/woven";
import "~/features/category-browser/woven-overview.css";

export function loader() {
  const steps = wovenOverview.steps.map((step) => {
    const page = productPages.find((p) => p.path === step.path);
    if (!page) throw new Error(`/Woven names an unknown product: ${step.path}`);
    return { ...step, name: page.name, summary: page.summary };
  });
  return { intro: wovenOverview.intro, steps };
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function WovenPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="woven-overview container" aria-labelledby="woven-title">
      <p className="woven-overview__kicker">Product line</p>
      <h1 id="woven-title">Woven Packaging Machinery</h1>
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
          Browse the woven packaging machines
        </LocaleLink>
      </p>
    </section>
  );
}
