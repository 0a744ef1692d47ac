/**
 * The response-time report over a year of leads: seeds 200,000 leads of 2026 (three quarters
 * inquiries, a quarter catalogue requests; 20 owners across the ten offices; four in five
 * answered within two days) on SQLite and on a throwaway PostgreSQL, then times the code
 * GET /api/admin/reports/response-times runs (SQL chooses the year's leads and reads their stored
 * working minutes to first reply) for each grouping, after timing once the first report, which
 * counts and stores those minutes (the seeded leads have none, as after migration 037). Prints
 * p50/p95 per case and dialect; no bar in the brief, the figures are recorded.
 *
 *   npx tsx bench/response-times.ts [--rows=200000] [--runs=5] [--only=sqlite|postgres] [--no-readme]
 *
 * Everything it creates is removed at the end, also on failure or Ctrl-C.
 */
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { RESPONSE_TIME_GROUPS } from "#contracts/sales-reports";
import { type Dialect, migrateToLatest } from "#server/db/database";
import { responseTimeReport } from "#server/modules/sales/response-times";
import { benchDatabase } from "./bench-database";
import { type CleanupStack, cleanupStack } from "./lib/processes";
import { markdownTable, provenance, provenanceLine, textTable, updateReadmeSection, writeOut } from "./lib/report";
import { percentile } from "./lib/stats";

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"];
  }),
);
const ROWS = Number(args.rows ?? 200_000);
const RUNS = Number(args.runs ?? 5);
const dialects: Dialect[] = args.only ? [args.only as Dialect] : ["sqlite", "postgres"];
const OFFICES = ["ankleshwar", "ahmedabad", "mumbai", "kolkata", "delhi", "south-india", "indore", "moscow"];
const OWNERS = 20;
const YEAR_START = Date.parse("2026-01-01T00:00:00Z") / 1000;
const SPACING = Math.floor((365 * 86_400) / ROWS);

