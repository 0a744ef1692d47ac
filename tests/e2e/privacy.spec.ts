// The privacy notice: reached from every page's footer, saying what the forms collect, how long it is
// kept and how to ask; each public form links to it in the line above its button.
import { expect, test } from "@playwright/test";
import { company } from "#content/company";
import { formPurposes } from "#content/privacy-links";
import { gotoHydrated } from "./support/site";

test("the footer leads to the privacy notice, which says what is kept, for how long and how to ask", async ({
  page,
}) => {
  await gotoHydrated(page, "/Service");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" }).click();
  await expect(page).toHaveURL(/\/Privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  await expect(page).toHaveTitle(/Privacy Notice/);
  for (const heading of ["What each form collects and why", "How long we keep it", "Who sees it", "Your rights"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText("Job applications and their resumes are deleted 1 year after")).toBeVisible();
  await expect(page.getByText("Inquiries and catalogue requests are deleted 3 years after")).toBeVisible();
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
  const ask = page.getByRole("region", { name: "How to ask" });
  await expect(ask.getByRole("link", { name: company.email })).toHaveAttribute("href", `mailto:${company.email}`);
});

test("the notice is in the page's HTML before any script runs", async ({ request }) => {
  const response = await request.get("/Privacy");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1>Privacy Notice</h1>");
  expect(html).toContain("How long we keep it");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/Privacy<\/loc>/);
});

test("the inquiry form says why it asks and links to the notice in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/ContactUs");
  const form = page.getByRole("form", { name: "Inquiry" });
  await expect(form.getByText(formPurposes.inquiry)).toBeVisible();
  const link = form.getByRole("link", { name: /Privacy notice/ });
  await expect(link).toHaveAttribute("href", "/Privacy");
  const [notice] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await notice.waitForLoadState();
  expect(new URL(notice.url()).pathname).toBe("/Privacy");
  // What was typed is still there in the form's own tab.
  await expect(page).toHaveURL(/\/ContactUs$/);
});

test("the home page's catalogue form says why it asks", async ({ page }) => {
  await gotoHydrated(page, "/");
  const form = page.getByRole("form", { name: "Catalogue request" });
  await expect(form.getByText(formPurposes.catalogue)).toBeAttached();
  await expect(form.getByRole("link", { name: /Privacy notice/ })).toHaveAttribute("href", "/Privacy");
});
