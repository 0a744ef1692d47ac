/**
 * Keeps this process's public pages in step with the published content (decision 043). It draws
 * /Carrer, /news (and /News), /Exhibition, the machine pages (decisions 056, 060) and the pages
 * listing the machines (home, the category browser and its sliders), in every locale (decision
 * 057), from what is live now, swaps each page and its .data file into the in-memory site when
 * what it shows changed, takes out a machine's page at an address it left, and keeps the sitemap
 * and the machines' old addresses. It looks again
 * when this process publishes, when the database's count of published changes moves (another
 * process published: checked every second), and when a publish or closing time comes round.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { PublishedEntry, PublishedSiteContent } from "#contracts/collections/published";
import { findPublicPage } from "#content/site-map";
import { DEFAULT_LOCALE, type Locale, PREFIXED_LOCALES, localePath, splitLocalePath } from "#contracts/locales";
import type { Database } from "#server/db/schema";
import { publishedChangeCount } from "#server/modules/site-content/published-repository";
import { movedAddresses } from "#server/modules/site-content/machine-repository";
import { publishedEntries, siteContentAt } from "#server/modules/site-content/published-content";
import type { StaticFile } from "#server/modules/static-site/static-site-files";
import {
  BROWSER_PAGES,
  BUILT_LINE_PAGES,
  BUILT_MACHINE_PAGES,
  CONTENT_PAGES,
  MENU_PAGES,
  builtPages,
  linePages,
  linePath,
  machinePages,
  pageInputs,
} from "./page-inputs";
import type { PageRenderer } from "./page-renderer";

/**
 * Where the machine pages are now: each old address (a lower-case key) with the page of the
 * published machine that left it, and each machine page the build did not have.
 */
export interface MachineAddresses {
  moved: ReadonlyMap<string, string>;
  added: readonly string[];
  /** The product lines' slider pages: the build's whose line is not published now, and those the build did not have. */
  lines: { gone: readonly string[]; added: readonly string[] };
}

/** `/news` and its other spellings (`/News`, `/ru/News`), each prerendered as a page of its own. */
function spellingsOf(pagePath: string): string[] {
  const { locale, path } = splitLocalePath(pagePath);
  return [path, ...(findPublicPage(path)?.aliases ?? [])].map((spelling) => localePath(locale, spelling));
}

/** An opening on the careers page, as the sitemap lists it. */
export interface SitemapOpening {
  slug: string;
  datePosted?: string | undefined;
}

export interface PagePublisherOptions {
  db: Kysely<Database>;
  /** Undefined when the app serves no built site (the API alone): only the sitemap is kept. */
  renderer?: PageRenderer | undefined;
  /** Turns a rendered page or data file into a file the site answers (origin, compression, CSP). */
  toStaticFile: (relativePath: string, content: string) => Promise<StaticFile>;
  replaceFiles: (files: Iterable<readonly [string, StaticFile]>) => void;
  /** Takes pages out of the site (a machine's old address, answered by a 301 from then on). */
  removeFiles: (urlPaths: Iterable<string>) => void;
  onContent: (content: PublishedSiteContent, machineAddresses: MachineAddresses) => void;
  /** Before each look at the published content, at the moment it looks (a scheduled publish may be held there). */
  beforeLook?: (at: Date) => Promise<void>;
  /** After each look at the published content, at the moment it looked (scheduled publishes are recorded there). */
  afterLook?: (at: Date) => Promise<void>;
  log: FastifyBaseLogger;
  pollMs?: number;
  now?: () => Date;
}

export interface PageTimings {
  /** Milliseconds to draw each page that changed (both spellings, data and document, compressed). */
  pages: Record<string, number>;
  total: number;
}

