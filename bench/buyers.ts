/**
 * The sales desk at a million buyers (issue 24's bar): seeds one million buyers, 40 staff owning
 * most of them, and 100 buyers with 1,000 timeline events each, on SQLite and on a throwaway
 * PostgreSQL, then times the buyer list (first page in each sort, later pages, searches, the owner
 * filters) and a buyer's timeline (the newest page and one from a cursor deep in it) through the
 * code `GET /api/admin/buyers` and `GET /api/admin/buyers/:id` run (the query schema, then
 * `buyerList` and `timeline` of server/modules/sales/buyers.ts). Bar: p95 under 100 ms.
 *
 *   npx tsx bench/buyers.ts [--rows=1000000] [--runs=40] [--only=sqlite|postgres] [--no-readme]
 *
 * The buyers go in with one INSERT … SELECT after every migration but the sales desk's search and
 * sort indexes (035), which are then built over them as on a live site that upgrades; both times
 * are printed. Everything it creates is removed at the end, also on failure or Ctrl-C.
 */
import { performance } from "node:perf_hooks";
import { Migrator, sql } from "kysely";
import { listQuerySchema } from "#contracts/list-query";
import { buyerSorts } from "#contracts/sales";
import { type Dialect } from "#server/db/database";
import { migrations } from "#server/db/migrations/index";
import { buyerList } from "#server/modules/sales/buyer-list";
import { timeline } from "#server/modules/sales/buyers";
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
const STAFF = 40;
const BUSY_BUYERS = 100;
const EVENTS = 1_000;
const dialects: Dialect[] = args.only ? [args.only as Dialect] : ["sqlite", "postgres"];
/** The first migration built over the seeded buyers, if this checkout has it. */
const INDEX_MIGRATION = "2026-11-27-035-buyer-search";

const FIRST = ["Asha", "Ravi", "Priya", "Arjun", "Meera", "Vikram", "Anita", "Rahul", "Sneha", "Karan"];
const FIRST_MORE = ["Divya", "Sanjay", "Pooja", "Amit", "Kavita", "Rohan", "Neha", "Suresh", "Lakshmi", "Imran"];
const LAST = [
  ...["Mehta", "Sharma", "Iyer", "Patel", "Reddy", "Nair", "Gupta", "Singh", "Kapoor", "Joshi", "Desai", "Rao"],
  ...["Khan", "Bose", "Menon", "Chopra", "Pillai", "Verma", "Shah", "Das", "Kulkarni", "Banerjee", "Agarwal"],
  ...["Mishra", "Saxena"],
];
const COUNTRIES = ["India", "India", "India", "Nigeria", "Bangladesh", "Kenya", "Vietnam", "Russia", "Egypt", "Brazil"];
const DOMAINS = ["gmail.com", "polysacks.in", "example.com", "rediffmail.com", "outlook.com"];
const FIRST_NAMES = [...FIRST, ...FIRST_MORE];

const values = (rows: (string | number)[][]) =>
  rows.map((cells) => `(${cells.map((c) => (typeof c === "number" ? c : `'${c}'`)).join(", ")})`).join(", ");

