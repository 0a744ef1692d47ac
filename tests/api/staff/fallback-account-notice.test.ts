/**
 * The account the first start made (admin@localhost, ASVS 2.5.4): once an administrator has an
 * account of their own, administrators are told in the portal to deactivate it, until they do.
 * Other staff are not told; nor is anyone while it is the only administrator.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATED_ADMIN_EMAIL, createAccount } from "#server/modules/staff/accounts";
import { createSession } from "#server/modules/staff/sessions";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

describe.each(availableDialects())("the first start's account on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { NOTIFY_TO: "sales@example.com" } });
  });
  afterAll(() => t.close());

  const codes = async (token: string) =>
    (
      (await t.app.inject({ method: "GET", url: "/api/admin/notices", headers: bearer(token) })).json() as {
        notices: { code: string; message: string }[];
      }
    ).notices.map((notice) => notice.code);

  it("tells administrators, and only them, while it is active beside a named administrator", async () => {
    const sales = await addPerson(t.db, ["sales"]);
    await createAccount(t.db, { email: GENERATED_ADMIN_EMAIL, password: "Qw8eRt5yUi2oPa7sDf4gHj1k" });
    const fallback = await t.db
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", GENERATED_ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const { token: fallbackToken } = await createSession(t.db, fallback.id, {
      address: "127.0.0.1",
      userAgent: "test",
    });
    // While it is the only administrator there is nothing to tell.
    expect(await codes(fallbackToken)).toEqual([]);

    const admin = await addPerson(t.db, ["administrator"]);
    expect(await codes(admin.token)).toEqual(["fallback-account-active"]);
    expect(await codes(fallbackToken)).toEqual(["fallback-account-active"]);
    expect(await codes(sales.token)).toEqual([]);

    await t.db.updateTable("staff_users").set({ active: 0 }).where("id", "=", fallback.id).execute();
    expect(await codes(admin.token)).toEqual([]);
  });
});
