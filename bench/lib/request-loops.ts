/**
 * Request loops in a process of their own (bench/backup.ts forks this file): a load generator in
 * the server's own process shares its event loop, so the server's stalls would include the
 * client's work. Every fourth request posts a new inquiry, the others ask /readyz (which queries
 * the database). On the parent's "stop" message the loops end and the samples go back to it.
 *
 *   fork("bench/lib/request-loops.ts", [origin, concurrency], { execArgv: ["--import", "tsx"] })
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export interface Sample {
  /** When the request started, in milliseconds since the epoch (comparable across processes). */
  at: number;
  ms: number;
  ok: boolean;
}

function inquiryBody(n: number): string {
  return JSON.stringify({
    name: `Bench Visitor ${n}`,
    companyName: "Bench Polymers",
    email: `visitor${n}@bench-polymers.in`,
    contactNumber: "+91 98250 12345",
    city: "Surat",
    state: "Gujarat",
    country: "India",
    message: `Please quote a circular loom (${n}).`,
    url: "http://127.0.0.1/ContactUs",
    endText: "ContactUs",
  });
}

/** Milliseconds since the epoch, at sub-millisecond resolution. */
export const epochNow = (): number => performance.timeOrigin + performance.now();

async function main(origin: string, concurrency: number): Promise<void> {
  const samples: Sample[] = [];
  let running = true;
  let n = 0;
  const loop = async () => {
    while (running) {
      const write = ++n % 4 === 0;
      const at = epochNow();
      const ok = await fetch(
        write ? `${origin}/api/inquiries` : `${origin}/readyz`,
        write ? { method: "POST", headers: { "content-type": "application/json" }, body: inquiryBody(n) } : undefined,
      ).then(
        async (response) => (await response.arrayBuffer(), response.status < 400),
        () => false,
      );
      samples.push({ at, ms: epochNow() - at, ok });
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  process.send?.({ ready: true });
  await new Promise<void>((resolve) => process.once("message", () => resolve()));
  running = false;
  await Promise.all(loops);
  process.send?.({ samples }, () => process.exit(0));
}

// Run as the forked process only, not when backup.ts imports the types and the clock.
if (process.send && process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [origin, concurrency] = process.argv.slice(2);
  main(origin!, Number(concurrency ?? 4)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
