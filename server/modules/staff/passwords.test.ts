import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, randomPassword, verifyPassword } from "./passwords";

// Each hash is about 0.2 s of one core, seconds on a busy machine.
describe("staff passwords", { timeout: 30_000 }, () => {
  it("hashes with scrypt at OWASP's minimum (N=2^15, r=8, p=3), its parameters and a fresh salt in the stored string", async () => {
    const first = await hashPassword("loom-6-shuttle");
    const second = await hashPassword("loom-6-shuttle");
    expect(first).toMatch(/^scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain("loom");
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("Pässwörd with spaces");
    expect(await verifyPassword("Pässwörd with spaces", stored)).toBe(true);
    expect(await verifyPassword("pässwörd with spaces", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuses an unreadable or extravagant stored hash instead of throwing or using gigabytes", async () => {
    for (const stored of [
      "",
      "plain-text",
      "scrypt$ln=30,r=8,p=1$c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5",
      "bcrypt$2b$10$abc",
    ]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("asks for a re-hash of weaker parameters, the previous N=2^15, r=8, p=1 among them", () => {
    const withParams = (params: string) =>
      `scrypt$${params}$c2FsdHNhbHRzYWx0c2FsdA==$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U=`;
    expect(needsRehash(withParams("ln=14,r=8,p=3"))).toBe(true);
    expect(needsRehash(withParams("ln=15,r=8,p=1"))).toBe(true);
    expect(needsRehash(withParams("ln=15,r=8,p=3"))).toBe(false);
    expect(needsRehash(withParams("ln=17,r=8,p=1"))).toBe(false);
  });

  it("generates 24-character passwords that differ", () => {
    const passwords = new Set(Array.from({ length: 20 }, randomPassword));
    expect(passwords.size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });
});
