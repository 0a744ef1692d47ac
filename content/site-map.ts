/**
 * Every public page: its path, title and description. The route table, the prerender list,
 * the sitemap and the server's page index all come from here, so a page cannot exist in one
 * and be missing from another.
 */
import { type ProductPage, productInLinePath, productLinePath, productLines, productPages } from "./product-lines";

export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** Another spelling of the same page: served, but canonical points at `path`. */
  aliases?: readonly string[];
}

export const staticPages: readonly PublicPage[] = [
  {
    path: "/",
    title: "Plastic Processing Machinery Manufacturer & Exporter",
    description:
      "Woven packaging, recycling, profile extrusion and sheet and film lines, built in Gujarat since 1987 and running in 44+ countries.",
  },
  {
    path: "/Aboutus",
    aliases: ["/AboutUs"],
    title: "About Us & Company History",
    description:
      "From a machine shop in 1987 to a 70,000 sq m works in Ankleshwar: our founders, milestones and people.",
  },
  {
    path: "/ContactUs",
    title: "Contact Us",
    description:
      "Corporate office, works, sales, service and spare-parts contacts, and our offices across India and abroad.",
  },
  {
    path: "/Service",
    title: "Spares & Services",
    description:
      "Genuine spare parts, commissioning, operator training and after-sales service for every line we build.",
  },
  {
    path: "/news",
    aliases: ["/News"],
    title: "News & Events",
    description: "Partnerships, awards, videos and press coverage of our machines and people.",
  },
  {
    path: "/Exhibition",
    title: "Exhibitions",
    description: "Where to meet us next, and photographs from PLASTINDIA, K, PLASTIVISION and INDIAPLAST.",
  },
  {
    path: "/Carrer",
    title: "Careers",
    description: "Open positions in engineering, service, sales and operations at our Ankleshwar works and offices.",
  },
  {
    path: "/Privacy",
    title: "Privacy Notice",
    description:
      "What our forms collect and why, how long we keep it, who sees it, and how to see, correct or delete your details.",
  },
  {
    path: "/Woven",
    title: "Woven Packaging Machinery",
    description: "Everything needed to make woven sacks and FIBCs, from tape extrusion to bag conversion.",
  },
  {
    path: "/PlasticRecycling",
    title: "Product Line",
    description: "Browse our machinery by product line: woven packaging, recycling, profile extrusion, sheet and film.",
  },
];

/**
 * A line's slider, also reached through each of its products (docs/spec.md §2: the last segment selects
 * the category "via a product link"), which opens on that product; canonical is the line's page.
 */
const productLinePages: readonly PublicPage[] = productLines.map((line) => ({
  path: productLinePath(line.slug),
  aliases: productPages.filter((product) => product.line === line.slug).map(productInLinePath),
  title: line.title,
  description: line.summary,
}));

/** A machine's page as the site map, the page's title and its description name it (`more` follows the summary, in the page's language). */
export function machinePublicPage(
  machine: Pick<ProductPage, "path" | "name" | "summary">,
  more = "Specifications, applications and a catalogue to download.",
): PublicPage {
  return { path: `/${machine.path}`, title: machine.name, description: `${machine.summary} ${more}` };
}

const machinePages: readonly PublicPage[] = productPages.map((machine) => machinePublicPage(machine));

export const publicPages: readonly PublicPage[] = [...staticPages, ...productLinePages, ...machinePages];

/**
 * Prerendered once and served with status 404 for any /PlasticRecycling/{segment} that names no
 * line or product: the slider saying 'No products available' (docs/spec.md §2), as the browser
 * shows it at such an address. Never served at its own path.
 */
export const UNKNOWN_CATEGORY_PAGE = "/PlasticRecycling/no-products";

/**
 * Prerendered once and served with status 404 for any unknown address of one segment: the
 * not-found page as the moved-machine route (`:machine`, which the browser matches there) draws it
 * where no machine is. No machine may take this address. Never served at its own path.
 */
export const UNKNOWN_ADDRESS_PAGE = "/no-page-at-this-address";

/** Every path that is prerendered and served as a page, aliases included. */
export function allPublicPaths(): string[] {
  return publicPages.flatMap((page) => [page.path, ...(page.aliases ?? [])]);
}

export function findPublicPage(pathname: string): PublicPage | undefined {
  return publicPages.find((page) => page.path === pathname || page.aliases?.includes(pathname));
}
