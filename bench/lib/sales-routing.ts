/**
 * The sales desk's side of the intake bench (`load-submissions.ts --routing`, issue 24): a routing
 * table of several rules with people away and one inactive, written into a running server's SQLite
 * database (the job reads it on every run), the places the submitters write from, and afterwards
 * how long each lead waited for its owner and whether anyone away or inactive was given one.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { percentile } from "./stats";

/** The bar: every lead owned within this of arriving. */
export const OWNED_WITHIN_S = 60;

/** Where the submitters' inquiries come from (country, state or region): each rule and the fallback. */
export const PLACES: readonly (readonly [string, string])[] = [
  ["Russia", "Moscow"],
  ["Kazakhstan", "Almaty"],
  ["Vietnam", "Ho Chi Minh City"],
  ["Thailand", "Bangkok"],
  ["India", "Gujarat"],
  ["India", "Maharashtra"],
  ["India", "Tamil Nadu"],
  ["Nigeria", "Lagos"],
  ["Germany", "Bavaria"],
];

interface Person {
  name: string;
  away?: boolean;
  inactive?: boolean;
}

const RULES: readonly { countries: string[]; people: Person[] }[] = [
  { countries: ["Russia", "Kazakhstan"], people: [{ name: "Ivan Petrov" }, { name: "Olga Sidorova", away: true }] },
  { countries: ["Vietnam", "Thailand"], people: [{ name: "Nguyen Van An" }, { name: "Tran Thi Mai" }] },
  {
    countries: ["India/Gujarat"],
    people: [{ name: "Priya Shah" }, { name: "Rakesh Patel", inactive: true }, { name: "Meera Desai", away: true }],
  },
  { countries: ["India/Maharashtra", "India/Tamil Nadu"], people: [{ name: "Anil Kulkarni" }, { name: "Kavya Iyer" }] },
];
const FALLBACK: readonly Person[] = [{ name: "Export Desk One" }, { name: "Export Desk Two", away: true }];

export interface RoutingTable {
  rules: number;
  people: number;
  unavailableIds: number[];
}

/** Writes the people and the routing table into the server's database; the job picks them up on its next run. */
export function setRoutingTable(dataDir: string, now = new Date()): RoutingTable {
  const db = new Database(path.join(dataDir, "site.db"));
  db.pragma("busy_timeout = 5000");
  const awayUntil = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  const unavailableIds: number[] = [];
  let people = 0;
  const add = db.prepare(
    "insert into staff_users (email, name, roles, password_hash, active, away_until) values (?, ?, 'sales', '', ?, ?) returning id",
  );
  const ids = (list: readonly Person[]) =>
    list.map((person) => {
      people += 1;
      const email = `${person.name.toLowerCase().replaceAll(" ", ".")}@bench.example.com`;
      const { id } = add.get(email, person.name, person.inactive ? 0 : 1, person.away ? awayUntil : null) as {
        id: number;
      };
      if (person.away || person.inactive) unavailableIds.push(id);
      return id;
    });
  const routing = db.transaction(() => ({
    rules: RULES.map((rule) => ({ countries: rule.countries, staffIds: ids(rule.people) })),
    fallbackStaffIds: ids(FALLBACK),
  }))();
  db.prepare("insert into sales_settings (name, value, updated_at, updated_by) values ('routing', ?, ?, null)").run(
    JSON.stringify(routing),
    now.toISOString(),
  );
  db.close();
  return { rules: RULES.length, people, unavailableIds };
}

export interface Ownership {
  leads: number;
  unowned: number;
  /** Leads given to someone away or inactive: must be none. */
  toUnavailable: number;
  owners: number;
  p50WaitS: number;
  p99WaitS: number;
  maxWaitS: number;
  pass: boolean;
}

/** Polls until every non-spam inquiry has an owner (or `limitMs` passes), then measures the waits. */
export async function waitForOwners(dataDir: string, table: RoutingTable, limitMs: number): Promise<Ownership> {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  db.pragma("busy_timeout = 5000");
  const unowned = db.prepare("select count(*) as n from inquiries where is_spam = 0 and owner_id is null");
  const started = performance.now();
  while ((unowned.get() as { n: number }).n > 0 && performance.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const rows = db.prepare("select owner_id, created_at, assigned_at from inquiries where is_spam = 0").all() as {
    owner_id: number | null;
    created_at: string;
    assigned_at: string | null;
  }[];
  db.close();
  const waits = rows
    .filter((row) => row.assigned_at !== null)
    .map((row) => (Date.parse(row.assigned_at!) - Date.parse(row.created_at)) / 1000)
    .sort((a, b) => a - b);
  const at = (p: number) => Number(percentile(waits, p).toFixed(1));
  const unavailable = new Set(table.unavailableIds);
  const result = {
    leads: rows.length,
    unowned: rows.filter((row) => row.owner_id === null).length,
    toUnavailable: rows.filter((row) => row.owner_id !== null && unavailable.has(row.owner_id)).length,
    owners: new Set(rows.map((row) => row.owner_id).filter((id) => id !== null)).size,
    p50WaitS: at(50),
    p99WaitS: at(99),
    maxWaitS: Number((waits.at(-1) ?? 0).toFixed(1)),
  };
  return {
    ...result,
    pass: result.leads > 0 && result.unowned === 0 && result.toUnavailable === 0 && result.maxWaitS <= OWNED_WITHIN_S,
  };
}
