/**
 * A backup at scale: seeds one million inquiries on SQLite (and a few hundred uploaded files),
 * serves the app on 127.0.0.1, and keeps requests going (readiness checks, which query the
 * database, and new inquiries, which write to it) before and during the scheduled backup. Bars:
 * the backup takes under a minute, and no request waits more than 50 ms while it runs.
 *
 *   npx tsx bench/backup.ts [--rows=1000000] [--files=200] [--backlog] [--warm] [--stalls] [--before=5] [--backup-dir=DIR] [--no-readme]
 *
 * --before=SECONDS measures that long before the backup (5 by default): the longest wait in a
 * window grows with the window, so a window as long as the backup is the fair comparison.
 * --backup-dir puts BACKUP_DIR in DIR instead of the temporary directory beside DATA_DIR: on
 * another device, it shows what the backup costs the server when the two share no disk.
 *
 * --warm takes one backup first, unmeasured, so that the measured one finds the server's log file
 * as a site with daily backups has it (grown by the last backup, its blocks allocated).
 * --stalls prints each stall of the event loop over 40 ms as it ends, with its wall-clock time and
 * the monotonic clock in microseconds (a --cpu-prof profile's time base), to set beside a trace
 * of the process taken meanwhile.
 *
 * Everything it creates is removed at the end, also on failure or Ctrl-C.
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { sql } from "kysely";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { createDatabase, migrateToLatest } from "#server/db/database";
import { uploadsDirectory } from "#server/modules/uploads/resume-store";
import { cleanupStack, tempDir } from "./lib/processes";
import { type Sample, epochNow } from "./lib/request-loops";
import { markdownTable, provenance, provenanceLine, textTable, updateReadmeSection, writeOut } from "./lib/report";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"];
  }),
);
const ROWS = Number(args.rows ?? 1_000_000);
const FILES = Number(args.files ?? 200);
const BACKLOG = args.backlog === "true";
const STALLS = args.stalls === "true";
const WARM = args.warm === "true";
const CONCURRENCY = 4;
const WARMUP_MS = 3_000;
/** The window measured before the backup; `--before=SECONDS` makes it as long as a backup takes, to compare like with like. */
const BASELINE_MS = Number(args.before ?? 5) * 1000;
const BAR_BACKUP_MS = 60_000;
const BAR_REQUEST_MS = 50;

/** Logs each gap over 40 ms between turns of a 5 ms timer; returns its stop. */
function logStalls(): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    if (now - last > 45) {
      console.log(
        `stall ${(now - last - 5).toFixed(0)} ms, ended at ${(Date.now() / 1000).toFixed(3)} hr ${process.hrtime.bigint() / 1000n}`,
      );
    }
    last = now;
  }, 5);
  return () => clearInterval(timer);
}

/**
 * Request loops in a process of their own (bench/lib/request-loops.ts), so that the server's
 * event loop, measured here, carries the server's work alone.
 */
async function keepAsking(origin: string) {
  const child = fork(fileURLToPath(new URL("./lib/request-loops.ts", import.meta.url)), [origin, String(CONCURRENCY)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`the request loops' process ended (${code})`))),
  );
  await Promise.race([once(child, "message"), exited]);
  return {
    stop: async (): Promise<Sample[]> => {
      const answer = Promise.race([once(child, "message"), exited]) as Promise<[{ samples: Sample[] }]>;
      child.send("stop");
      const [{ samples }] = await answer;
      return samples;
    },
    kill: () => child.kill(),
  };
}

function summary(samples: Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    requests: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
  };
}

