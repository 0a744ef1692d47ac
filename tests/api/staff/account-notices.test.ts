/**
 * A staff member is told at the account's own address when its password or two-factor sign-in
 * changes (ASVS 2.2.3, 2.5.5): each change through the portal queues one notice, naming the
 * change, the time in India and the address it came from; accepting an invitation queues none.
 */
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDialects } from "#tests/setup/databases";
import { type TestApp, buildTestApp } from "#tests/setup/test-app";
import { STAFF_PASSWORD, addPerson, bearer } from "#tests/fixtures/staff";

const ADDRESS = "198.51.100.77";
const code = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

describe.each(availableDialects())("notices of account changes on %s", { timeout: 60_000 }, (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL: "https://www.example.test" } });
  });
  afterAll(() => t.close());

  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: bearer(token), payload, remoteAddress: ADDRESS });

  const noticesTo = (userId: number) =>
    t.db
      .selectFrom("outbox")
      .select(["kind", "recipients", "subject", "body_text", "body_html", "status"])
      .where("source_table", "=", "staff_users")
      .where("source_id", "=", userId)
      .where("kind", "=", "staff-account-change")
      .orderBy("id")
      .execute();

  it("tells the holder of a password changed in the portal, with the time and the address", async () => {
    const person = await addPerson(t.db, ["sales"]);
    const refused = await post("/api/auth/admin/password", person.token, {
      currentPassword: "not-the-password",
      newPassword: "winder 9 spindle cover",
    });
    expect(refused.statusCode).toBe(400);
    expect(await noticesTo(person.id)).toEqual([]);

    const changed = await post("/api/auth/admin/password", person.token, {
      currentPassword: STAFF_PASSWORD,
      newPassword: "winder 9 spindle cover",
    });
    expect(changed.statusCode).toBe(204);
    const [notice, ...more] = await noticesTo(person.id);
    expect(more).toEqual([]);
    expect(JSON.parse(notice!.recipients)).toEqual([person.email]);
    expect(notice!.status).toBe("pending");
    expect(notice!.subject).toMatch(/^Your password was changed: /);
    expect(notice!.body_text).toContain("The password of your account was changed");
    expect(notice!.body_text).toContain(`from the address ${ADDRESS}`);
    expect(notice!.body_text).toMatch(/ \d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d [ap]m \(India time\)/);
    // No link to follow: a mail asking staff to click and sign in is what phishing looks like.
    expect(notice!.body_text).not.toMatch(/https?:\/\//);
    expect(notice!.body_html).not.toContain("<a ");
  });

  it("tells the holder when two-factor sign-in is turned on and off", async () => {
    const person = await addPerson(t.db, ["hr"]);
    const { secret } = (await post("/api/auth/admin/2fa/setup", person.token, { password: STAFF_PASSWORD })).json() as {
      secret: string;
    };
    expect(await noticesTo(person.id)).toEqual([]);
    expect((await post("/api/auth/admin/2fa/enable", person.token, { code: code(secret) })).statusCode).toBe(200);
    const wrongPassword = await post("/api/auth/admin/2fa/disable", person.token, { password: "not-the-password" });
    expect(wrongPassword.statusCode).toBe(400);
    expect((await post("/api/auth/admin/2fa/disable", person.token, { password: STAFF_PASSWORD })).statusCode).toBe(
      204,
    );
    const notices = await noticesTo(person.id);
    expect(notices.map((notice) => notice.subject.split(":")[0])).toEqual([
      "Two-factor sign-in is on",
      "Two-factor sign-in is off",
    ]);
    expect(notices.every((notice) => JSON.parse(notice.recipients)[0] === person.email)).toBe(true);
  });

  it("tells the holder of a password set from an administrator's link, but not of the first one from an invitation", async () => {
    const admin = await addPerson(t.db, ["administrator"]);
    const invited = await post("/api/admin/users", admin.token, {
      email: "meera.kulkarni@example.com",
      name: "Meera Kulkarni",
      roles: ["hr"],
    });
    expect(invited.statusCode).toBe(201);
    const { user, invitationUrl } = invited.json() as { user: { id: number }; invitationUrl: string };
    const tokenOf = (url: string) => /#token=([A-Za-z0-9_-]{43})$/.exec(url)![1]!;
    const accept = (url: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/admin/invitations/accept",
        payload: { token: tokenOf(url), password },
        remoteAddress: ADDRESS,
      });

    expect((await accept(invitationUrl, "gusset 4 bag line")).statusCode).toBe(200);
    expect(await noticesTo(user.id)).toEqual([]);

    const link = await post(`/api/admin/users/${user.id}/password-link`, admin.token);
    expect(link.statusCode).toBe(201);
    expect((await accept(link.json().invitationUrl, "tarpaulin coat 12 line")).statusCode).toBe(200);
    const [notice, ...more] = await noticesTo(user.id);
    expect(more).toEqual([]);
    expect(JSON.parse(notice!.recipients)).toEqual(["meera.kulkarni@example.com"]);
    expect(notice!.body_text).toMatch(/^Dear Meera Kulkarni,/);
    expect(notice!.body_text).toContain("A new password was set for your account from a set-password link");
  });
});
