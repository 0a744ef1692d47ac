// Staff accounts in the browser: an invitation followed to a password and a two-factor sign-in;
// an HR person who never sees Contact Us and whom the API refuses; axe on the new pages.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN, runSql, uniqueTag } from "./support/admin";
import { axeResults } from "./support/axe";

const CHOSEN = "Extruder-line-42-blue";
const code = (secret: string, offsetMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetMs });

/** An account with these roles and a chosen password, made through the API as an administrator would. */
async function staffMember(request: APIRequestContext, roles: string[]): Promise<{ email: string; name: string }> {
  const login = await request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const email = `${uniqueTag()}@example.com`;
  const name = "Neha Kulkarni";
  const invited = await request.post("/api/admin/users", { data: { email, name, roles }, headers });
  expect(invited.status()).toBe(201);
  const token = /#token=(.+)$/.exec((await invited.json()).invitationUrl)![1];
  const accepted = await request.post("/api/auth/admin/invitations/accept", { data: { token, password: CHOSEN } });
  expect(accepted.status()).toBe(200);
  return { email, name };
}

/** Signs in through the form, as a person does. */
async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axeResults(page, TAGS);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("an administrator invites a person, who chooses a password, turns on two-factor sign-in and signs in with a code", async ({
  page,
  browser,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn();
  await page.goto("/admin/users");
  const email = `${uniqueTag()}@example.com`;
  await page.getByLabel("Name", { exact: true }).fill("Rohan Mehta");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("checkbox", { name: /^HR/ }).check();
  await page.getByRole("button", { name: "Send invitation" }).click();
  const invitationUrl = await page.getByTestId("invitation-url").textContent();
  expect(invitationUrl).toContain("/admin/set-password#token=");
  await expect(page.getByRole("heading", { name: "Rohan Mehta" })).toBeVisible();

  const invitee = await browser.newContext();
  const person = await invitee.newPage();
  await person.goto(invitationUrl!);
  await expect(person.getByText(`Welcome, Rohan Mehta.`)).toBeVisible();
  await person.getByLabel("New password", { exact: true }).fill(CHOSEN);
  await person.getByLabel("New password again").fill(CHOSEN);
  await person.getByRole("button", { name: "Set password" }).click();
  await expect(person.getByText("Your password is set.")).toBeVisible();
  // The link works once (opened afresh: only the fragment would not load the page again).
  await person.goto("about:blank");
  await person.goto(invitationUrl!);
  await expect(person.getByRole("alert")).toContainText("has been used or has run out");

  await signInWithForm(person, email, CHOSEN);
  await expect(person).toHaveURL(/\/admin\/dashboard\?section=career$/);
  await person.getByRole("link", { name: "My account" }).click();
  await person.getByLabel("Password, to set it up").fill(CHOSEN);
  await person.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(person.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await person.getByTestId("two-factor-secret").textContent())!.trim();
  // The code of the step before: the one now stays unused for the sign-in below (a code works once).
  await person.getByLabel("Enter the six digits the app shows").fill(code(secret, -30_000));
  await person.getByRole("button", { name: "Turn on" }).click();
  await expect(person.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await person.getByRole("button", { name: "I have kept them" }).click();
  await expect(person.getByText(/Recovery codes left: 10 of 10/)).toBeVisible();
  await person.getByRole("button", { name: "Logout" }).click();
  await expect(person).toHaveURL(/\/admin\/login$/);

  await signInWithForm(person, email, CHOSEN);
  await person.getByLabel("Code from your authenticator app").fill(code(secret));
  await person.getByRole("button", { name: "Verify" }).click();
  await expect(person.getByText("Login Successful!")).toBeVisible();
  await expect(person).toHaveURL(/\/admin\/dashboard\?section=career$/);
  await expect(person.getByRole("heading", { name: "Career" })).toBeVisible();
  await invitee.close();
});

test("an administrator signed in over 15 minutes ago types the password again before inviting, and the invitation goes out", async ({
  page,
  request,
}) => {
  const admin = await staffMember(request, ["administrator"]);
  await signInWithForm(page, admin.email, CHOSEN);
  await page.waitForURL(/\/admin\/dashboard/);
  // As if the sign-in were 16 minutes old (ASVS 3.7.1: user management wants the password recent).
  const then = new Date(Date.now() - 16 * 60_000).toISOString();
  runSql(
    "update staff_sessions set created_at = ?, password_confirmed_at = ? where user_id = (select id from staff_users where email = ?)",
    then,
    then,
    admin.email,
  );
  await page.goto("/admin/users");
  await page.getByLabel("Name", { exact: true }).fill("Kavita Rao");
  await page.getByLabel("E-mail").fill(`${uniqueTag()}@example.com`);
  await page.getByRole("checkbox", { name: /^Marketing/ }).check();
  await page.getByRole("button", { name: "Send invitation" }).click();

  const dialog = page.getByRole("dialog", { name: "Enter your password again" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your password", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Your password", { exact: true }).fill(CHOSEN);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("invitation-url")).toContainText("/admin/set-password#token=");
  await expect(page.getByRole("heading", { name: "Kavita Rao" })).toBeVisible();
});

test("an HR person has no Contact Us in the menu, cannot open it by address, and the API refuses it", async ({
  page,
}) => {
  const hr = await staffMember(page.request, ["hr"]);
  await signInWithForm(page, hr.email, CHOSEN);
  await expect(page).toHaveURL(/\/admin\/dashboard\?section=career$/);
  const menu = page.getByRole("navigation", { name: "Sections" });
  await expect(menu.getByRole("link", { name: "Career" })).toBeVisible();
  // HR's sections: the applications, the openings they edit (issue 14), their own account.
  await expect(menu.getByRole("link")).toHaveText(["Career", "Openings", "My account"]);
  await page.goto("/admin/dashboard?section=contact");
  await expect(page).toHaveURL(/\/admin\/dashboard\?section=career$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/dashboard\?section=career$/);
  // The browser holds the session cookie: the API itself says no.
  const inquiries = await page.request.get("/api/inquiries");
  expect(inquiries.status()).toBe(403);
  expect(await page.request.get("/api/inquiries/export.csv").then((r) => r.status())).toBe(403);
  expect(await page.request.get("/api/admin/applications").then((r) => r.status())).toBe(200);
});

test("an administrator places a sales person in the Moscow office at 375 px, and the card says so", async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const seller = await staffMember(page.request, ["sales"]);
  await signIn();
  await page.goto("/admin/users");
  const card = page.getByRole("listitem").filter({ hasText: seller.email });
  await expect(card.getByText("Export desk hours")).toBeVisible();
  await card.getByRole("button", { name: `Change roles of ${seller.name}` }).click();
  await card.getByLabel(`Office of ${seller.name}`).selectOption({ label: "Moscow" });
  await card.getByRole("button", { name: "Save roles" }).click();
  await expect(card.getByRole("status")).toHaveText("Roles and office saved.");
  await expect(card.getByText("Moscow", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.screenshot({ path: test.info().outputPath("office-375.png") });
});

for (const width of [1280, 375]) {
  test(`the new portal pages have no axe violations at ${width} px`, async ({ page, browser, signIn }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn();
    for (const path of ["/admin/users", "/admin/audit", "/admin/account"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      if (path !== "/admin/audit") continue;
      // On a phone each audit entry is a card: a sign-in is about no item, and its card leaves the
      // "About" line out instead of showing the label alone.
      const about = page.locator('td[data-label="About"]').filter({ hasText: /^$/ });
      await expect(about.first()).toBeAttached();
      if (width === 375) await expect(about.first()).toBeHidden();
      else await expect(about.first()).toBeVisible();
    }
    await page.getByLabel("Password, to set it up").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await expectNoAxeViolations(page);

    const visitor = await browser.newContext({ viewport: { width, height: 800 } });
    const link = await visitor.newPage();
    await link.goto("/admin/set-password#token=" + "A".repeat(43));
    await expect(link.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(link);
    await visitor.close();
  });
}