async function main(): Promise<boolean> {
  const cleanup = cleanupStack();
  try {
    const dataDir = tempDir("bench-backup-data-");
    const backupDir = args["backup-dir"]
      ? mkdtempSync(path.join(args["backup-dir"], "bench-backup-dir-"))
      : tempDir("bench-backup-dir-");
    cleanup.defer(() => rmSync(dataDir, { recursive: true, force: true }));
    cleanup.defer(() => rmSync(backupDir, { recursive: true, force: true }));
    const config = loadConfig({
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      RATE_LIMIT: "off",
      HOST: "127.0.0.1",
      PORT: "3999",
      NOTIFY_TO: "sales@example.com",
    });
    const database = createDatabase(config);
    cleanup.defer(() => database.db.destroy());
    await migrateToLatest(database.db);

    let started = performance.now();
    await sql
      .raw(
        `with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ${ROWS})
         insert into inquiries (name, company_name, email, contact_number, city, state, country, message, created_at, updated_at)
         select 'Visitor ' || i, 'Company ' || (i % 5000), 'visitor' || i || '@example.com', '+91 98250 ' || printf('%05d', i % 100000),
                'Surat', 'Gujarat', 'India', 'Please send a quotation for a circular loom, model ' || (i % 40),
                strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + i * 60, 'unixepoch'), strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + i * 60, 'unixepoch')
         from seq`,
      )
      .execute(database.db);
    // The leads as the sales desk leaves them: each linked to its buyer (5,000 companies), so the
    // load below is the steady state. --backlog leaves them unlinked, as on the day a site with
    // years of leads upgrades: the desk then links them in the background while the backup runs.
    if (!BACKLOG) {
      await sql
        .raw(
          `insert into buyers (email, email_key, name, company_name, country, state, contact_number, search_text, leads, created_at, last_activity_at)
           select 'buyer' || c || '@example.com', 'buyer' || c || '@example.com', 'Buyer ' || c, 'Company ' || c, 'India', 'Gujarat', '',
                  'company ' || c, ${ROWS} / 5000, strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000, 'unixepoch'), strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000, 'unixepoch')
           from (with recursive seq(c) as (select 0 union all select c + 1 from seq where c < 4999) select c from seq)`,
        )
        .execute(database.db);
      await sql.raw("update inquiries set buyer_id = 1 + (id % 5000)").execute(database.db);
    }
    const seedMs = performance.now() - started;
    const uploads = uploadsDirectory(dataDir);
    mkdirSync(uploads, { recursive: true });
    for (let file = 0; file < FILES; file++) {
      writeFileSync(path.join(uploads, `${randomBytes(16).toString("hex")}.pdf`), randomBytes(200 * 1024));
    }
    console.log(`seeded ${ROWS.toLocaleString("en")} inquiries in ${(seedMs / 1000).toFixed(1)} s, ${FILES} files`);

    const app = await buildApp(config, {
      database,
      backups: { enabled: false },
      retention: { enabled: false },
      leadCapture: { startWorker: false },
    });
    cleanup.defer(() => app.close());
    const origin = await app.listen({ host: "127.0.0.1", port: 0 });

    // Warm-up (the first inquiries start the mail writer's thread), then the same load without and with a backup.
    const load = await keepAsking(origin);
    cleanup.defer(() => load.kill());
    await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
    if (WARM) {
      // A first backup, not measured: the server's log file then has the size a daily backup leaves it.
      const first = await app.backups.runScheduled();
      console.log(`first (unmeasured) backup: ${((first?.manifest.durationMs ?? 0) / 1000).toFixed(1)} s`);
      await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
    }
    const baselineLoop = monitorEventLoopDelay({ resolution: 1 });
    const baselineFrom = epochNow();
    baselineLoop.enable();
    await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
    baselineLoop.disable();
    const backupLoop = monitorEventLoopDelay({ resolution: 1 });
    backupLoop.enable();
    const backupFrom = epochNow();
    const stopStallLog = STALLS ? logStalls() : undefined;
    if (STALLS) console.log(`backup started at ${(Date.now() / 1000).toFixed(3)}`);
    started = performance.now();
    // With --warm the first backup is a day old by the clock the schedule is asked with.
    const run = await app.backups.runScheduled(WARM ? new Date(Date.now() + 25 * 3600_000) : undefined);
    const backupMs = performance.now() - started;
    const ended = epochNow();
    stopStallLog?.();
    if (STALLS) console.log(`backup ended at ${(Date.now() / 1000).toFixed(3)}`);
    backupLoop.disable();
    const samples = await load.stop();
    if (!run) throw new Error("the backup was not taken");

    const before = summary(samples.filter((s) => s.at >= baselineFrom && s.at < backupFrom));
    const during = summary(samples.filter((s) => s.at >= backupFrom && s.at < ended));
    const loopMaxMs = { before: baselineLoop.max / 1e6, during: backupLoop.max / 1e6 };
    const pass = backupMs < BAR_BACKUP_MS && during.max < BAR_REQUEST_MS && during.failed === 0;
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    const headers = ["", "requests", "failed", "p50 ms", "p99 ms", "max ms"];
    const rows = [
      [
        `before the backup (${BASELINE_MS / 1000} s)`,
        before.requests,
        before.failed,
        before.p50.toFixed(1),
        before.p99.toFixed(1),
        before.max.toFixed(1),
      ],
      [
        "during the backup",
        during.requests,
        during.failed,
        during.p50.toFixed(1),
        during.p99.toFixed(1),
        during.max.toFixed(1),
      ],
    ];
    console.log(`writer thread's own time ${run.manifest.durationMs} ms`);
    console.log(textTable(headers, rows, ["l", "r", "r", "r", "r", "r"]));
    const line =
      `${WARM ? "Second backup (--warm) of " : "Backup of "}${ROWS.toLocaleString("en")} inquiries: ${(backupMs / 1000).toFixed(1)} s (bar 60 s), ` +
      `database ${mb(run.manifest.database.bytes)} MB (copied by ${run.databaseCopiedBy === "connection" ? "the server's connection into memory" : "the thread's snapshot"}) + ${run.manifest.uploads.count} files (${mb(run.manifest.uploads.bytes)} MB); ` +
      `longest request during it ${during.max.toFixed(1)} ms (bar ${BAR_REQUEST_MS} ms); longest event-loop stall ` +
      `${loopMaxMs.during.toFixed(1)} ms during it, ${loopMaxMs.before.toFixed(1)} ms in the ${BASELINE_MS / 1000} s before.`;
    console.log(`${line} ${pass ? "PASS" : "FAIL"}`);
    const p = provenance();
    writeOut("backup", {
      rows: ROWS,
      warm: WARM,
      files: FILES,
      seedMs,
      backupMs,
      before,
      during,
      loopMaxMs,
      databaseCopiedBy: run.databaseCopiedBy,
      manifest: { ...run.manifest, uploads: { count: run.manifest.uploads.count, bytes: run.manifest.uploads.bytes } },
      provenance: p,
    });
    if (args["no-readme"] !== "true") {
      updateReadmeSection(
        "backup",
        `${provenanceLine(p)}\n\n${markdownTable(headers, rows, ["l", "r", "r", "r", "r", "r"])}\n\n${line} ${pass ? "**Pass.**" : "**Fail.**"}`,
      );
    }
    return pass;
  } finally {
    await cleanup.run();
  }
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
