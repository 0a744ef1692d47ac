import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFinisher } from "./finishing";
import { type StaticFile, renderedFile } from "./static-site-files";

const log = { error: vi.fn() };
afterEach(() => {
  expect(log.error).not.toHaveBeenCalled();
});

const WORDS = (
  "tape line extruder screw barrel die head chill roll winder stretching oven godet annealing output width " +
  "denier polypropylene filler masterbatch recycling granule pelletiser loom shuttle fabric lamination coating"
).split(" ");
const word = (index: number) => WORDS[index % WORDS.length];

/** A page of some 25 KB, varied enough that brotli's qualities differ as on a real one. */
function pageText(title: string): string {
  const rows = Array.from(
    { length: 300 },
    (_, i) =>
      `<tr><td class="c${i % 7}">${title} ${word(i * 13)} ${word(i * i + 5)} ${word(i * 31 + 7)}</td>` +
      `<td>${(i * 7919) % 1000} kg/h</td><td>${(i * 104729) % 97} kW</td></tr>`,
  );
  return `<!DOCTYPE html><html><body><table>${rows.join("")}</table></body></html>`;
}

const drawn = (words: string, quick = true) =>
  renderedFile("Carrer/index.html", pageText(words), {
    publicOrigin: "https://www.example.test",
    securityHeaders: {},
    buildScripts: new Set(),
    quick,
  });

function finisherWith(idle: () => Promise<void> = () => Promise.resolve()) {
  const site = new Map<string, StaticFile>();
  const replaceFiles = vi.fn((files: Iterable<readonly [string, StaticFile]>) => {
    for (const [urlPath, file] of files) site.set(urlPath, file);
  });
  return { site, replaceFiles, finisher: createFinisher({ replaceFiles, idle, log }) };
}

describe("a drawn page's brotli bytes, finished after it is live", () => {
  it("a quick page is provisional, its brotli ETag marked with the quality; one drawn at the best is not", async () => {
    const quick = await drawn("Extruder");
    expect(quick.provisional).toBe(true);
    expect(quick.br?.etag).toMatch(/-br5"$/);
    const best = await drawn("Extruder", false);
    expect(best.provisional).toBeUndefined();
    expect(best.br?.etag).toMatch(/[^5]-br"$/);
    expect(best.br!.body.length).toBeLessThan(quick.br!.body.length);
  });

  it("is compressed again at the best: smaller, the same page, the quick ETag still current", async () => {
    const { site, finisher } = finisherWith();
    const quick = await drawn("Tape line");
    finisher.add([["/Carrer", quick]]);
    await finisher.settled();
    const finished = site.get("/Carrer")!;
    expect(finished.provisional).toBeUndefined();
    expect(finished.br!.body.length).toBeLessThan(quick.br!.body.length);
    expect(brotliDecompressSync(finished.br!.body)).toEqual(quick.identity.body);
    expect(finished.br!.etag).toBe(quick.identity.etag.replace(/"$/, '-br"'));
    expect(finished.br!.headers["content-length"]).toBe(String(finished.br!.body.length));
    expect(finished.br!.headers["content-encoding"]).toBe("br");
    expect([...finished.etags]).toEqual(expect.arrayContaining([quick.br!.etag, finished.br!.etag]));
    expect(finished.identity).toBe(quick.identity);
    expect(finished.gzip).toBe(quick.gzip);
  });

  it("waits while pages are being drawn", async () => {
    let drawingDone: () => void = () => undefined;
    const drawing = new Promise<void>((resolve) => (drawingDone = resolve));
    const { replaceFiles, finisher } = finisherWith(() => drawing);
    finisher.add([["/Carrer", await drawn("Loom")]]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replaceFiles).not.toHaveBeenCalled();
    drawingDone();
    await finisher.settled();
    expect(replaceFiles).toHaveBeenCalledTimes(1);
  });

  it("puts back only the newest drawing of a page, and nothing at an address taken out", async () => {
    const { site, replaceFiles, finisher } = finisherWith();
    const [first, second, news] = await Promise.all([drawn("First"), drawn("Second"), drawn("News")]);
    finisher.add([
      ["/Carrer", first],
      ["/news", news],
    ]);
    // The first drawing is being compressed when the page is drawn again and /news taken out.
    await new Promise((resolve) => setImmediate(resolve));
    finisher.add([["/Carrer", second]]);
    finisher.forget(["/news"]);
    await finisher.settled();
    expect(replaceFiles).toHaveBeenCalledTimes(1);
    expect([...site.keys()]).toEqual(["/Carrer"]);
    expect(brotliDecompressSync(site.get("/Carrer")!.br!.body)).toEqual(second.identity.body);
  });

  it("leaves alone a file drawn at the best, and one added after it stopped", async () => {
    const { replaceFiles, finisher } = finisherWith();
    finisher.add([["/Carrer", await drawn("Best", false)]]);
    await finisher.settled();
    await finisher.stop();
    finisher.add([["/news", await drawn("Late")]]);
    await finisher.settled();
    expect(replaceFiles).not.toHaveBeenCalled();
  });
});