/** One INSERT … SELECT that makes `rows` buyers, the same on both dialects. */
function seedSql(dialect: Dialect, rows: number, staffIds: number[]): string {
  const pg = dialect === "postgres";
  const lists = `
    first_names(n, v) as (values ${values(FIRST_NAMES.map((v, n) => [n, v]))}),
    last_names(n, v) as (values ${values(LAST.map((v, n) => [n, v]))}),
    countries(n, v) as (values ${values(COUNTRIES.map((v, n) => [n, v]))}),
    domains(n, v) as (values ${values(DOMAINS.map((v, n) => [n, v]))}),
    owners(n, v) as (values ${values(staffIds.map((v, n) => [n, v]))})`;
  const seq = pg
    ? `seq(i) as (select generate_series(1::bigint, ${rows}))`
    : `seq(i) as (select 1 union all select i + 1 from seq where i < ${rows})`;
  const phone = pg ? `lpad(((i * 7919) % 1000000000)::text, 9, '0')` : `printf('%09d', (i * 7919) % 1000000000)`;
  const time = (seconds: string) =>
    pg ? `to_timestamp(${seconds})` : `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;
  // Two years of buyers, a minute apart; the last activity anywhere in the following months.
  const created = time("1700000000 + i * 60");
  const active = time("1700000000 + i * 60 + (i * 104729) % 8000000");
  const sep = pg ? `E'\\x1f'` : `char(31)`;
  return `
    with recursive ${seq}, ${lists}
    insert into buyers (email, email_key, name, company_name, country, state, contact_number, phone_key, domain_key,
                        owner_id, search_text, leads, created_at, last_activity_at)
    select email, email, name, company, country, '', phone, phone, case when domain = 'polysacks.in' then domain end,
           owner_id, lower(name || ${sep} || company || ${sep} || email || ${sep} || country || ${sep} || phone),
           1 + (i * 31) % 7, ${created}, ${active}
    from (
      select i, first_name || ' ' || last_name as name, last_name || ' Polymers' as company,
             lower(first_name) || '.' || lower(last_name) || i || '@' || domain as email,
             '+9199' || ${phone} as phone, country, domain,
             case when i % 10 = 0 then null else (select v from owners where n = (i / 10) % ${staffIds.length}) end as owner_id
      from (
        select i,
          (select v from first_names where n = i % ${FIRST_NAMES.length}) as first_name,
          (select v from last_names where n = (i / ${FIRST_NAMES.length}) % ${LAST.length}) as last_name,
          (select v from countries where n = (i / 3) % ${COUNTRIES.length}) as country,
          (select v from domains where n = i % ${DOMAINS.length}) as domain
        from seq
      ) as picked
    ) as generated`;
}

/** `EVENTS` events for each of the first `BUSY_BUYERS` buyers, an hour apart, of every type. */
function eventsSql(dialect: Dialect, staffId: number): string {
  const pg = dialect === "postgres";
  const seq = pg
    ? `seq(i) as (select generate_series(0::bigint, ${BUSY_BUYERS * EVENTS - 1}))`
    : `seq(i) as (select 0 union all select i + 1 from seq where i < ${BUSY_BUYERS * EVENTS - 1})`;
  const at = pg
    ? `to_timestamp(1690000000 + (i % ${EVENTS}) * 3600)`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', 1690000000 + (i % ${EVENTS}) * 3600, 'unixepoch')`;
  return `
    with recursive ${seq}
    insert into buyer_events (buyer_id, type, at, by_id, lead_table, lead_id, summary, details)
    select 1 + i / ${EVENTS},
           case i % 4 when 0 then 'inquiry' when 1 then 'note' when 2 then 'reply' else 'status' end,
           ${at}, case when i % 4 = 0 then null else ${staffId} end,
           case when i % 4 = 0 then 'inquiries' end, case when i % 4 = 0 then i end,
           'Event ' || i, '{"text":"A line of what happened, long enough to look like a note."}'
    from seq`;
}

type Case = (i: number) => Promise<{ total: number }>;

interface CaseResult {
  dialect: Dialect;
  case: string;
  p50: number;
  p95: number;
  max: number;
  total: number;
}

async function timeCase(run: Case) {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const answer = await run(i);
    times.push(performance.now() - start);
    total = Math.max(total, answer.total);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, total };
}

