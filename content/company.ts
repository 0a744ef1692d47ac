/** Company facts shown in the header, footer, structured data and mail. One place to change them. */
export const company = {
  name: "JP Extrusion Systems",
  legalName: "Jayaprabha Extrusion Systems Pvt. Ltd.",
  tagline: "Machines that turn polymer into packaging, profiles and film",
  founded: 1987,
  facilitySqM: 70_000,
  stats: { countries: 44, yearsOfExperience: 38, installations: 7500 },
  email: "info@jpextrusionsystems.com",
  phones: [
    { label: "Sales", display: "+91 79 4890 2210", tel: "+917948902210" },
    { label: "Works", display: "+91 2646 221 870", tel: "+912646221870" },
  ],
  corporateOffice: {
    title: "Corporate office",
    lines: ["6th Floor, Shivalik Corporate Park", "132 Ft Ring Road, Satellite", "Ahmedabad 380015, Gujarat, India"],
    mapQuery: "Satellite Road Ahmedabad 380015",
  },
  works: {
    title: "Works",
    lines: ["Plot 4812–4815, GIDC Industrial Estate", "Ankleshwar 393002, Dist. Bharuch", "Gujarat, India"],
    mapQuery: "GIDC Industrial Estate Ankleshwar 393002",
  },
  groupCompanies: [
    { name: "Jayaprabha Extrusion Systems Pvt. Ltd.", focus: "Woven packaging and extrusion lines" },
    { name: "JP Polytech Engineering LLP", focus: "Recycling and washing plants" },
    { name: "Jayaprabha Precision Components", focus: "Screws, barrels, dies and spares" },
  ],
  social: [
    { name: "LinkedIn", url: "https://www.linkedin.com/company/jp-extrusion-systems" },
    { name: "YouTube", url: "https://www.youtube.com/@jpextrusionsystems" },
    { name: "Facebook", url: "https://www.facebook.com/jpextrusionsystems" },
    { name: "Instagram", url: "https://www.instagram.com/jpextrusionsystems" },
  ],
} as const;

export function mapLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
