// The staff lists keep their state in the address (issue 11): a reload, Back and a shared link show
// the same section, search, sort, page and view; the sidebar opens a section afresh; a click on a
// row opens its details. Tests share one server, so each seeds records with its own tag.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openSection, search, seedApplications, seedInquiries, uniqueTag } from "./support/admin";

const rowToggles = (page: Page) => page.getByRole("button", { name: /^Details of / });
const pagingText = (page: Page) => page.getByText(/^Showing page \d+ of \d+$/);
const sections = (page: Page) => page.getByRole("navigation", { name: "Sections" });

/** Twelve applicants (two pages), named so that name order is known, and one filed as spam. */
function seedCareerList(tag: string): string[] {
  const names = Array.from({ length: 12 }, (_, i) => `Applicant ${String.fromCharCode(65 + i)} ${tag}`);
  seedApplications(names.map((name) => ({ name })));
  seedApplications([{ name: `Spammer ${tag}`, isSpam: true }]);
  return names;
}

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("a reload keeps the section, search, sort and page", async ({ page }) => {
  const tag = uniqueTag();
  const names = seedCareerList(tag);
  await openSection(page, "career", tag);
  const nameHeader = page.getByRole("columnheader", { name: "Name" });
  await nameHeader.getByRole("button").click();
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(pagingText(page)).toHaveText("Showing page 2 of 2");
  await expect(page).toHaveURL(new RegExp(`section=career&q=${tag}&sort=name&order=desc&page=2$`));

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career");
  await expect(page.getByLabel("Search")).toHaveValue(tag);
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(pagingText(page)).toHaveText("Showing page 2 of 2");
  // Descending by name, page 2 holds the two first in the alphabet.
  await expect(rowToggles(page)).toHaveCount(2);
  await expect(rowToggles(page).first()).toHaveAccessibleName(`Details of ${names[1]}`);
  await expect(rowToggles(page).last()).toHaveAccessibleName(`Details of ${names[0]}`);
});

test("a reload keeps the spam view", async ({ page }) => {
  const tag = uniqueTag();
  seedCareerList(tag);
  await openSection(page, "career", tag);
  await page.getByRole("button", { name: "Check Spam Records" }).click();
  await expect(rowToggles(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("button", { name: "Show Normal Records" })).toBeVisible();
  await expect(rowToggles(page)).toHaveCount(1);
  await expect(rowToggles(page).first()).toHaveAccessibleName(`Details of Spammer ${tag}`);
});

test("Back returns to the previous page of results, and to the list before a search", async ({ page }) => {
  const tag = uniqueTag();
  const names = seedCareerList(tag);
  await openSection(page, "career", tag);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(pagingText(page)).toHaveText("Showing page 2 of 2");
  await expect(rowToggles(page).first()).toHaveAccessibleName(`Details of ${names[10]}`);

  await page.goBack();
  await expect(pagingText(page)).toHaveText("Showing page 1 of 2");
  await expect(rowToggles(page).first()).toHaveAccessibleName(`Details of ${names[0]}`);
  await page.goForward();
  await expect(pagingText(page)).toHaveText("Showing page 2 of 2");

  // Typing a search is one history entry, however many pauses it has: Back from it returns to page 2.
  await search(page, `${tag} B`);
  await search(page, `${tag} Bx`);
  await expect(page.getByText("No matching submissions found")).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("Search")).toHaveValue(tag);
  await expect(pagingText(page)).toHaveText("Showing page 2 of 2");
});

test("a shared link opens the same view in another browser", async ({ page, browser, signIn }) => {
  const tag = uniqueTag();
  const names = seedCareerList(tag);
  await openSection(page, "career", tag);
  await page.getByRole("columnheader", { name: "Name" }).getByRole("button").click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(pagingText(page)).toHaveText("Showing page 2 of 2");
  const link = page.url();

  const context = await browser.newContext();
  const colleague = await context.newPage();
  await signIn(colleague);
  await colleague.goto(link);
  await expect(colleague.getByRole("heading", { level: 1 })).toHaveText("Career");
  await expect(colleague.getByLabel("Search")).toHaveValue(tag);
  await expect(pagingText(colleague)).toHaveText("Showing page 2 of 2");
  await expect(rowToggles(colleague).first()).toHaveAccessibleName(`Details of ${names[10]}`);
  await context.close();
});

test("a click on the open section in the sidebar opens it unfiltered", async ({ page }) => {
  const tag = uniqueTag();
  seedInquiries([{ name: `Sidebar ${tag}` }]);
  seedInquiries([{ name: "Someone Unrelated" }]);
  await openSection(page, "contact", tag);
  await expect(rowToggles(page)).toHaveCount(1);
  await sections(page).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByLabel("Search")).toHaveValue("");
  await expect(rowToggles(page)).not.toHaveCount(1);
});

test("a click anywhere on a row opens its details, and closes them again", async ({ page }) => {
  const tag = uniqueTag();
  seedInquiries([{ name: `Row Click ${tag}`, contactNumber: "+91 98765 00001" }]);
  await openSection(page, "contact", tag);
  const toggle = rowToggles(page).first();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("cell", { name: "+91 98765 00001" }).click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByLabel("Follow-up status")).toBeVisible();
  // Working in the details does not close them.
  await page.getByLabel("Follow-up status").click();
  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("cell", { name: `Row Click ${tag}`, exact: true }).click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Follow-up status")).toHaveCount(0);
});
