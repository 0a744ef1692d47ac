/** robots.txt and sitemap.xml, built once from the site map and PUBLIC_URL. */
import type { FastifyInstance } from "fastify";
import { publicPages } from "#content/site-map";

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
    "",
  ].join("\n");
}

/** Every canonical public page; aliases (/AboutUs) and the not-found page are left out. */
function sitemapXml(publicOrigin: string): string {
  const urls = publicPages.map((page) => `  <url><loc>${escapeXml(publicOrigin + page.path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const publicOrigin = app.config.publicUrl;
  const documents = [
    { url: "/robots.txt", type: "text/plain; charset=utf-8", body: robotsTxt(publicOrigin) },
    { url: "/sitemap.xml", type: "application/xml; charset=utf-8", body: sitemapXml(publicOrigin) },
  ];
  for (const { url, type, body } of documents) {
    const payload = Buffer.from(body, "utf8");
    const headers = { "content-type": type, "cache-control": "public, max-age=3600" };
    app.get(url, { logLevel: "warn" }, (_request, reply) => {
      reply.headers(headers).send(payload);
    });
  }
}
