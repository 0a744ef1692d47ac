// The staff sign-in page (docs/spec.md §2 "Admin login", §8, §9) and the dashboard's gate.
import { expect, test } from "./support/fixtures";
import { E2E_ADMIN } from "./support/admin";
import { axeResults } from "./support/axe";

test("the sign-in page has the title, labelled required fields and 'Sign in', and no axe violations", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Portal");
  await expect(page).toHaveTitle("Admin Portal");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password", { exact: true });
  await expect(email).toHaveAttribute("required", "");
  await expect(email).toHaveAttribute("autocomplete", "username");
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect((await axeResults(page)).violations).toEqual([]);
  // What was typed can be shown and hidden again (ASVS 2.1.12), from the keyboard too.
  await password.fill("typed by hand");
  await page.getByRole("button", { name: "Show password" }).focus();
  await page.keyboard.press("Enter");
  await expect(password).toHaveAttribute("type", "text");
  await expect(password).toHaveValue("typed by hand");
  await page.keyboard.press("Enter");
  await expect(password).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
});

test("a wrong password shows 'Invalid email or password' and stays on the page", async ({ page }) => {
  await page.clock.install();
  await page.goto("/admin/login");
  // An address with no account, so the real account's failure count is left alone.
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.clock.runFor(1000); // past the 0.8 s after which a successful sign-in moves on
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
});

test("signing in shows 'Login Successful!' and opens the dashboard 0.8 s later", async ({ page }) => {
  // Timed inside the page: when the alert reads 'Login Successful!', and when the address changes to the dashboard.
  await page.addInitScript(() => {
    const marks = { shownAt: 0, movedAt: 0 };
    Object.assign(window, { loginMarks: marks });
    new MutationObserver(() => {
      if (!marks.shownAt && document.querySelector('[role="alert"]')?.textContent === "Login Successful!")
        marks.shownAt = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History["pushState"]>) => {
        if (!marks.movedAt && String(args[2]).includes("/admin/dashboard")) marks.movedAt = performance.now();
        return original(...args);
      };
    }
  });
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  const marks = await page.evaluate(
    () => (window as unknown as { loginMarks: { shownAt: number; movedAt: number } }).loginMarks,
  );
  expect(marks.shownAt).toBeGreaterThan(0);
  const waited = marks.movedAt - marks.shownAt;
  expect(waited).toBeGreaterThanOrEqual(750);
  expect(waited).toBeLessThan(1500);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toMatch(/\S{20,}/);
  await expect(page.getByText("Administrator")).toBeVisible();
});

test("the dashboard without a stored token sends the visitor to sign in", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Portal");
});

test("the sign-in page sends a signed-in visitor to the dashboard", async ({ page, signIn }) => {
  await signIn();
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("a stored token the server no longer accepts leads back to sign-in", async ({ page }) => {
  // The token is in session storage before any page of the portal runs (set once for this tab):
  // set from a page, the sign-in page could see it while hydrating and move on by itself.
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    sessionStorage.setItem("token", "not-a-real-session-token");
    sessionStorage.setItem(
      "user",
      JSON.stringify({ id: 1, name: "Admin User", role: "Administrator", roles: ["administrator"] }),
    );
  });
  const refused = page.waitForResponse((response) => response.url().includes("/api/") && response.status() === 401);
  // The dashboard moves on by itself as soon as a list answers 401: wait for no more than its first byte.
  await page.goto("/admin/dashboard", { waitUntil: "commit" });
  await refused;
  await page.waitForURL(/\/admin\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
});
