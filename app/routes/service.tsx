/** /Service: spares and services, and the spare-parts contact card (docs/spec.md §1). */
import { ContactCard } from "~/components/contact-card/contact-card";
import { PageBanner } from "~/components/page-banner/page-banner";
import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { ServiceOverview } from "~/features/service/service-overview";
import { PageTextProvider, useMessages } from "~/i18n/messages";
import { sitePageMessages } from "~/i18n/site-page-messages.server";
import { pageMeta } from "~/lib/seo";
import { pageLocaleOf, siteTextsIn, staticPageIn } from "~/lib/site-texts.server";
import { departments } from "#content/departments";
import { type Department, departmentSchema } from "#content/schema";
import { service as englishService } from "#content/site";
import { inLocale } from "#content/translations/kit";
import type { Route } from "./+types/service";

export function loader({ request }: Route.LoaderArgs) {
  const locale = pageLocaleOf(request);
  const texts = siteTextsIn(locale);
  const service = inLocale(englishService, texts.service);
  const index = departments.findIndex((d) => d.slug === "spare-parts");
  const spares = inLocale(departmentSchema.parse(departments[index]), texts.departments?.[index]);
  const content = {
    banner: service.banner.name,
    image: service.image,
    paragraphs: service.paragraphs,
    offers: service.offers,
  };
  return {
    ...content,
    spares,
    pictures: picturesFor(content),
    ...staticPageIn(locale, "/Service"),
    ...sitePageMessages(locale, [
      "Service for the life of your line",
      "What we offer",
      "Order spare parts",
      "Quote the machine number from the plate on the main panel, and the part you need or a photograph of it.",
      "{title} phones",
      "{title} e-mail",
    ]),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextProvider messages={loaderData.messages}>
      <PictureProvider pictures={loaderData.pictures}>
        <PageBanner path="/Service" picture={loaderData.banner} text={loaderData.page} />
        <ServiceOverview paragraphs={loaderData.paragraphs} offers={loaderData.offers} image={loaderData.image} />
        <SparePartsContact spares={loaderData.spares} />
      </PictureProvider>
    </PageTextProvider>
  );
}

function SparePartsContact({ spares }: { spares: Department }) {
  const t = useMessages();
  return (
    <section className="service-contact container" aria-labelledby="spares-title">
      <div className="service-contact__intro">
        <h2 id="spares-title">{t("Order spare parts")}</h2>
        <p>
          {t("Quote the machine number from the plate on the main panel, and the part you need or a photograph of it.")}
        </p>
      </div>
      <ContactCard department={spares} />
    </section>
  );
}