function seedSql(dialect: Dialect, table: "inquiries" | "catalogue_requests", from: number, rows: number): string {
  const pg = dialect === "postgres";
  const seq = pg
    ? `seq(i) as (select generate_series(${from}::bigint, ${from + rows - 1}))`
    : `seq(i) as (select ${from} union all select i + 1 from seq where i < ${from + rows - 1})`;
  const time = (seconds: string) =>
    pg ? `to_timestamp(${seconds})` : `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;
  const created = `${YEAR_START} + i * ${SPACING}`;
  const country = `case i % 5 when 0 then 'Russia' when 1 then 'Vietnam' when 2 then 'Nigeria' else 'India' end`;
  const source = `case i % 4 when 0 then '{"firstTouch":null,"lastTouch":{"utmSource":"exhibition"}}'
    when 1 then '{"firstTouch":null,"lastTouch":{"referrer":"https://www.google.com/"}}' else null end`;
  const extra = table === "inquiries" ? ", message" : "";
  const extraValue = table === "inquiries" ? ", 'Quotation please'" : "";
  return `
    with recursive ${seq}
    insert into ${table} (name, company_name, email, contact_number, city, state, country${extra},
                          owner_id, created_at, first_reply_at, source)
    select 'Buyer ' || i, 'Company ' || (i % 5000), 'buyer' || i || '@example.com', '98250' || i, 'Surat', 'Gujarat',
           ${country}${extraValue}, case when i % 10 = 0 then null else 1 + i % ${OWNERS} end,
           ${time(created)},
           case when i % 5 = 0 then null else ${time(`${created} + (i * 7919) % 172800`)} end,
           ${source}
    from seq`;
}

async function benchDialect(dialect: Dialect, cleanup: CleanupStack) {
  const db = await benchDatabase(dialect, cleanup, "bench-response-times-");
  await migrateToLatest(db);
  for (let n = 0; n < OWNERS; n++) {
    await db
      .insertInto("staff_users")
      .values({
        email: `owner${n}@example.com`,
        name: `Owner ${n}`,
        roles: "sales",
        password_hash: "-",
        office: OFFICES[n % OFFICES.length]!,
      })
      .execute();
  }
  const start = performance.now();
  const inquiries = Math.floor(ROWS * 0.75);
  // The seed runs longer than the server's statement timeout on PostgreSQL under load: on one
  // connection without one, as bench/buyers.ts seeds.
  await db.connection().execute(async (conn) => {
    if (dialect === "postgres") await sql`set statement_timeout = 0`.execute(conn);
    await sql.raw(seedSql(dialect, "inquiries", 1, inquiries)).execute(conn);
    await sql.raw(seedSql(dialect, "catalogue_requests", inquiries + 1, ROWS - inquiries)).execute(conn);
    if (dialect === "postgres") {
      await sql`vacuum analyze`.execute(conn);
      await sql`reset statement_timeout`.execute(conn);
    } else await sql`analyze`.execute(conn);
  });
  const seedSeconds = (performance.now() - start) / 1000;
  console.log(`${dialect}: seeded ${ROWS.toLocaleString("en")} leads in ${seedSeconds.toFixed(1)} s`);

  const now = new Date("2027-01-15T00:00:00Z");
  const results: { dialect: Dialect; case: string; p50: number; p95: number; rows: number }[] = [];
  const cases: [string, { from: string; to: string; by: (typeof RESPONSE_TIME_GROUPS)[number] }][] = [
    ...RESPONSE_TIME_GROUPS.map((by): [string, { from: string; to: string; by: typeof by }] => [
      `the year by ${by}`,
      { from: "2026-01-01", to: "2026-12-31", by },
    ]),
    ["one month by office", { from: "2026-06-01", to: "2026-06-30", by: "office" }],
  ];
  // The seeded leads have no stored minutes, as after migration 037 on a live site: the first
  // report over them counts and stores every answered lead's (decision 064). Timed once.
  const firstStarted = performance.now();
  const firstRows = (await responseTimeReport(db, cases[0]![1], now)).rows.length;
  const firstMs = performance.now() - firstStarted;
  results.push({ dialect, case: `first report, counting and storing`, p50: firstMs, p95: firstMs, rows: firstRows });
  console.log(`  first report, counting and storing every answered lead: ${firstMs.toFixed(0)} ms`);
  for (const [name, query] of cases) {
    await responseTimeReport(db, query, now);
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i++) {
      const began = performance.now();
      rows = (await responseTimeReport(db, query, now)).rows.length;
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    const figures = { p50: percentile(times, 50), p95: percentile(times, 95) };
    results.push({ dialect, case: name, ...figures, rows });
    console.log(
      `  ${name.padEnd(24)} p50 ${figures.p50.toFixed(0).padStart(6)} ms  p95 ${figures.p95.toFixed(0).padStart(6)} ms`,
    );
  }
  return { results, seedSeconds };
}

const cleanup = cleanupStack();
let failed = false;
try {
  const all: Awaited<ReturnType<typeof benchDialect>>["results"] = [];
  for (const dialect of dialects) {
    all.push(...(await benchDialect(dialect, cleanup)).results);
    await cleanup.run();
  }
  const headers = ["dialect", "case", "p50 ms", "p95 ms", "rows"];
  const rows = all.map((r) => [r.dialect, r.case, r.p50.toFixed(0), r.p95.toFixed(0), String(r.rows)]);
  const align = ["l", "l", "r", "r", "r"] as const;
  console.log(`\n${textTable(headers, rows, align)}`);
  const where = provenance();
  writeOut("response-times", { provenance: where, rows: ROWS, runs: RUNS, results: all });
  if (args["no-readme"] !== "true") {
    updateReadmeSection(
      "response-times",
      `${provenanceLine(where)} ${ROWS.toLocaleString("en")} leads over 2026, ${RUNS} runs per case.\n\n${markdownTable(headers, rows, align)}`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanup.run();
}
process.exit(failed ? 1 : 0);
