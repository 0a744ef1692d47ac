import { describe, expect, it } from "vitest";
import type { Routing } from "#contracts/sales";
import { type RoutingCandidate, type TurnStore, assignOwner } from "./routing";

const NOW = new Date("2026-11-27T06:00:00Z");

function person(id: number, name: string, extra: Partial<RoutingCandidate> = {}): RoutingCandidate {
  return { id, name, active: true, roles: ["sales"], awayUntil: null, ...extra };
}

function memoryTurns(): TurnStore {
  const last = new Map<string, number>();
  return { last: async (key) => last.get(key) ?? null, take: async (key, id) => void last.set(key, id) };
}

const routing: Routing = {
  rules: [
    { countries: ["Russia", "Kazakhstan"], staffIds: [1, 2, 3] },
    { countries: ["India/Gujarat"], staffIds: [4] },
    { countries: ["Vietnam"], staffIds: [5] },
  ],
  fallbackStaffIds: [6, 7],
};

function people(overrides: Record<number, Partial<RoutingCandidate>> = {}) {
  const names = ["Ivan", "Olga", "Pavel", "Meera", "Linh", "Export", "Desk"];
  return new Map(names.map((name, i) => [i + 1, person(i + 1, name, overrides[i + 1])]));
}

async function owners(count: number, lead: { country: string; state: string }, who = people(), turns = memoryTurns()) {
  const picked: (number | null)[] = [];
  for (let i = 0; i < count; i++) picked.push((await assignOwner(routing, who, turns, lead, NOW)).ownerId);
  return picked;
}

describe("routing a new lead", () => {
  it("takes the first rule naming the country, and turns go round its people", async () => {
    expect(await owners(4, { country: "russia", state: "" })).toEqual([1, 2, 3, 1]);
    const first = await assignOwner(routing, people(), memoryTurns(), { country: "Kazakhstan", state: "" }, NOW);
    expect(first.reason).toBe("Rule Russia, Kazakhstan → turn of 3");
  });

  it("routes an Indian state by its rule and other Indian states to the fallback", async () => {
    expect(await owners(1, { country: "India", state: "gujarat" })).toEqual([4]);
    const other = await assignOwner(routing, people(), memoryTurns(), { country: "India", state: "Kerala" }, NOW);
    expect(other).toEqual({ ownerId: 6, reason: "Fallback → turn of 2; No rule for India/Kerala" });
  });

  it("skips people away, inactive or without the sales role, and says so", async () => {
    const who = people({
      1: { awayUntil: "2026-12-02T12:00:00Z" },
      2: { active: false },
    });
    const picked = await assignOwner(routing, who, memoryTurns(), { country: "Russia", state: "" }, NOW);
    expect(picked).toEqual({
      ownerId: 3,
      reason: "Rule Russia, Kazakhstan → turn of 1; Ivan away until 2 Dec; Olga inactive",
    });
    const noRole = people({ 5: { roles: ["marketing"] } });
    const vietnam = await assignOwner(routing, noRole, memoryTurns(), { country: "Vietnam", state: "" }, NOW);
    expect(vietnam.ownerId).toBe(6);
    expect(vietnam.reason).toContain("Linh not in sales");
  });

  it("counts someone whose leave is over as back", async () => {
    const who = people({ 1: { awayUntil: "2026-11-26T00:00:00Z" } });
    expect(await owners(1, { country: "Russia", state: "" }, who)).toEqual([1]);
  });

  it("falls back in turn when the rule has nobody, and gives no owner when nobody is left", async () => {
    expect(await owners(3, { country: "Chile", state: "" })).toEqual([6, 7, 6]);
    const nobody = people({ 6: { active: false }, 7: { awayUntil: "2027-01-01T00:00:00Z" } });
    const none = await assignOwner(routing, nobody, memoryTurns(), { country: "Chile", state: "" }, NOW);
    expect(none.ownerId).toBeNull();
    expect(none.reason).toBe("No owner: nobody available; No rule for Chile; Export inactive; Desk away until 1 Jan");
  });

  it("matches any country with *", async () => {
    const anyRule: Routing = { rules: [{ countries: ["*"], staffIds: [6] }], fallbackStaffIds: [] };
    const picked = await assignOwner(anyRule, people(), memoryTurns(), { country: "Peru", state: "" }, NOW);
    expect(picked.ownerId).toBe(6);
  });
});
