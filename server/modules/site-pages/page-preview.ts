/**
 * The portal's preview of a draft: the public page of its collection drawn with the draft shown
 * as published (in place of the item it edits), served as the page would be but framable by the
 * portal. Its policy allows only the inline scripts the build produced, as a published page's does.
 */
import type { Kysely } from "kysely";
import { type Collection, COLLECTION_PAGES } from "#contracts/collections/api";
import type { FieldsOf } from "#contracts/collections/index";
import type { PublishedEntry } from "#contracts/collections/published";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/http-error";
import { siteContentAt } from "#server/modules/site-content/published-content";
import { scriptSourcesOf } from "#server/modules/static-site/csp-script-hashes";
import { contentSecurityPolicy } from "#server/modules/static-site/page-policy";
import { servedBody, type SiteFileSettings } from "#server/modules/static-site/served-body";
import type { PageRenderer } from "./page-renderer";

export interface DraftToPreview {
  id?: number;
  slug: string;
  position?: number;
  fields: FieldsOf<Collection>;
}

export type PagePreview = (
  collection: Collection,
  draft: DraftToPreview,
) => Promise<{ html: string; contentSecurityPolicy: string }>;

function withoutSchedule<F extends object>(fields: F): F {
  const { publishAt: _from, closesAt: _until, ...rest } = fields as F & { publishAt?: string; closesAt?: string };
  return rest as F;
}

export function createPagePreview(options: {
  db: Kysely<Database>;
  renderer: PageRenderer | undefined;
  /** Every published item, live or not, for the draft to be put among. */
  entries: () => Promise<PublishedEntry[]>;
  settings: SiteFileSettings;
  buildScripts: ReadonlySet<string>;
}): PagePreview {
  const { db, renderer, settings, buildScripts } = options;
  return async (collection, draft) => {
    if (!renderer)
      throw new HttpError(503, "preview_unavailable", "The preview needs the built site: run npm run build.");
    const entries = (await options.entries()).filter(
      (entry) => !(entry.collection === collection && entry.id === draft.id),
    );
    entries.push({
      collection,
      id: draft.id ?? 0,
      slug: draft.slug,
      position: draft.position ?? Number.MIN_SAFE_INTEGER,
      // Shown as it would be once live, whenever that is.
      fields: withoutSchedule(draft.fields),
    } as PublishedEntry);
    const { content } = await siteContentAt(db, entries, new Date());
    const { html } = await renderer.render(COLLECTION_PAGES[collection], content);
    // As the page itself is served (origin, analytics, the build's scripts), but framable by the portal.
    const page = servedBody(Buffer.from(html, "utf8"), ".html", settings);
    const text = page.body.toString("utf8");
    return {
      html: text,
      contentSecurityPolicy: contentSecurityPolicy(scriptSourcesOf(text, buildScripts).allowed, {
        analytics: page.analytics,
        framedBy: "'self'",
      }),
    };
  };
}
