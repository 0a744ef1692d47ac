/**
 * Pages drawn after a publish go live with quick brotli bytes (QUICK_BROTLI: about 1 ms for a page
 * where the best takes 60), so a publish that draws every page of the site (a line, a machine's
 * address, both in the menu) answers in about a second rather than five, and two such publishes in a
 * row stay within the 5 s a publish has to be live. This compresses each such page again at the best,
 * one at a time and only while no pages are being drawn, and swaps the smaller bytes in unless the
 * page was drawn again or taken out meanwhile: a page is at most some 12 % heavier for a few seconds.
 */
import type { FastifyBaseLogger } from "fastify";
import { type StaticFile, finishedFile } from "./static-site-files";

export interface Finisher {
  /** Files just put in the site: the provisional ones are finished, any earlier one at their address forgotten. */
  add(files: Iterable<readonly [string, StaticFile]>): void;
  /** Addresses taken out of the site: what was waiting for them is not put back. */
  forget(urlPaths: Iterable<string>): void;
  /** Resolves when every file added so far is finished or passed over. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export interface FinisherOptions {
  replaceFiles: (files: Iterable<readonly [string, StaticFile]>) => void;
  /** Resolves when no pages are being drawn: each file waits for it, so a publish never waits for this. */
  idle: () => Promise<void>;
  log: Pick<FastifyBaseLogger, "error">;
}

export function createFinisher({ replaceFiles, idle, log }: FinisherOptions): Finisher {
  /** By address, in the order they came; an address drawn again keeps its place with the newer file. */
  const waiting = new Map<string, StaticFile>();
  let running: Promise<void> | undefined;
  let stopped = false;

  async function finishWaiting(): Promise<void> {
    for (;;) {
      await idle();
      const next = waiting.entries().next();
      if (stopped || next.done) return;
      const [urlPath, file] = next.value;
      const finished = await finishedFile(file).catch((error: unknown) => {
        log.error({ err: error, urlPath }, "compressing a drawn page again failed; it keeps its quick bytes");
        return undefined;
      });
      // Drawn again meanwhile (the newer file is finished in its turn), or taken out.
      if (stopped || waiting.get(urlPath) !== file) continue;
      waiting.delete(urlPath);
      if (finished) replaceFiles([[urlPath, finished]]);
    }
  }

  function kick(): void {
    if (running || stopped || waiting.size === 0) return;
    running = finishWaiting()
      .catch((error: unknown) => log.error({ err: error }, "finishing drawn pages stopped"))
      .finally(() => {
        running = undefined;
        kick();
      });
  }

  return {
    add(files) {
      for (const [urlPath, file] of files) {
        if (file.provisional) waiting.set(urlPath, file);
        else waiting.delete(urlPath);
      }
      kick();
    },
    forget(urlPaths) {
      for (const urlPath of urlPaths) waiting.delete(urlPath);
    },
    async settled() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
