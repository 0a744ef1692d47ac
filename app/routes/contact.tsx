/** /ContactUs: addresses, phones and e-mail, the inquiry form, the department cards and the network. */
import { z } from "zod";
import { ContactCard } from "~/components/contact-card/contact-card";
import { PageBanner } from "~/components/page-banner/page-banner";
import { PictureProvider } from "~/components/picture/picture";
import { picturesFor } from "~/components/picture/pictures.server";
import { ContactDetails } from "~/features/contact/contact-details";
import { OfficeNetwork } from "~/features/contact/office-network";
import { PageTextProvider, useMessages } from "~/i18n/messages";
import { sitePageMessages } from "~/i18n/site-page-messages.server";
import { InquiryForm } from "~/widgets/lead-forms/inquiry-form";
import { pageMeta } from "~/lib/seo";
import { pageLocaleOf, siteTextsIn, staticPageIn } from "~/lib/site-texts.server";
import { company, mapLink } from "#content/company";
import { departments } from "#content/departments";
import { offices } from "#content/offices";
import { departmentSchema, officeSchema } from "#content/schema";
import { inLocale } from "#content/translations/kit";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  const locale = pageLocaleOf(request);
  const texts = siteTextsIn(locale);
  // The English is checked against its schema (an office's kind is one of a list), then the locale's words laid over it.
  const validOffices = inLocale(z.array(officeSchema).parse(offices), texts.offices);
  // The corporate office's and the works' names and the phones' labels in the locale; the map looks them up in English.
  const local = inLocale(company, texts.company);
  return {
    banner: "banner-contact",
    pictures: picturesFor("banner-contact"),
    places: (["corporateOffice", "works"] as const).map((place) => ({
      title: local[place].title,
      lines: local[place].lines,
      mapUrl: mapLink(company[place].mapQuery),
    })),
    phones: local.phones,
    email: company.email,
    departments: inLocale(z.array(departmentSchema).parse(departments), texts.departments),
    offices: validOffices,
    // The map looks an office up by its English address, whatever the page's language.
    mapUrls: Object.fromEntries(offices.map((office) => [office.slug, mapLink(office.mapQuery)])),
    ...staticPageIn(locale, "/ContactUs"),
    ...sitePageMessages(locale, [
      "Reach us",
      "View {place} on the map",
      "Phone & e-mail",
      "Departments",
      "Send us an inquiry",
      "Our network",
      "Branch offices across India and our own people in Russia and Vietnam.",
      "Map",
      "{title} phones",
      "{title} e-mail",
      "(opens in a new tab)",
    ]),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => pageMeta(location.pathname, loaderData?.page);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTextProvider messages={loaderData.messages}>
      <ContactSections data={loaderData} />
    </PageTextProvider>
  );
}

function ContactSections({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const t = useMessages();
  return (
    <PictureProvider pictures={data.pictures}>
      <PageBanner path="/ContactUs" picture={data.banner} text={data.page} />
      <ContactDetails places={data.places} phones={data.phones} email={data.email} />
      <section className="contact-departments container" aria-labelledby="departments-title">
        <h2 id="departments-title">{t("Departments")}</h2>
        <div className="contact-departments__grid">
          {data.departments.map((department) => (
            <ContactCard key={department.slug} department={department} />
          ))}
        </div>
      </section>
      <section id="inquiry" className="contact-inquiry" aria-labelledby="inquiry-title">
        <div className="container">
          <h2 id="inquiry-title">{t("Send us an inquiry")}</h2>
          <div className="contact-inquiry__slot" data-slot="inquiry-form">
            <InquiryForm />
          </div>
        </div>
      </section>
      <OfficeNetwork offices={data.offices} mapUrls={data.mapUrls} />
    </PictureProvider>
  );
}
