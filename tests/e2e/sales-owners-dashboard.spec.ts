// Owners and the sales dashboard in the browser (issue 24): a new lead's owner comes from the
// routing table (set through the API, not by hand), "My leads" shows it with its owner, and the
// sales dashboard draws its charts with their tables at 375 and 1280 px, axe clean.
import { axeResults } from "./support/axe";
import { E2E_ADMIN, queryRows, runSql } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { DESKTOP, MOBILE } from "./support/site";

interface Routing {
  rules: { countries: string[]; staffIds: number[] }[];
  fallbackStaffIds: number[];
}

test("a routed lead is the administrator's own under My leads, its owner named", async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const login = await page.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const [me] = queryRows<{ id: number; name: string }>(
    "select id, name from staff_users where email = ?",
    E2E_ADMIN.email,
  );
  const before = ((await (await page.request.get("/api/admin/routing", { headers })).json()) as { routing: Routing })
    .routing;
  // A country no other test writes from, routed to the administrator alone.
  const routing: Routing = {
    rules: [{ countries: ["Kyrgyzstan"], staffIds: [me!.id] }, ...before.rules],
    fallbackStaffIds: before.fallbackStaffIds,
  };
  expect((await page.request.put("/api/admin/routing", { headers, data: routing })).ok()).toBe(true);
  try {
    const tag = `routed${Date.now()}`;
    const now = new Date().toISOString();
    runSql(
      `insert into inquiries (name, company_name, email, contact_number, city, state, country, message, is_spam, created_at, updated_at)
       values (?, 'Bishkek Bags', ?, '996555123456', 'Bishkek', '', 'Kyrgyzstan', 'Need a loom', 0, ?, ?)`,
      `Aibek ${tag}`,
      `aibek.${tag}@bags.example`,
      now,
      now,
    );
    await signIn();
    // The sales desk's job assigns it within seconds: My leads shows it once it has.
    const row = page.getByRole("row", { name: new RegExp(`Aibek ${tag}`) });
    await expect(async () => {
      await page.goto(`/admin/dashboard?q=${tag}&mine=true`);
      await expect(row).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole("button", { name: "My leads" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("columnheader").last()).toHaveText("Owner");
    await expect(row.getByRole("cell").last()).toHaveText(me!.name);
    await page.screenshot({ path: "test-results/sales-my-leads-1440.png" });

    // Off again: the address loses mine=true and keeps the search.
    await page.getByRole("button", { name: "My leads" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?q=${tag}$`));
    await expect(page.getByRole("button", { name: "My leads" })).toHaveAttribute("aria-pressed", "false");
    expect((await axeResults(page)).violations).toEqual([]);
  } finally {
    await page.request.put("/api/admin/routing", { headers, data: before });
  }
});

for (const [width, viewport] of [
  ["1280", DESKTOP],
  ["375", MOBILE],
] as const) {
  test(`the sales dashboard draws its charts and their numbers at ${width} px`, async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    // A lead of this week, so the weekly charts have bars to draw.
    const now = new Date().toISOString();
    runSql(
      `insert into inquiries (name, company_name, email, contact_number, city, state, country, message, is_spam, created_at, updated_at)
       values ('Dashboard Lead', 'Acme Polymers', ?, '9825000000', 'Surat', 'Gujarat', 'India', 'Quote', 0, ?, ?)`,
      `dashboard.${width}.${Date.now()}@example.com`,
      now,
      now,
    );
    await signIn();
    await page.goto("/admin/buyers");
    // The link on the Buyers page (the sidebar has one too).
    await page.locator("#main").getByRole("link", { name: "Sales dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sales dashboard" })).toBeVisible();
    for (const title of [
      "Leads per week by product line",
      "Leads per week by country",
      "Leads per week by source",
      "Time to the first reply, in working hours",
      "Unanswered leads by owner",
    ]) {
      await expect(page.getByRole("figure", { name: title })).toBeVisible();
    }
    // The seeded leads of these weeks give the country chart bars, drawn on its canvas.
    const country = page.getByRole("figure", { name: "Leads per week by country" });
    await expect(country.getByRole("table", { name: "Leads per week by country" })).toBeVisible();
    const canvas = country.locator("canvas");
    await expect(canvas).toBeVisible();
    await expect.poll(async () => canvas.evaluate((element: HTMLCanvasElement) => element.width)).toBeGreaterThan(100);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/sales-dashboard-${width}.png`, fullPage: true });
    expect((await axeResults(page)).violations).toEqual([]);
  });
}
