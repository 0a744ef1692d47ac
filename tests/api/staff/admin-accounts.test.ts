import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle, migrateToLatest } from "#server/db/database";
import { bootstrapAdmin, GENERATED_ADMIN_EMAIL } from "#server/modules/staff/accounts";
import { verifyPassword } from "#server/modules/staff/passwords";
import { createSession, findSession } from "#server/modules/staff/sessions";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";

const run = promisify(execFile);

function recordingLog() {
  const lines: { level: "info" | "warn"; message: string }[] = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: "info", message }),
    warn: (message: string) => lines.push({ level: "warn", message }),
  };
}

describe.each(availableDialects())("staff accounts on %s", (dialect) => {
  let testDb: TestDatabase;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
    handle = createDatabase(testDb.config);
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.db.destroy();
    await testDb.drop();
  });

  const accounts = () => handle.db.selectFrom("staff_users").selectAll().execute();

  it("creates ADMIN_EMAIL with ADMIN_PASSWORD at start when there is no account, and never prints the password", async () => {
    const log = recordingLog();
    await bootstrapAdmin(handle.db, { adminEmail: "Owner@Example.com", adminPassword: "given-password-1" }, log);
    const [account, ...others] = await accounts();
    expect(others).toHaveLength(0);
    expect(account).toMatchObject({ email: "owner@example.com", name: "Admin User", roles: "administrator" });
    expect(account!.password_hash).toMatch(/^scrypt\$ln=15,r=8,p=3\$/);
    expect(account!.must_change_password).toBe(0);
    expect(account!.password_expires_at).toBeNull();
    expect(await verifyPassword("given-password-1", account!.password_hash)).toBe(true);
    expect(log.lines.map((l) => l.message).join(" ")).not.toContain("given-password-1");
  });

  it("with neither variable, creates an account with a random password, shown once outside the log and changed at first sign-in", async () => {
    const log = recordingLog();
    const shown: string[] = [];
    await bootstrapAdmin(handle.db, {}, log, (text) => shown.push(text));
    await bootstrapAdmin(handle.db, {}, log, (text) => shown.push(text));
    expect(shown).toHaveLength(1);
    const password = /^ {2}(\S+)$/m.exec(shown[0]!)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // The structured log says an account was made, never its password (security review S-13).
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.message).toContain("standard error");
    expect(log.lines[0]!.message).not.toContain(password);
    const [account] = await accounts();
    expect(account!.email).toBe(GENERATED_ADMIN_EMAIL);
    expect(account!.must_change_password).toBe(1);
    // And it runs out if it is left unchanged (ASVS 2.3.1).
    expect(Date.parse(account!.password_expires_at!) - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    expect(Date.parse(account!.password_expires_at!) - Date.now()).toBeLessThanOrEqual(72 * 3_600_000);
    expect(shown[0]).toContain("within 72 hours");
    expect(await verifyPassword(password!, account!.password_hash)).toBe(true);
  });

  it("leaves things alone when a staff account exists, and makes one account when two processes start together", async () => {
    const log = recordingLog();
    const quiet = () => {};
    await Promise.all([bootstrapAdmin(handle.db, {}, log, quiet), bootstrapAdmin(handle.db, {}, log, quiet)]);
    expect(await accounts()).toHaveLength(1);
    expect(log.lines).toHaveLength(1);
    await bootstrapAdmin(handle.db, { adminEmail: "second@example.com", adminPassword: "another-pass-2" }, log);
    expect((await accounts()).map((a) => a.email)).toEqual([GENERATED_ADMIN_EMAIL]);
  });

  describe("the command line (npm run admin)", () => {
    /** The bodies of the notices of account changes queued for this account. */
    const noticesTo = async (userId: number) =>
      (
        await handle.db
          .selectFrom("outbox")
          .select("body_text")
          .where("kind", "=", "staff-account-change")
          .where("source_id", "=", userId)
          .orderBy("id")
          .execute()
      ).map((row) => row.body_text);
    const cli = (args: string[], input?: string) => {
      const env = { ...process.env, DATA_DIR: testDb.config.dataDir, DATABASE_URL: testDb.config.databaseUrl ?? "" };
      const child = run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], { env, timeout: 60_000 });
      if (input !== undefined) {
        child.child.stdin?.end(input);
      } else child.child.stdin?.end();
      return child.then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          stdout: error.stdout,
          stderr: error.stderr,
        }),
      );
    };

    it(
      "creates an account from a password on standard input, lists it, and refuses a duplicate",
      { timeout: 90_000 },
      async () => {
        const created = await cli(["create", "HR@Example.com", "--name", "HR Desk"], "piped-password-1\n");
        expect(created).toMatchObject({ code: 0 });
        expect(created.stdout).toContain("Created the staff account hr@example.com");
        expect(created.stdout).not.toContain("piped-password-1");
        const [account] = await accounts();
        expect(account).toMatchObject({ email: "hr@example.com", name: "HR Desk", roles: "administrator" });
        expect(await verifyPassword("piped-password-1", account!.password_hash)).toBe(true);

        const listed = await cli(["list"]);
        expect(listed.stdout).toMatch(
          /^\d+\thr@example\.com\tHR Desk\tAdministrator\tadministrator\tactive, two-factor off\t/m,
        );
        expect((await cli(["create", "hr@example.com"], "piped-password-2\n")).code).toBe(2);
      },
    );

    it(
      "resets a password (generated and printed once) and signs the account out everywhere",
      { timeout: 90_000 },
      async () => {
        expect((await cli(["create", "sales@example.com"], "first-password-1\n")).code).toBe(0);
        const [account] = await accounts();
        const { token } = await createSession(handle.db, account!.id, { address: "127.0.0.1", userAgent: undefined });
        const reset = await cli(["reset-password", "sales@example.com", "--random-password"]);
        expect(reset.code).toBe(0);
        const password =
          /shown only this once; a new one is asked for at the next sign-in, within 72 hours\): (\S+)/.exec(
            reset.stdout,
          )?.[1];
        const [after] = await accounts();
        expect(await verifyPassword(password!, after!.password_hash)).toBe(true);
        // A generated password is temporary: the next sign-in asks for a new one.
        expect(after!.must_change_password).toBe(1);
        expect(Date.parse(after!.password_expires_at!)).toBeGreaterThan(Date.now() + 71.9 * 3_600_000);
        expect(await verifyPassword("first-password-1", after!.password_hash)).toBe(false);
        expect(await findSession(handle.db, token)).toBeNull();
        expect(await noticesTo(account!.id)).toEqual([
          expect.stringContaining("An administrator set a new password for your account on the server"),
        ]);
      },
    );

    it(
      "gives roles, deactivates and reactivates, and removes two-factor sign-in for recovery, each in the audit trail",
      { timeout: 120_000 },
      async () => {
        const created = await cli(["create", "hr.desk@example.com", "--roles", "hr"], "piped-password-1\n");
        expect(created.code).toBe(0);
        expect((await accounts())[0]).toMatchObject({ roles: "hr" });
        expect((await cli(["roles", "hr.desk@example.com", "hr,sales"])).code).toBe(0);
        expect((await accounts())[0]).toMatchObject({ roles: "sales,hr" });
        expect((await cli(["roles", "hr.desk@example.com", "owner"])).code).toBe(2);

        const [account] = await accounts();
        const { token } = await createSession(handle.db, account!.id, { address: "127.0.0.1", userAgent: undefined });
        expect((await cli(["deactivate", "hr.desk@example.com"])).code).toBe(0);
        expect(await findSession(handle.db, token)).toBeNull();
        expect((await accounts())[0]).toMatchObject({ active: 0 });
        expect((await cli(["activate", "hr.desk@example.com"])).code).toBe(0);

        await handle.db
          .updateTable("staff_users")
          .set({ two_factor_secret: "JBSWY3DPEHPK3PXP", two_factor_enabled_at: new Date().toISOString() })
          .execute();
        const removed = await cli(["remove-two-factor", "hr.desk@example.com"]);
        expect(removed.code).toBe(0);
        expect((await accounts())[0]).toMatchObject({ two_factor_secret: null, two_factor_enabled_at: null });
        // Under REQUIRE_2FA the person enrols again within the day from now (decision 048).
        const enrolUntil = Date.parse(String((await accounts())[0]!.two_factor_enrol_until));
        expect(enrolUntil).toBeGreaterThan(Date.now() + 23 * 3_600_000);
        expect(enrolUntil).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
        expect(await noticesTo(account!.id)).toEqual([
          expect.stringContaining("An administrator removed two-factor sign-in from your account on the server"),
        ]);

        const trail = await handle.db
          .selectFrom("audit_log")
          .select(["action", "actor_email", "details"])
          .orderBy("id")
          .execute();
        expect(trail.map((entry) => entry.action)).toEqual([
          "user.create",
          "user.roles",
          "user.deactivate",
          "user.reactivate",
          "two-factor.reset",
        ]);
        expect(trail.every((entry) => entry.actor_email === null && entry.details?.includes("npm run admin"))).toBe(
          true,
        );
      },
    );

    it(
      "refuses a short or common password, an unknown account and an unknown command with exit code 2",
      { timeout: 90_000 },
      async () => {
        const short = await cli(["create", "x@example.com"], "eleven-char\n");
        expect(short.code).toBe(2);
        expect(short.stderr).toContain("at least 12 characters");
        const common = await cli(["create", "x@example.com"], "Password2024!\n");
        expect(common.code).toBe(2);
        expect(common.stderr).toContain("most common passwords");
        expect((await cli(["reset-password", "nobody@example.com"], "long-enough-1\n")).code).toBe(2);
        const unknown = await cli(["promote", "x@example.com"]);
        expect(unknown.code).toBe(2);
        expect(unknown.stderr).toContain("Usage:");
        expect(await accounts()).toHaveLength(0);
      },
    );
  });
});