async function benchDialect(dialect: Dialect, cleanup: CleanupStack) {
  const db = await benchDatabase(dialect, cleanup, "bench-buyers-");
  // The seed and the index builds run longer than the server's statement timeout on PostgreSQL:
  // all of it on one connection without one, as migrateToLatest does.
  const { seedSeconds, indexSeconds, staffIds } = await db.connection().execute(async (conn) => {
    if (dialect === "postgres") await sql`set statement_timeout = 0`.execute(conn);
    const names = Object.keys(migrations);
    const migrator = new Migrator({ db: conn, provider: { getMigrations: async () => migrations } });
    const throwIfFailed = ({ error }: { error?: unknown }) => {
      if (error) throw error;
    };
    const at = names.indexOf(INDEX_MIGRATION);
    throwIfFailed(at > 0 ? await migrator.migrateTo(names[at - 1]!) : await migrator.migrateToLatest());

    const staff = await conn
      .insertInto("staff_users")
      .values(
        Array.from({ length: STAFF }, (_, n) => ({
          email: `seller${n}@example.com`,
          name: `Seller ${n}`,
          roles: "sales",
          password_hash: "",
        })),
      )
      .returning("id")
      .execute();
    const staffIds = staff.map((row) => Number(row.id));
    let start = performance.now();
    await sql.raw(seedSql(dialect, ROWS, staffIds)).execute(conn);
    await sql.raw(eventsSql(dialect, staffIds[0]!)).execute(conn);
    const seedSeconds = (performance.now() - start) / 1000;
    start = performance.now();
    throwIfFailed(await migrator.migrateToLatest());
    if (dialect === "postgres") await sql`vacuum analyze`.execute(conn);
    else {
      await sql`analyze`.execute(conn);
      // A live server checkpoints as it writes; the bulk load left the WAL holding every page.
      await sql`pragma wal_checkpoint(truncate)`.execute(conn);
    }
    const indexSeconds = (performance.now() - start) / 1000;
    if (dialect === "postgres") await sql`reset statement_timeout`.execute(conn);
    return { seedSeconds, indexSeconds, staffIds };
  });
  console.log(
    `${dialect}: seeded ${ROWS.toLocaleString("en")} buyers and ${(BUSY_BUYERS * EVENTS).toLocaleString("en")} events in ${seedSeconds.toFixed(1)} s, indexes built in ${indexSeconds.toFixed(1)} s`,
  );

  // As GET /api/admin/buyers: the query schema, then the owner filter ("me" is the first seller).
  const pageQuery = listQuerySchema(buyerSorts);
  const list = (query: Record<string, string>, owner?: number | "none") =>
    buyerList(db, dialect, { ...pageQuery.parse(query), owner });
  const { total } = await list({});
  const lastPage = Math.max(1, Math.ceil(total / pageQuery.parse({}).pageSize));
  const cycle = (options: string[]) => (i: number) => options[i % options.length]!;
  const busy = (i: number) => 1 + (i % BUSY_BUYERS);
  // A cursor deep in a busy buyer's timeline (the ninth page of ten), found before the timing.
  const deepCursors: string[] = [];
  for (let buyer = 1; buyer <= Math.min(4, BUSY_BUYERS); buyer++) {
    let page = await timeline(db, buyer);
    for (let n = 0; n < 8 && page.olderBefore; n++) page = await timeline(db, buyer, page.olderBefore);
    if (page.olderBefore) deepCursors.push(page.olderBefore);
  }
  const events = async (i: number, deep: boolean) => {
    const page = deep
      ? await timeline(db, 1 + (i % deepCursors.length), deepCursors[i % deepCursors.length])
      : await timeline(db, busy(i));
    return { total: page.events.length };
  };
  const cases: [string, Case][] = [
    ["list: first page (last activity)", () => list({})],
    ["list: page 50", () => list({ page: "50" })],
    ["list: middle page", () => list({ page: String(Math.ceil(lastPage / 2)) })],
    ["list: last page", () => list({ page: String(lastPage) })],
    ["sort: last activity asc", () => list({ order: "asc" })],
    ["sort: name asc", () => list({ sort: "name", order: "asc" })],
    ["sort: name desc", () => list({ sort: "name", order: "desc" })],
    ["sort: name asc, page 50", () => list({ sort: "name", order: "asc", page: "50" })],
    ["sort: created desc", () => list({ sort: "createdAt", order: "desc" })],
    ["sort: created asc", () => list({ sort: "createdAt", order: "asc" })],
    ["sort: leads desc", () => list({ sort: "leads", order: "desc" })],
    ["sort: leads asc", () => list({ sort: "leads", order: "asc" })],
    ["search: e-mail", (i) => list({ q: cycle(["meera.kapoor1", "rahul.iyer42", "imran.shah77", "asha.mehta3"])(i) })],
    ["search: phone digits", (i) => list({ q: cycle(["12345", "98765", "55501", "24680"])(i) })],
    ["search: surname (4 %)", (i) => list({ q: cycle(["Kulkarni", "Banerjee", "Agarwal", "Saxena"])(i) })],
    [
      "search: surname, by name, page 50",
      (i) => list({ q: cycle(["kulkarni", "banerjee"])(i), sort: "name", page: "50" }),
    ],
    ["search: no match", (i) => list({ q: cycle(["zzqx", "no such buyer"])(i) })],
    ["owner: one seller", () => list({}, staffIds[0])],
    ["owner: one seller, by name", () => list({ sort: "name", order: "asc" }, staffIds[1])],
    ["owner: none", () => list({}, "none")],
    ["timeline: newest page (1,000 events)", (i) => events(i, false)],
    ["timeline: from a cursor (ninth page)", (i) => events(i, true)],
  ];
  const results: CaseResult[] = [];
  for (const [name, run] of cases) {
    const figures = await timeCase(run);
    results.push({ dialect, case: name, ...figures });
    console.log(
      `  ${name.padEnd(38)} p50 ${figures.p50.toFixed(1).padStart(7)} ms  p95 ${figures.p95.toFixed(1).padStart(7)} ms  (${figures.total.toLocaleString("en")})`,
    );
  }
  return { results, seedSeconds, indexSeconds };
}

