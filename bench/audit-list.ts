/**
 * The audit trail at scale: seeds one million entries on SQLite and on a throwaway PostgreSQL,
 * then times the administrators' list through the code GET /api/admin/audit runs
 * (server/modules/audit/audit-log.ts: the query parsed by its schema, one keyset page), unfiltered,
 * by actor, by action, by both, by a week, deep pages through a cursor, and a rare action.
 * Prints p50/p95 per case and dialect. Bar: p95 under 100 ms for every case.
 *
 *   npx tsx bench/audit-list.ts [--rows=1000000] [--runs=40] [--only=sqlite|postgres] [--no-readme]
 *
 * Everything it creates is removed at the end, also on failure or Ctrl-C.
 */
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { AUDIT_ACTIONS, auditQuerySchema } from "#contracts/audit";
import { type Dialect, migrateToLatest } from "#server/db/database";
import { auditPage } from "#server/modules/audit/audit-log";
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
const ROWS = Number(args.rows ?? 1_000_000);
const RUNS = Number(args.runs ?? 40);
const WARMUP = 3;
const BAR_MS = 100;
const dialects: Dialect[] = args.only ? [args.only as Dialect] : ["sqlite", "postgres"];

/** 40 staff members; the first one does a quarter of everything (the busiest person at the sales desk). */
const PEOPLE = 40;
/** Every action but the rare one, which the seed writes for one entry in a thousand. */
const RARE = "two-factor.reset";
const ACTIONS = Object.keys(AUDIT_ACTIONS).filter((action) => action !== RARE);
/** One entry a minute, from 2025-01-01 on: a million entries span almost two years. */
const START_SECONDS = Date.parse("2025-01-01T00:00:00Z") / 1000;

function seedSql(dialect: Dialect, rows: number): string {
  const pg = dialect === "postgres";
  const seq = pg
    ? `seq(i) as (select generate_series(1::bigint, ${rows}))`
    : `seq(i) as (select 1 union all select i + 1 from seq where i < ${rows})`;
  const at = pg
    ? `to_timestamp(${START_SECONDS} + i * 60 + (i % 997) / 1000.0)`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', ${START_SECONDS} + i * 60 + (i % 997) / 1000.0, 'unixepoch')`;
  // Actions weighted as a portal sees them: sign-ins, status changes and exports most, two-factor resets almost never.
  const other = pg
    ? `(array['${ACTIONS.join("','")}'])[1 + ((i / 10) % ${ACTIONS.length})::int]`
    : `(select v from actions where n = (i / 10) % ${ACTIONS.length})`;
  const action = `case when i % 1000 = 7 then '${RARE}' when i % 10 < 4 then 'auth.sign-in'
    when i % 10 < 7 then 'record.change' else ${other} end`;
  const actor = `case when i % 4 = 0 then 'person0@example.com' else 'person' || (i % ${PEOPLE}) || '@example.com' end`;
  const actions = pg ? "" : `, actions(n, v) as (values ${ACTIONS.map((a, n) => `(${n}, '${a}')`).join(", ")})`;
  return `
    with recursive ${seq}${actions}
    insert into audit_log (at, actor_id, actor_email, action, outcome, target, details, address, user_agent)
    select ${at}, i % ${PEOPLE}, ${actor}, ${action},
           case when i % 50 = 0 then 'failure' else 'success' end,
           'inquiry ' || (i % 50000), '{"list":"inquiries","rows":' || (i % 300) || '}',
           '203.0.113.' || (i % 250), 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/141.0'
    from seq`;
}

type Case = (i: number) => Promise<number>;

async function timeCase(run: Case) {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    items = await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), items };
}

