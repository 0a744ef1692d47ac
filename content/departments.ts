/** The three department cards of the contact page and their hover cards (docs/spec.md §1, §3). */
import type { Department } from "./schema";

export const departments: readonly Department[] = [
  {
    slug: "sales-marketing",
    title: "Sales & Marketing",
    subtitle: "New lines, quotations and plant layouts",
    summary: "Talk to an engineer about a new line, an expansion or a complete woven-sack plant.",
    phones: [
      { display: "+91 79 4890 2210", tel: "+917948902210", label: "Office" },
      { display: "+91 98250 41187", tel: "+919825041187", label: "Domestic" },
      { display: "+91 98250 41190", tel: "+919825041190", label: "International" },
    ],
    emails: ["sales@jpextrusionsystems.com", "export@jpextrusionsystems.com"],
    linkText: "Browse the product line",
    linkUrl: "/PlasticRecycling",
    theme: "navy",
  },
  {
    slug: "customer-services",
    title: "Customer Services",
    subtitle: "Commissioning, training and breakdown support",
    summary: "Our service engineers commission every line we build and stay on call after start-up.",
    phones: [
      { display: "+91 2646 221 874", tel: "+912646221874", label: "Service desk" },
      { display: "+91 98795 30211", tel: "+919879530211", label: "After hours" },
    ],
    emails: ["service@jpextrusionsystems.com"],
    linkText: "Spares & services",
    linkUrl: "/Service",
    theme: "steel",
  },
  {
    slug: "spare-parts",
    title: "Spare Parts",
    subtitle: "Genuine screws, barrels, dies, heaters and electricals",
    summary: "Quote your machine number and we dispatch most wear parts from stock within 48 hours.",
    phones: [
      { display: "+91 2646 221 876", tel: "+912646221876", label: "Spares desk" },
      { display: "+91 98795 30218", tel: "+919879530218", label: "Mobile" },
    ],
    emails: ["spares@jpextrusionsystems.com"],
    linkText: "How to order spares",
    linkUrl: "/Service",
    theme: "amber",
  },
];