const cleanup = cleanupStack();

let failed = false;
try {
  const all: CaseResult[] = [];
  const builds: Partial<Record<Dialect, { seedSeconds: number; indexSeconds: number }>> = {};
  for (const dialect of dialects) {
    const run = await benchDialect(dialect, cleanup);
    all.push(...run.results);
    builds[dialect] = { seedSeconds: run.seedSeconds, indexSeconds: run.indexSeconds };
    await cleanup.run();
  }
  const headers = ["dialect", "case", "p50 ms", "p95 ms", "matching / events", "bar"];
  const rows = all.map((r) => [
    r.dialect,
    r.case,
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.total.toLocaleString("en"),
    r.p95 < BAR_MS ? "ok" : "MISSED",
  ]);
  const align = ["l", "l", "r", "r", "r", "l"] as const;
  console.log(`\n${textTable(headers, rows, align)}`);
  failed = all.some((r) => r.p95 >= BAR_MS);
  const where = provenance();
  writeOut("buyers", { provenance: where, rows: ROWS, runs: RUNS, builds, results: all });
  if (args["no-readme"] !== "true") {
    const buildLine = Object.entries(builds)
      .map(([d, b]) => `${d}: seeded in ${b.seedSeconds.toFixed(0)} s, indexes built in ${b.indexSeconds.toFixed(0)} s`)
      .join("; ");
    updateReadmeSection(
      "buyers",
      `${provenanceLine(where)} ${ROWS.toLocaleString("en")} buyers, ${RUNS} runs per case (${buildLine}).\n\n${markdownTable(headers, rows, align)}`,
    );
  }
  console.log(
    failed ? `\nSome case missed the bar (p95 < ${BAR_MS} ms).` : `\nEvery case is under the bar (p95 < ${BAR_MS} ms).`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanup.run();
}
process.exit(failed ? 1 : 0);
