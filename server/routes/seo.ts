/**
 * robots.txt, built once from PUBLIC_URL, and sitemap.xml: the site map's pages and each opening
 * on the careers page, kept by the page publisher as openings are published and close, entries as
 * the spec gives them. Each other locale has its own, /sitemap-<locale>.xml, with the same pages at
 * its addresses; every entry of those names all the locales' addresses of its page, the English
 * one included (xhtml:link alternates, x-default English).
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { publicPages } from "#content/site-map";
import { DEFAULT_LOCALE, LOCALES, type Locale, PREFIXED_LOCALES, localePath } from "#contracts/locales";
import type { MachineAddresses, SitemapOpening } from "#server/modules/site-pages/page-publisher";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

function robotsTxt(publicOrigin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "",
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    ...PREFIXED_LOCALES.map((locale) => `Sitemap: ${publicOrigin}/sitemap-${locale}.xml`),
    "",
  ].join("\n");
}

const XHTML = "http://www.w3.org/1999/xhtml";

/** The page's address in every locale, and x-default (English), as a sitemap entry's alternates. */
function alternates(publicOrigin: string, path: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(publicOrigin + localePath(locale, path))}"/>`;
  return [...LOCALES.map((locale) => link(locale, locale)), link("x-default", DEFAULT_LOCALE)].join("");
}

/**
 * Every canonical public page in `locale`, aliases (/AboutUs) and the not-found page left out; in
 * English, after the careers page, each opening on it, at the address its JobPosting gives; the
 * machine pages where they are now; the sliders of the published product lines only.
 */
function sitemapXml(
  publicOrigin: string,
  locale: Locale,
  openings: readonly SitemapOpening[],
  machines: MachineAddresses,
): string {
  // The xhtml namespace is declared on the entries that use it, leaving the urlset element as it was.
  const entry = (location: string, lastModified?: string, alternateLinks = "") =>
    `  <url${alternateLinks ? ` xmlns:xhtml="${XHTML}"` : ""}><loc>${escapeXml(location)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}${alternateLinks}</url>`;
  // A machine page that moved is listed at its new address (after the build's pages), not its old one.
  const pages = [
    ...publicPages.filter(
      (page) => !machines.moved.has(page.path.toLowerCase()) && !machines.lines.gone.includes(page.path),
    ),
    ...machines.lines.added.map((path) => ({ path })),
    ...machines.added.map((path) => ({ path })),
  ];
  const urls = pages.flatMap((page) => [
    entry(
      publicOrigin + localePath(locale, page.path),
      undefined,
      locale === DEFAULT_LOCALE ? "" : alternates(publicOrigin, page.path),
    ),
    ...(page.path === "/Carrer" && locale === DEFAULT_LOCALE
      ? openings.map((opening) => entry(`${publicOrigin}/Carrer#${opening.slug}`, opening.datePosted))
      : []),
  ]);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const robots = Buffer.from(robotsTxt(app.config.publicUrl), "utf8");
  app.get("/robots.txt", { logLevel: "warn" }, (_request, reply) => {
    reply
      .headers({ "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" })
      .send(robots);
  });

  // Rebuilt when the openings change; revalidated by ETag, so a closed opening leaves at once.
  let sitemap: { from?: readonly SitemapOpening[]; machines?: MachineAddresses; body: Buffer; etag: string } = {
    body: Buffer.alloc(0),
    etag: "",
  };
  app.get("/sitemap.xml", { logLevel: "warn" }, (request, reply) => {
    const openings = app.sitePages.openings();
    const machines = app.sitePages.machineAddresses();
    if (openings !== sitemap.from || machines !== sitemap.machines) {
      const body = Buffer.from(sitemapXml(app.config.publicUrl, DEFAULT_LOCALE, openings, machines), "utf8");
      sitemap = {
        from: openings,
        machines,
        body,
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      };
    }
    reply.headers({
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "no-cache",
      etag: sitemap.etag,
    });
    if (request.headers["if-none-match"] === sitemap.etag) return reply.code(304).send();
    return reply.send(sitemap.body);
  });

  // The other locales' pages change with the machines' addresses only: redrawn when those move.
  for (const locale of PREFIXED_LOCALES) {
    let drawn: { machines?: MachineAddresses; body: Buffer } = { body: Buffer.alloc(0) };
    app.get(`/sitemap-${locale}.xml`, { logLevel: "warn" }, (_request, reply) => {
      const machines = app.sitePages.machineAddresses();
      if (machines !== drawn.machines) {
        drawn = { machines, body: Buffer.from(sitemapXml(app.config.publicUrl, locale, [], machines), "utf8") };
      }
      reply.headers({ "content-type": "application/xml; charset=utf-8", "cache-control": "no-cache" }).send(drawn.body);
    });
  }
}