export interface PagePublisher {
  /** Draws every page from the published content (at start), then keeps watching. */
  start(): Promise<void>;
  /**
   * Looks at the published content now; resolves when the English pages that changed are in place,
   * the other locales' copies (five times the work) following just after.
   */
  refresh(): Promise<PageTimings>;
  /** Resolves when every look asked for so far, every locale's, is done. */
  settled(): Promise<void>;
  /** The content the pages were last drawn from. */
  current(): PublishedSiteContent | undefined;
  /** The entries behind it, for a preview to put a draft among. */
  entries(): Promise<PublishedEntry[]>;
  stop(): Promise<void>;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export function createPagePublisher(options: PagePublisherOptions): PagePublisher {
  const { db, renderer, log, pollMs = 1000, now = () => new Date() } = options;
  const drawnFrom = builtPages(now());
  /** The machine pages drawn at addresses the build did not have (their English paths), per locale. */
  const drawnElsewhere = new Map<Locale, Set<string>>();
  /** The sliders of product lines the build did not have, drawn since (their English paths), per locale. */
  const linesDrawn = new Map<Locale, Set<string>>();
  let content: PublishedSiteContent | undefined;
  let drawnAtCount: number | undefined;
  let poller: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PageTimings> = Promise.resolve({ pages: {}, total: 0 });
  let stopped = false;

  async function machineAddressesOf(latest: PublishedSiteContent): Promise<MachineAddresses> {
    const pageOf = new Map(latest.machines.map((item) => [item.id, `/${item.fields.path}`]));
    const moved = new Map<string, string>();
    for (const { pathKey, itemId } of await movedAddresses(db)) {
      const target = pageOf.get(itemId);
      if (target !== undefined && target.toLowerCase() !== `/${pathKey}`) moved.set(`/${pathKey}`, target);
    }
    const built = new Set(BUILT_MACHINE_PAGES.map((pagePath) => pagePath.toLowerCase()));
    const published = latest["product-lines"].map((item) => linePath(item.slug));
    return {
      moved,
      added: [...pageOf.values()].filter((pagePath) => !built.has(pagePath.toLowerCase())),
      lines: {
        gone: BUILT_LINE_PAGES.filter((pagePath) => !published.includes(pagePath)),
        added: published.filter((pagePath) => !BUILT_LINE_PAGES.includes(pagePath)),
      },
    };
  }

  async function draw(pagePath: string, latest: PublishedSiteContent): Promise<void> {
    if (!renderer) return;
    const files: [string, StaticFile][] = [];
    for (const spelling of spellingsOf(pagePath)) {
      const { html, data } = await renderer.render(spelling, latest);
      // The home page is index.html, its data _root.data (as the prerender writes them).
      const relative = spelling === "/" ? "" : spelling.slice(1);
      const dataPath = `${relative || "_root"}.data`;
      files.push(
        [spelling, await options.toStaticFile(relative ? `${relative}/index.html` : "index.html", html)],
        [`/${dataPath}`, await options.toStaticFile(dataPath, data)],
      );
    }
    options.replaceFiles(files);
  }

  function scheduleNextChange(at: string | undefined): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (at === undefined || stopped) return;
    // A few milliseconds late, so that the moment itself has passed when the pages are drawn.
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(at) - now().getTime()) + 5);
    timer = setTimeout(() => void refresh().catch((error) => log.error({ err: error }, "drawing pages failed")), wait);
    timer.unref();
  }

  /**
   * Draws `locale`'s copy of each page whose share of the content changed since it was drawn, takes
   * out the copy of a machine page whose machine moved on (the miss answers the 301) and the slider
   * of a line taken off the site.
   */
  async function drawChanged(
    locale: Locale,
    latest: PublishedSiteContent,
    addresses: MachineAddresses,
    timings: PageTimings,
    giveWay?: () => boolean,
  ): Promise<void> {
    const elsewhere = drawnElsewhere.get(locale) ?? new Set<string>();
    drawnElsewhere.set(locale, elsewhere);
    const linesHere = linesDrawn.get(locale) ?? new Set<string>();
    linesDrawn.set(locale, linesHere);
    const lines = linePages(latest, linesHere);
    // The pages listing the lines first: a line's change draws every page (its menu), these show it most.
    const pages = [...BROWSER_PAGES, ...CONTENT_PAGES, ...MENU_PAGES, ...lines, ...machinePages(latest, elsewhere)];
    for (const page of pages) {
      const pagePath = localePath(locale, page.path);
      const inputs = pageInputs(page, latest, locale);
      if (drawnFrom.get(pagePath) === inputs) continue;
      if (lines.includes(page) && !page.drawn?.(latest)) {
        // A line taken off the site leaves its slider: its address answers as an unknown line's does.
        if (drawnFrom.delete(pagePath)) {
          options.removeFiles(spellingsOf(pagePath).flatMap((spelling) => [spelling, `${spelling}.data`]));
          linesHere.delete(page.path);
        }
        continue;
      }
      if (page.drawn && !page.drawn(latest)) {
        // A page whose machine moved on makes way for the 301; one merely unpublished stays as it was.
        if (addresses.moved.has(page.path.toLowerCase()) && drawnFrom.delete(pagePath)) {
          options.removeFiles(spellingsOf(pagePath).flatMap((spelling) => [spelling, `${spelling}.data`]));
          elsewhere.delete(page.path);
        }
        continue;
      }
      // A copy's drawing stops for a look (its English pages) asked for meanwhile, which draws the copies again after.
      if (giveWay?.()) return;
      const pageStarted = performance.now();
      await draw(pagePath, latest);
      drawnFrom.set(pagePath, inputs);
      if (lines.includes(page)) {
        if (!BUILT_LINE_PAGES.includes(page.path)) linesHere.add(page.path);
      } else if (
        !BUILT_MACHINE_PAGES.includes(page.path) &&
        !CONTENT_PAGES.includes(page) &&
        !BROWSER_PAGES.includes(page) &&
        !MENU_PAGES.includes(page)
      )
        elsewhere.add(page.path);
      timings.pages[pagePath] = Math.round(performance.now() - pageStarted);
    }
  }

  /**
   * The other locales' copies, five times the English work, drawn on a line of their own after each
   * English look, so a publish waits only for its English pages; looks asked for while one waits are one.
   * They give way to the English pages: a pass stops at a look asked for (`looksWaiting`), which
   * asks for the next pass when its pages are in place, so a publish is not slowed by the last one's copies.
   */
  let copies: Promise<void> = Promise.resolve();
  /** Looks asked for and not done. */
  let looksWaiting = 0;
  let copiesWaiting = false;
  function drawCopies(): void {
    if (copiesWaiting || stopped) return;
    copiesWaiting = true;
    copies = copies.then(async () => {
      copiesWaiting = false;
      const timings: PageTimings = { pages: {}, total: 0 };
      try {
        const { content: latest } = await siteContentAt(db, await publishedEntries(db), now());
        const addresses = await machineAddressesOf(latest);
        for (const locale of PREFIXED_LOCALES) {
          if (looksWaiting > 0) break;
          await drawChanged(locale, latest, addresses, timings, () => looksWaiting > 0);
        }
      } catch (error) {
        log.error({ err: error }, "drawing the other locales' pages failed");
      }
      if (Object.keys(timings.pages).length)
        log.info({ pages: timings.pages }, "locale pages drawn from published content");
    });
  }

  async function look(): Promise<PageTimings> {
    const started = performance.now();
    const at = now();
    if (options.beforeLook) {
      await options.beforeLook(at).catch((error: unknown) => log.error({ err: error }, "before drawing the pages"));
    }
    const count = await publishedChangeCount(db);
    const entries = await publishedEntries(db);
    const { content: latest, nextChangeAt } = await siteContentAt(db, entries, at);
    const addresses = await machineAddressesOf(latest);
    const timings: PageTimings = { pages: {}, total: 0 };
    await drawChanged(DEFAULT_LOCALE, latest, addresses, timings);
    content = latest;
    options.onContent(latest, addresses);
    drawnAtCount = count;
    scheduleNextChange(nextChangeAt);
    if (options.afterLook) {
      await options.afterLook(at).catch((error: unknown) => log.error({ err: error }, "after drawing the pages"));
    }
    timings.total = Math.round(performance.now() - started);
    if (Object.keys(timings.pages).length)
      log.info({ pages: timings.pages, ms: timings.total }, "pages drawn from published content");
    return timings;
  }

  /**
   * One look at a time; a look asked for during another runs after it, so none is missed. The other
   * locales' copies are drawn after it.
   */
  function refresh(): Promise<PageTimings> {
    looksWaiting += 1;
    running = running
      .catch(() => undefined)
      .then(look)
      .finally(() => {
        looksWaiting -= 1;
        drawCopies();
      });
    return running;
  }

  async function poll(): Promise<void> {
    try {
      if ((await publishedChangeCount(db)) !== drawnAtCount) await refresh();
    } catch (error) {
      log.warn({ err: error }, "could not check the published content");
    }
  }

  return {
    async start() {
      // English before the app is ready; the build's pages answer for the other locales meanwhile.
      await refresh();
      // One look at a time, and stop() waits for the one under way (its query may not outlive the database).
      poller = setInterval(() => {
        polling ??= poll().finally(() => (polling = undefined));
      }, pollMs);
      poller.unref();
    },
    refresh,
    async settled() {
      await running.catch(() => undefined);
      await copies;
    },
    current: () => content,
    entries: () => publishedEntries(db),
    async stop() {
      stopped = true;
      if (poller) clearInterval(poller);
      if (timer) clearTimeout(timer);
      await polling;
      await running.catch(() => undefined);
      await copies;
    },
  };
}
