// Client addresses behind a proxy (security review S-01): only valid IP addresses are stored and
// counted, an IPv6 client is limited by its /64, and a forwarded header the settings ignore is
// reported once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "#server/modules/staff/accounts";
import { availableDialects } from "#tests/setup/databases";
import { inquiry, LEAD_ENV } from "#tests/fixtures/lead-forms";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const RELAXED_LIMIT = { rateLimit: { max: 10_000, timeWindowMs: 60_000 } };

function logLines() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe.each(availableDialects())("client addresses on %s", (dialect) => {
  describe("behind one proxy (TRUST_PROXY=1)", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ dialect, env: { ...LEAD_ENV, TRUST_PROXY: "1" }, leadCapture: RELAXED_LIMIT });
      await createAccount(t.db, { email: "gate@example.com", password: "gatehouse-ledger-2026" });
    });
    afterAll(() => t.close());

    const postInquiry = (forwardedFor: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        payload: inquiry(),
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": forwardedFor },
      });
    const lastAddress = async () =>
      (await t.db.selectFrom("inquiries").select("ip_address").orderBy("id", "desc").executeTakeFirstOrThrow())
        .ip_address;

    it("stores the address the proxy saw, not one the client wrote before it", async () => {
      expect((await postInquiry("6.6.6.6, 203.0.113.7")).statusCode).toBe(201);
      expect(await lastAddress()).toBe("203.0.113.7");
    });

    it("stores the proxy's address rather than a forwarded value that is not an IP address", async () => {
      expect((await postInquiry("<b>Sales</b> call me")).statusCode).toBe(201);
      expect(await lastAddress()).toBe("10.0.0.2");
      expect((await postInquiry("::ffff:198.51.100.4")).statusCode).toBe(201);
      expect(await lastAddress()).toBe("198.51.100.4");
    });

    it(
      "counts failed sign-ins from one IPv6 /64 together, whichever address inside it they use",
      { timeout: 120_000 },
      async () => {
        const login = (address: string, email: string, password: string) =>
          t.app.inject({
            method: "POST",
            url: "/api/auth/admin/login",
            payload: { email, password },
            remoteAddress: "10.0.0.2",
            headers: { "x-forwarded-for": address },
          });
        // One guess per account, so no account lock plays a part: only the addresses' /64 is shared.
        for (let i = 1; i <= 20; i++) {
          const response = await login(`2001:db8:7:9:${i.toString(16)}::1`, `user${i}@example.com`, "guess");
          expect(response.statusCode).toBe(401);
        }
        const sameBlock = await login("2001:db8:7:9:ffff::42", "gate@example.com", "gatehouse-ledger-2026");
        expect(sameBlock.statusCode).toBe(429);
        const nextBlock = await login("2001:db8:7:a::42", "gate@example.com", "gatehouse-ledger-2026");
        expect(nextBlock.statusCode).toBe(200);
        const [row] = await t.db.selectFrom("login_throttle").select("key").where("key", "like", "address:%").execute();
        expect(row?.key).toBe("address:2001:db8:7:9::/64");
      },
    );
  });

  describe("behind a proxy with PUBLIC_URL", () => {
    const startBehindProxy = async (publicUrl: string) => {
      const log = logLines();
      const t = await buildTestApp({
        dialect,
        env: { ...LEAD_ENV, TRUST_PROXY: "1", PUBLIC_URL: publicUrl },
        logger: { level: "info", stream: log.stream },
      });
      await t.close();
      return log.lines.filter((line) => line.event === "config.public-url-http-behind-proxy");
    };

    it("http: warns once at start that the cookies are not Secure and no HSTS is sent (S-14)", async () => {
      const warnings = await startBehindProxy("http://www.example.com");
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40 });
      expect(String(warnings[0]!.msg)).toContain("PUBLIC_URL");
    });

    it("https: says nothing", async () => {
      expect(await startBehindProxy("https://www.example.com")).toEqual([]);
    });
  });

  describe("a hop count with the port open to the network (T-09)", () => {
    const start = async (env: Record<string, string>) => {
      const log = logLines();
      const t = await buildTestApp({
        dialect,
        env: { ...LEAD_ENV, PUBLIC_URL: "https://www.example.com", ...env },
        logger: { level: "info", stream: log.stream },
      });
      await t.close();
      return log.lines.filter((line) => line.event === "config.trust-proxy-hops-on-open-port");
    };

    it("warns at start when HOST is not loopback, naming HOST=127.0.0.1 and the CIDR form", async () => {
      const warnings = await start({ TRUST_PROXY: "1", HOST: "0.0.0.0" });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, host: "0.0.0.0" });
      expect(String(warnings[0]!.msg)).toContain("HOST=127.0.0.1");
      expect(String(warnings[0]!.msg)).toContain("CIDR");
    });

    it.each([
      ["a hop count on loopback", { TRUST_PROXY: "1", HOST: "127.0.0.1" }],
      ["a hop count on ::1", { TRUST_PROXY: "2", HOST: "::1" }],
      ["the proxies' addresses on an open port", { TRUST_PROXY: "10.0.0.0/24", HOST: "0.0.0.0" }],
    ])("says nothing for %s", async (_what, env) => {
      expect(await start(env)).toEqual([]);
    });
  });

  describe("with TRUST_PROXY off", () => {
    let t: TestApp;
    const log = logLines();
    beforeAll(async () => {
      t = await buildTestApp({
        dialect,
        env: LEAD_ENV,
        leadCapture: RELAXED_LIMIT,
        logger: { level: "info", stream: log.stream },
      });
    });
    afterAll(() => t.close());

    it("ignores X-Forwarded-For and says so in the log, once", async () => {
      for (let i = 0; i < 3; i++) {
        const response = await t.app.inject({
          method: "GET",
          url: "/healthz",
          remoteAddress: "10.0.0.2",
          headers: { "x-forwarded-for": "203.0.113.7" },
        });
        expect(response.statusCode).toBe(200);
      }
      const warnings = log.lines.filter((line) => line.event === "config.forwarded-for-ignored");
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40 });
      expect(String(warnings[0]!.msg)).toContain("TRUST_PROXY");
    });
  });
});
