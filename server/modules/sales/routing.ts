/**
 * Who owns a new lead: the first rule of the routing table whose countries contain the lead's
 * country (`*` any, `India/<state>` one Indian state), in turn among the rule's people who are
 * active, hold sales or administrator and are not away; else the fallback people in the same way;
 * else nobody. The reason, as the timeline shows it, names the rule, the turn and who was skipped.
 * Turns are kept per rule in `sales_turns`; only the process that holds the routing job's claim
 * routes, so two processes never take the same turn.
 */
import type { Kysely } from "kysely";
import type { Routing } from "#contracts/sales";
import type { Database } from "#server/db/schema";

const ROUTING_SETTING = "routing";
const FALLBACK_KEY = "fallback";
const EMPTY_ROUTING: Routing = { rules: [], fallbackStaffIds: [] };

export interface RoutingCandidate {
  id: number;
  name: string;
  active: boolean;
  roles: readonly string[];
  awayUntil: string | null;
}

export interface Assignment {
  ownerId: number | null;
  reason: string;
}

export async function loadRouting(db: Kysely<Database>): Promise<Routing> {
  const row = await db
    .selectFrom("sales_settings")
    .select("value")
    .where("name", "=", ROUTING_SETTING)
    .executeTakeFirst();
  if (!row) return EMPTY_ROUTING;
  const stored = JSON.parse(row.value) as Partial<Routing>;
  return { rules: stored.rules ?? [], fallbackStaffIds: stored.fallbackStaffIds ?? [] };
}

export async function saveRouting(db: Kysely<Database>, routing: Routing, by: number): Promise<void> {
  const value = JSON.stringify(routing);
  const now = new Date().toISOString();
  await db
    .insertInto("sales_settings")
    .values({ name: ROUTING_SETTING, value, updated_at: now, updated_by: by })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at: now, updated_by: by }))
    .execute();
}

/** Whether a rule's place names the lead's country (and state), without regard to case or spaces. */
function placeMatches(place: string, country: string, state: string): boolean {
  if (place === "*") return true;
  const norm = (text: string) => text.trim().toLowerCase();
  const [placeCountry, placeState] = place.split("/");
  if (norm(placeCountry!) !== norm(country)) return false;
  return placeState === undefined || norm(placeState) === norm(state);
}

/** The key a rule's turns are kept under: its countries. */
function ruleKey(countries: readonly string[]): string {
  return [...countries].sort().join("|");
}

export type TurnStore = {
  last(key: string): Promise<number | null>;
  take(key: string, staffId: number): Promise<void>;
};

/** The turns of one run of the sales desk's job: read once, kept in memory, written by `save`. */
export interface RunTurns extends TurnStore {
  /** Writes the turns taken since the last save (inside the transaction of the leads that took them). */
  save(db: Kysely<Database>): Promise<void>;
}

/**
 * Reading the turn before each lead and writing it after cost two statements a lead. Only the
 * process holding the job's claim routes, so the turns it read at the start stay its own; a run
 * that fails throws away its store with its transaction, and the next run reads them again.
 */
export async function runTurns(db: Kysely<Database>): Promise<RunTurns> {
  const rows = await db.selectFrom("sales_turns").select(["rule_key", "last_staff_id"]).execute();
  const last = new Map(rows.map((row) => [row.rule_key, row.last_staff_id]));
  const taken = new Set<string>();
  return {
    last: async (key) => last.get(key) ?? null,
    async take(key, staffId) {
      last.set(key, staffId);
      taken.add(key);
    },
    async save(trx) {
      const now = new Date().toISOString();
      for (const key of taken) {
        const staffId = last.get(key)!;
        await trx
          .insertInto("sales_turns")
          .values({ rule_key: key, last_staff_id: staffId, updated_at: now })
          .onConflict((oc) => oc.column("rule_key").doUpdateSet({ last_staff_id: staffId, updated_at: now }))
          .execute();
      }
      taken.clear();
    },
  };
}

/** Everyone the routing table names, as routing needs them. */
export async function routingCandidates(
  db: Kysely<Database>,
  routing: Routing,
): Promise<Map<number, RoutingCandidate>> {
  const ids = [...new Set([...routing.rules.flatMap((rule) => rule.staffIds), ...routing.fallbackStaffIds])];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "name", "active", "roles", "away_until"])
    .where("id", "in", ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        active: Number(row.active) === 1,
        roles: row.roles.split(",").filter(Boolean),
        awayUntil: row.away_until,
      },
    ]),
  );
}

/** Picks the owner of a lead from `country`/`state` at `now`, taking the turn in `turns`. */
export async function assignOwner(
  routing: Routing,
  people: ReadonlyMap<number, RoutingCandidate>,
  turns: TurnStore,
  lead: { country: string; state: string },
  now: Date,
): Promise<Assignment> {
  const notes: string[] = [];
  const rule = routing.rules.find((r) => r.countries.some((place) => placeMatches(place, lead.country, lead.state)));
  if (rule) {
    const picked = await takeTurn(rule.staffIds, ruleKey(rule.countries), people, turns, now, notes);
    const label = `Rule ${rule.countries.join(", ")}`;
    if (picked) return { ownerId: picked.id, reason: withNotes(`${label} → turn of ${picked.of}`, notes) };
    notes.unshift(`${label}: nobody available`);
  } else {
    notes.unshift(`No rule for ${describePlace(lead)}`);
  }
  const fallback = await takeTurn(routing.fallbackStaffIds, FALLBACK_KEY, people, turns, now, notes);
  if (fallback) return { ownerId: fallback.id, reason: withNotes(`Fallback → turn of ${fallback.of}`, notes) };
  return { ownerId: null, reason: withNotes("No owner: nobody available", notes) };
}

async function takeTurn(
  staffIds: readonly number[],
  key: string,
  people: ReadonlyMap<number, RoutingCandidate>,
  turns: TurnStore,
  now: Date,
  notes: string[],
): Promise<{ id: number; of: number } | null> {
  const available = staffIds.filter((id) => {
    const person = people.get(id);
    const why = unavailable(person, now);
    if (why) notes.push(`${person?.name ?? `staff ${id}`} ${why}`);
    return !why;
  });
  if (available.length === 0) return null;
  const last = await turns.last(key);
  // The next in the rule's order after whoever had the last turn (round again from the start).
  const lastIndex = last === null ? -1 : staffIds.indexOf(last);
  const next = available.find((id) => staffIds.indexOf(id) > lastIndex) ?? available[0]!;
  await turns.take(key, next);
  return { id: next, of: available.length };
}

function unavailable(person: RoutingCandidate | undefined, now: Date): string | null {
  if (!person) return "no longer exists";
  if (!person.active) return "inactive";
  if (!person.roles.some((role) => role === "sales" || role === "administrator")) return "not in sales";
  if (person.awayUntil && new Date(person.awayUntil).getTime() > now.getTime()) {
    return `away until ${shortDate(person.awayUntil)}`;
  }
  return null;
}

/** Made once: making one costs ~70 µs, and the reason of every lead routed past someone away used to. */
const SHORT_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "Asia/Kolkata" });

function shortDate(iso: string): string {
  return SHORT_DATE.format(new Date(iso));
}

function describePlace(lead: { country: string; state: string }): string {
  const country = lead.country.trim() || "no country";
  return lead.country.trim().toLowerCase() === "india" && lead.state.trim()
    ? `${country}/${lead.state.trim()}`
    : country;
}

function withNotes(head: string, notes: readonly string[]): string {
  return notes.length > 0 ? `${head}; ${notes.join("; ")}` : head;
}