async function benchDialect(dialect: Dialect, cleanup: CleanupStack) {
  const db = await benchDatabase(dialect, cleanup, "bench-audit-");
  await migrateToLatest(db);
  const start = performance.now();
  await sql.raw(seedSql(dialect, ROWS)).execute(db);
  if (dialect === "postgres") await sql`vacuum analyze audit_log`.execute(db);
  else await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - start) / 1000;
  console.log(`${dialect}: seeded ${ROWS.toLocaleString("en")} audit entries in ${seedSeconds.toFixed(1)} s`);

  const page = async (query: Record<string, string>) => auditPage(db, auditQuerySchema.parse(query));
  const items = async (query: Record<string, string>) => (await page(query)).items.length;
  // Cursors half-way through the trail and near its oldest end.
  const cursorAt = async (fraction: number) => {
    const { rows } = await sql<{
      at: string;
      id: number;
    }>`select at, id from audit_log order by id limit 1 offset ${Math.floor(ROWS * fraction)}`.execute(db);
    const row = rows[0]!;
    return `${new Date(row.at).toISOString()}_${row.id}`;
  };
  const middle = await cursorAt(0.5);
  const nearStart = await cursorAt(0.02);
  const cycle =
    <T>(options: T[]) =>
    (i: number) =>
      options[i % options.length]!;
  const person = cycle(["person0@example.com", "person7@example.com", "person13@example.com", "person29@example.com"]);
  const action = cycle(["export.csv", "user.roles", "auth.sign-out", "resume.download"]);
  const week = cycle([
    ["2025-03-03", "2025-03-10"],
    ["2025-09-15", "2025-09-22"],
    ["2026-06-01", "2026-06-08"],
  ]);
  const cases: [string, Case][] = [
    ["newest page", () => items({})],
    ["older page from the middle (cursor)", () => items({ before: middle })],
    ["newer page near the start (cursor)", () => items({ after: nearStart })],
    ["one person", (i) => items({ actor: person(i) })],
    ["one person, from the middle", (i) => items({ actor: person(i), before: middle })],
    ["one action", (i) => items({ action: action(i) })],
    ["one person and one action", (i) => items({ actor: person(i), action: action(i) })],
    ["rare action (0.1 %)", () => items({ action: RARE })],
    ["one person, rare action", (i) => items({ actor: person(i), action: RARE })],
    [
      "one week",
      (i) => {
        const [from, to] = week(i);
        return items({ from: from!, to: to! });
      },
    ],
    [
      "one week, one person and one action",
      (i) => {
        const [from, to] = week(i);
        return items({ from: from!, to: to!, actor: person(i), action: action(i) });
      },
    ],
  ];
  const results: { dialect: Dialect; case: string; p50: number; p95: number; items: number }[] = [];
  for (const [name, run] of cases) {
    const figures = await timeCase(run);
    results.push({ dialect, case: name, ...figures });
    console.log(
      `  ${name.padEnd(40)} p50 ${figures.p50.toFixed(1).padStart(6)} ms  p95 ${figures.p95.toFixed(1).padStart(6)} ms  (${figures.items} on the page)`,
    );
  }
  return { results, seedSeconds };
}

const cleanup = cleanupStack();

let failed = false;
try {
  const all: Awaited<ReturnType<typeof benchDialect>>["results"] = [];
  const seeds: string[] = [];
  for (const dialect of dialects) {
    const run = await benchDialect(dialect, cleanup);
    all.push(...run.results);
    seeds.push(`${dialect}: seeded in ${run.seedSeconds.toFixed(0)} s`);
    await cleanup.run();
  }
  const headers = ["dialect", "case", "p50 ms", "p95 ms", "entries on the page", "bar"];
  const rows = all.map((r) => [
    r.dialect,
    r.case,
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    String(r.items),
    r.p95 < BAR_MS ? "ok" : "MISSED",
  ]);
  const align = ["l", "l", "r", "r", "r", "l"] as const;
  console.log(`\n${textTable(headers, rows, align)}`);
  failed = all.some((r) => r.p95 >= BAR_MS);
  const where = provenance();
  writeOut("audit-list", { provenance: where, rows: ROWS, runs: RUNS, results: all });
  if (args["no-readme"] !== "true") {
    updateReadmeSection(
      "audit-list",
      `${provenanceLine(where)} ${ROWS.toLocaleString("en")} audit entries, ${RUNS} runs per case (${seeds.join("; ")}).\n\n${markdownTable(headers, rows, align)}`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanup.run();
}
process.exit(failed ? 1 : 0);
