// The staff sign-in page (spec §2 "Admin login", §8, §9) and the dashboard's gate.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, signIn } from "./support/admin";

test("the sign-in page has the title, labelled required fields and 'Sign in', and no axe violations", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Portal");
  await expect(page).toHaveTitle("Admin Portal");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");
  await expect(email).toHaveAttribute("required", "");
  await expect(email).toHaveAttribute("autocomplete", "username");
  await expect(password).toHaveAttribute("type", "password");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("a wrong password shows 'Invalid email or password' and stays on the page", async ({ page }) => {
  await page.goto("/admin/login");
  // An address with no account, so the real account's failure count is left alone.
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
});

test("signing in shows 'Login Successful!' and opens the dashboard 0.8 s later", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Login Successful!");
  const shownAt = Date.now();
  await page.waitForTimeout(400);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.waitForURL(/\/admin\/dashboard$/);
  const waited = Date.now() - shownAt;
  expect(waited).toBeGreaterThanOrEqual(650);
  expect(waited).toBeLessThan(2500);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toMatch(/\S{20,}/);
  await expect(page.getByText("Administrator")).toBeVisible();
});

test("the dashboard without a stored token sends the visitor to sign in", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Portal");
});

test("the sign-in page sends a signed-in visitor to the dashboard", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("a stored token the server no longer accepts leads back to sign-in", async ({ page }) => {
  await page.goto("/admin/login");
  await page.evaluate(() => sessionStorage.setItem("token", "not-a-real-session-token"));
  // The first list request answers 401 and the page moves on by itself, so wait only for the start.
  await page.goto("/admin/dashboard", { waitUntil: "commit" });
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
});
