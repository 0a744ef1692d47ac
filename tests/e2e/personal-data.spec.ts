// Personal data in the portal (issue 13): an administrator finds a person by e-mail, downloads what
// is held, erases it after typing the address again, and nothing is left in the portal or the API.
import { expect, test } from "./support/fixtures";
import { XSRF_COOKIE, XSRF_HEADER } from "#contracts/staff-portal";
import { E2E_ADMIN, queryRows, runSql, seedInquiries, uniqueTag } from "./support/admin";
import { DESKTOP, MOBILE } from "./support/site";
import { axeResults } from "./support/axe";

test.use({ reducedMotion: "reduce" });

function seedPerson(email: string, tag: string): void {
  seedInquiries([
    { name: `Anita ${tag}`, email, message: "Two circular looms, please quote." },
    { name: `Anita ${tag}`, email: email.toUpperCase(), message: "Following up on my inquiry." },
  ]);
  runSql(
    `insert into job_applications (name, email, contact, qualification, message, job_title, created_at, updated_at)
     values (?, ?, '9123400000', 'B.E. Mechanical', 'I would like to apply.', 'QC Engineer', ?, ?)`,
    `Anita ${tag}`,
    email,
    new Date().toISOString(),
    new Date().toISOString(),
  );
}

test("an administrator erases a person, and nothing of them is left in the portal or the API", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  const email = `${tag}@example.com`;
  seedPerson(email, tag);
  await signIn();

  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Personal data" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Personal data" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/people\\?email=${tag}%40example\\.com$`));
  const held = page.getByRole("region", { name: `Held about ${email}` });
  await expect(held.getByRole("row")).toHaveCount(4);
  await expect(held.getByText("3 records and 0 e-mails about them.")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    held.getByRole("button", { name: "Download everything (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`personal-data-${tag}-example.com.json`);

  await held.getByRole("button", { name: "Erase everything…" }).click();
  const confirm = page.getByRole("form", { name: "Confirm the erasure" });
  const erase = confirm.getByRole("button", { name: "Erase everything" });
  await expect(erase).toBeDisabled();
  await confirm.getByLabel("E-mail address to erase").fill(`${tag}@example.org`);
  await expect(erase).toBeDisabled();
  await confirm.getByLabel("E-mail address to erase").fill(email);
  // And the administrator's own password again (ASVS 3.7.1): a wrong one erases nothing.
  await expect(erase).toBeDisabled();
  const password = confirm.getByLabel("Your password", { exact: true });
  await password.fill("not-the-password");
  await erase.click();
  await expect(confirm.getByText("The password is not right", { exact: true })).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill(E2E_ADMIN.password);
  await erase.click();

  await expect(page.getByRole("status").filter({ hasText: "Erased everything" })).toHaveText(
    `Erased everything held about ${email}: 2 inquiries, 1 job application.`,
  );
  await expect(page.getByText("Nothing is held under this address.")).toBeVisible();

  // The session cookie signs the request in; a POST echoes the XSRF cookie, as the portal does.
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? "";
  const api = await page.request.post("/api/admin/people", { data: { email }, headers: { [XSRF_HEADER]: xsrf } });
  expect(api.status()).toBe(200);
  const found = await api.json();
  expect(found).toEqual({ email, records: [], messages: 0, reference: expect.stringMatching(/^person [0-9a-f]{16}$/) });
  // The erasure is in the audit trail under the person's reference, and the address nowhere in it.
  await page.goto(`/admin/audit?action=person.erase`);
  // Two entries: the refused wrong password, then the erasure itself.
  const entries = page.getByRole("row").filter({ has: page.getByRole("cell", { name: found.reference }) });
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: "failure" })).toHaveCount(1);
  expect(
    queryRows<{ n: number }>(
      `select count(*) as n from audit_log where target like ? or details like ?`,
      `%${email}%`,
      `%${email}%`,
    )[0]?.n,
  ).toBe(0);
  const left = queryRows<{ n: number }>(
    `select (select count(*) from inquiries where lower(email) = ?) + (select count(*) from job_applications where lower(email) = ?) as n`,
    email,
    email,
  );
  expect(left[0]?.n).toBe(0);
});

test("the personal-data page has no axe violations at 1280 and 375 px", async ({ page, signIn }) => {
  const tag = uniqueTag();
  const email = `${tag}@example.com`;
  seedPerson(email, tag);
  await signIn();
  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/people?email=${encodeURIComponent(email)}`);
  await page.getByRole("button", { name: "Erase everything…" }).click();
  await expect(page.getByRole("form", { name: "Confirm the erasure" })).toBeVisible();
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
  expect((await axeResults(page, tags)).violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize(MOBILE);
  expect((await axeResults(page, tags)).violations.map((v) => v.id)).toEqual([]);
});
