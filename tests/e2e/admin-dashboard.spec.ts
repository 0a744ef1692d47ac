// The staff dashboard (docs/spec.md §2 "Admin dashboard", §4, §8, §9): sidebar, lists, spam views,
// follow-up changes, CSV, logout. Tests share one server, so each seeds records carrying its own
// tag and searches for it.
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { E2E_DATA_DIR } from "../../playwright.config";
import {
  at,
  followupStatusOf,
  openSection,
  search,
  seedApplications,
  seedCatalogueRequests,
  seedInquiries,
  uniqueTag,
} from "./support/admin";
import { axeResults } from "./support/axe";

const rowToggles = (page: Page) => page.getByRole("button", { name: /^Details of / });
const pagingText = (page: Page) => page.getByText(/^Showing page \d+ of \d+$/);
const columnHeaders = (page: Page) => page.getByRole("columnheader");

/** The administrator's sections: the three lists of docs/spec.md §2, the site's content (issue 14), personal data, users, the audit trail and the account (issue 13). */
const SECTIONS = [
  "Contact Us",
  "Career",
  "Download Catalogue",
  "Buyers",
  "Sales dashboard",
  "Openings",
  "News",
  "Exhibitions",
  "Galleries",
  "Machines",
  "Product lines",
  "Personal data",
  "Users",
  "Routing",
  "Audit trail",
  "My account",
];

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("the sidebar has the lists, the content sections and an administrator's pages, the user, and collapses", async ({
  page,
}) => {
  await openSection(page, "contact");
  const sections = page.getByRole("navigation", { name: "Sections" }).getByRole("link");
  await expect(sections).toHaveText(SECTIONS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.getByText("Admin User")).toBeVisible();
  await expect(page.getByText("Administrator")).toBeVisible();

  await sections.filter({ hasText: "Career" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career");
  await expect(page).toHaveURL(/section=career/);
  await sections.filter({ hasText: "Download Catalogue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Download Catalogue");
  await expect(sections.filter({ hasText: "Download Catalogue" })).toHaveAttribute("aria-current", "page");
  // The sections are links: Back returns to the list before.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career");
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Download Catalogue");

  const collapse = page.getByRole("button", { name: "Sidebar" });
  await expect(collapse).toHaveAttribute("aria-expanded", "true");
  const wide = (await page.getByRole("complementary").boundingBox())?.width ?? 0;
  await collapse.click();
  await expect(collapse).toHaveAttribute("aria-expanded", "false");
  await expect
    .poll(async () => (await page.getByRole("complementary").boundingBox())?.width ?? 0)
    .toBeLessThan(wide / 2);
  // Collapsed to icons, the sections keep their names.
  await expect(sections).toHaveText(SECTIONS);
  await sections.nth(1).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career");
});

test("/admin as typed lands on the person's first section, or on the sign-in page when signed out", async ({
  page,
  browser,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");

  const signedOut = await browser.newContext();
  try {
    const visitor = await signedOut.newPage();
    await visitor.goto("/admin");
    await expect(visitor).toHaveURL(/\/admin\/login$/);
    await expect(visitor.getByRole("button", { name: /sign in/i })).toBeVisible();
  } finally {
    await signedOut.close();
  }
});

test("the sales dashboard is a section of its own, marked as the current page", async ({ page }) => {
  await openSection(page, "contact");
  const sections = page.getByRole("navigation", { name: "Sections" }).getByRole("link");
  await sections.filter({ hasText: "Sales dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sales dashboard");
  await expect(sections.filter({ hasText: "Sales dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(sections.filter({ hasText: "Buyers" })).not.toHaveAttribute("aria-current", "page");
});

test("below 768 px the sidebar is a menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSection(page, "contact");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const sections = page.getByRole("navigation", { name: "Sections" });
  await expect(sections).toBeVisible();
  await sections.getByRole("link", { name: "Career" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Career");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(sections).toBeHidden();
  await menu.click();
  // While the menu is open the page behind it cannot be reached.
  await expect(sections.getByRole("link", { name: "Contact Us" })).toBeFocused();
  await expect(page.locator("main")).toHaveAttribute("inert", "");
  await page.keyboard.press("Escape");
  await expect(sections).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(page.locator("main")).not.toHaveAttribute("inert", "");
  // Widening the window while the menu is open closes it.
  await menu.click();
  await page.setViewportSize({ width: 1024, height: 812 });
  await expect(page.locator("main")).not.toHaveAttribute("inert", "");
  await expect(menu).toBeHidden();
});

test("search, sort and pages: ten rows a page and 'Showing page X of N'", async ({ page }) => {
  const tag = uniqueTag();
  const names = Array.from({ length: 12 }, (_, i) => `Buyer ${String.fromCharCode(65 + i)} ${tag}`);
  seedInquiries(names.map((name) => ({ name })));
  seedInquiries([{ name: "Someone Else", email: "other@example.com" }]);

  // Upper case: the search ignores case.
  await openSection(page, "contact", tag.toUpperCase());
  await expect(pagingText(page)).toHaveText("Showing page 1 of 2");
  await expect(rowToggles(page)).toHaveCount(10);
  await expect(page.getByText("Someone Else")).toHaveCount(0);

  // Default sort: id ascending.
  const idHeader = page.getByRole("columnheader", { name: "ID" });
  await expect(idHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(rowToggles(page).first()).toHaveAccessibleName(`Details of ${names[0]}`);

  const previous = page.getByRole("button", { name: "Previous" });
  const next = page.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(pagingText(page)).toHaveText("Showing page 2 of 2");
  await expect(rowToggles(page)).toHaveCount(2);
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(pagingText(page)).toHaveText("Showing page 1 of 2");

  // Sorting by name, twice: descending; a new sort starts again on page 1.
  await next.click();
  await expect(pagingText(page)).toHaveText("Showing page 2 of 2");
  const nameHeader = page.getByRole("columnheader", { name: "Name" });
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(pagingText(page)).toHaveText("Showing page 1 of 2");
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(idHeader).toHaveAttribute("aria-sort", "none");
  await expect(rowToggles(page).first()).toHaveAccessibleName(`Details of ${names[11]}`);

  // A search that finds nothing.
  await search(page, `${tag}-nothing`);
  await expect(page.getByText("No matching submissions found")).toBeVisible();
  await expect(pagingText(page)).toHaveText("Showing page 1 of 1");
});

test("the spam view: toggle texts, count, back to page 1, and the Spam / Not Spam control", async ({ page }) => {
  const tag = uniqueTag();
  seedApplications(Array.from({ length: 11 }, (_, i) => ({ name: `Applicant ${i} ${tag}` })));
  seedApplications([{ name: `Spammer ${tag}`, isSpam: true }]);

  await openSection(page, "career", tag);
  await expect(pagingText(page)).toHaveText("Showing page 1 of 2");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(pagingText(page)).toHaveText("Showing page 2 of 2");

  const spamCount = page.getByText(/^Spam records: \d+$/);
  await expect(spamCount).toBeVisible();
  const countBefore = Number((await spamCount.textContent())?.match(/\d+/)?.[0]);
  expect(countBefore).toBeGreaterThanOrEqual(1);

  await page.getByRole("button", { name: "Check Spam Records" }).click();
  await expect(page.getByRole("button", { name: "Show Normal Records" })).toBeVisible();
  await expect(pagingText(page)).toHaveText("Showing page 1 of 1");
  await expect(rowToggles(page)).toHaveCount(1);
  await expect(page.getByText(`Spammer ${tag}`)).toBeVisible();

  // Not Spam in the spam view: the record leaves it, and the view is fetched again.
  await rowToggles(page).first().click();
  await page.getByRole("button", { name: "Not Spam" }).click();
  await expect(page.getByText("No matching submissions found")).toBeVisible();

  await page.getByRole("button", { name: "Show Normal Records" }).click();
  await expect(page.getByRole("button", { name: "Check Spam Records" })).toBeVisible();
  await expect(pagingText(page)).toHaveText("Showing page 1 of 2");
  await expect(page.getByText(/\b12 records\b/)).toBeVisible();

  // And back: marking one as spam takes it out of the normal view.
  await rowToggles(page).first().click();
  await page.getByRole("button", { name: "Spam", exact: true }).click();
  await expect(page.getByText(/\b11 records\b/)).toBeVisible();
});

test("a follow-up status is saved at once and survives a reload", async ({ page }) => {
  const tag = uniqueTag();
  const [id] = seedInquiries([{ name: `Follow Up ${tag}`, message: "" }]);
  await openSection(page, "contact", tag);
  await expect(rowToggles(page)).toHaveCount(1);
  await expect(page.getByRole("row").nth(1)).toContainText("Pending");

  const toggle = rowToggles(page).first();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("No message provided")).toBeVisible();
  const status = page.getByLabel("Follow-up status");
  await expect(status.locator("option")).toHaveText(["Read", "Pending", "Contacted", "No Response"]);
  const saved = page.waitForResponse(
    (r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/inquiries/${id}`),
  );
  await status.selectOption("Contacted");
  expect((await saved).status()).toBe(200);
  expect(followupStatusOf("inquiries", id!)).toBe("Contacted");

  // The search is in the address, so the reload shows the same list.
  await page.reload();
  await expect(page.getByLabel("Search")).toHaveValue(tag);
  await expect(rowToggles(page)).toHaveCount(1);
  await expect(page.getByRole("row").nth(1)).toContainText("Contacted");
  await rowToggles(page).first().click();
  await expect(page.getByLabel("Follow-up status")).toHaveValue("Contacted");
});

test("an application's statuses, and a resume that opens only for the signed-in", async ({ page, request }) => {
  const tag = uniqueTag();
  // Named as the resume store names files: a random UUID and the type's extension.
  const file = `${randomUUID()}.pdf`;
  mkdirSync(path.join(E2E_DATA_DIR, "uploads"), { recursive: true });
  writeFileSync(path.join(E2E_DATA_DIR, "uploads", file), "%PDF-1.4\n%%EOF\n");
  seedApplications([{ name: `With Resume ${tag}`, resumeFile: file }, { name: `No Resume ${tag}` }]);

  await openSection(page, "career", tag);
  await expect(rowToggles(page)).toHaveCount(2);
  const link = page.getByRole("link", { name: `View resume of With Resume ${tag}` });
  await expect(link).toHaveAttribute("href", `/uploads/${file}`);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("row", { name: new RegExp(`No Resume ${tag}`) })).toContainText("Not available");

  const resume = await page.request.get(`/uploads/${file}`);
  expect(resume.status()).toBe(200);
  expect(resume.headers()["content-type"]).toBe("application/pdf");
  // The test's own request context has no session cookie.
  expect((await request.get(`/uploads/${file}`)).status()).toBe(401);

  await rowToggles(page).first().click();
  await expect(page.getByLabel("Follow-up status").locator("option")).toHaveText([
    "Unread",
    "Reviewed",
    "Shortlisted",
    "Interviewed",
    "Rejected",
    "Hired",
  ]);
  await expect(page.getByLabel("Follow-up status")).toHaveValue("Unread");
});

test("a failed save shows 'Failed to save changes. Please try again.' and keeps the old status", async ({ page }) => {
  const tag = uniqueTag();
  seedInquiries([{ name: `Broken Save ${tag}` }]);
  await openSection(page, "contact", tag);
  await rowToggles(page).first().click();
  await page.route("**/api/inquiries/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "x" } } })
      : route.fallback(),
  );
  await page.getByLabel("Follow-up status").selectOption("Read");
  await expect(page.getByRole("alert")).toHaveText(/Failed to save changes\. Please try again\./);
  await expect(page.getByLabel("Follow-up status")).toHaveValue("Pending");
});

test("a failed switch to the spam view shows 'Failed to toggle spam view. Please try again.'", async ({ page }) => {
  await openSection(page, "career");
  await page.route(
    (url) => url.pathname === "/api/admin/applications" && url.searchParams.get("spam") === "true",
    (route) => route.abort(),
  );
  await page.getByRole("button", { name: "Check Spam Records" }).click();
  await expect(page.getByRole("alert")).toHaveText(/Failed to toggle spam view\. Please try again\./);
});

test("CSV export downloads the server's file for the current search", async ({ page }) => {
  const tag = uniqueTag();
  seedInquiries([{ name: `Csv One ${tag}` }, { name: `Csv Two ${tag}` }]);
  await openSection(page, "contact", tag);
  await expect(rowToggles(page)).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contact-inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await download.createReadStream()).setEncoding("utf8");
  let csv = "";
  for await (const chunk of text) csv += chunk;
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain("Name,Email,Contact Number,Status");
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`Csv One ${tag}`);
  expect(lines[2]).toContain(`Csv Two ${tag}`);
});

test("a visitor's markup in a name is shown as text and runs nothing", async ({ page }) => {
  const tag = uniqueTag();
  const name = "<img src=x onerror=alert(1)>";
  seedInquiries([{ name, email: `${tag}@example.com` }]);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openSection(page, "contact", tag);
  await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
  await rowToggles(page).first().click();
  await expect(page.locator("table img")).toHaveCount(0);
  // An image at the same broken address has failed: one the markup made, asked for before it,
  // would have failed (and run its onerror) by then.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const probe = new Image();
        probe.onerror = () => resolve();
        probe.src = "x";
      }),
  );
  expect(dialogs).toEqual([]);
});

test("dates are shown in India time whatever the browser's zone", async ({ browser, signIn }) => {
  const context = await browser.newContext({ timezoneId: "America/New_York" });
  const page = await context.newPage();
  await signIn(page);
  const tag = uniqueTag();
  seedCatalogueRequests([{ name: `Dated ${tag}`, createdAt: at(0) }]);
  await openSection(page, "catalogue", tag);
  await expect(page.getByRole("row", { name: new RegExp(`Dated ${tag}`) })).toContainText(/05 Jan 2026, 10:00\s?am/i);
  await context.close();
});

test("the columns at 375, 600 and 1280 px", async ({ page }) => {
  const tag = uniqueTag();
  seedApplications([{ name: `Columns ${tag}` }]);
  seedCatalogueRequests([{ name: `Columns ${tag}` }]);
  const expected = {
    375: { career: ["ID", "Name", "Follow-up", "Resume"], catalogue: ["Name", "City", "State", "Category", "Date"] },
    600: {
      career: ["ID", "Name", "Position", "Follow-up", "Resume", "Applied"],
      catalogue: ["Name", "Email", "Contact", "City", "State", "Category", "Date"],
    },
    1280: {
      career: ["ID", "Name", "Email", "Contact", "Position", "Follow-up", "Resume", "Applied"],
      catalogue: ["Name", "Email", "Contact", "City", "State", "Category", "Date"],
    },
  } as const;
  for (const width of [375, 600, 1280] as const) {
    await page.setViewportSize({ width, height: 800 });
    for (const section of ["career", "catalogue"] as const) {
      await openSection(page, section, tag);
      await expect(rowToggles(page)).toHaveCount(1);
      await expect(columnHeaders(page)).toHaveText([...expected[width][section]]);
      // Cells match their headers: no hidden column leaves a cell behind.
      await expect(page.getByRole("row").nth(1).getByRole("cell")).toHaveCount(expected[width][section].length);
    }
  }
});

test("every list fits at 1280 and 1440 px with the sidebar open, and at 1024 px scrolls with a visible cue", async ({
  page,
}) => {
  // Seven list loads at three widths and an axe run: 27 to 33 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  const tag = uniqueTag();
  // The longest values seen in real records: a long name, address, job title and city.
  seedApplications([
    { name: `Venkataraman Subramaniam Iyer ${tag}`, jobTitle: "Senior Process Engineer (Extrusion)", resumeFile: null },
  ]);
  seedCatalogueRequests([{ name: `Venkataraman Subramaniam Iyer ${tag}`, city: "Thiruvananthapuram" }]);
  seedInquiries([
    {
      name: `Venkataraman Subramaniam Iyer ${tag}`,
      email: `venkataraman.subramaniam.${tag}@srinivasa-polyfab-industries.co.in`,
    },
  ]);
  const scroller = page.locator("table").locator("..");
  const hint = page.getByText("More columns: scroll sideways");
  const lastHeader = page.getByRole("columnheader").last();
  const lastHeaderInView = async () => {
    const header = await lastHeader.boundingBox();
    const box = await scroller.boundingBox();
    // A pixel of slack: the box scrolls by whole pixels, the columns are sized in fractions of one.
    return header !== null && box !== null && header.x + header.width <= box.x + box.width + 1;
  };

  for (const section of ["career", "catalogue", "contact"] as const) {
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openSection(page, section, tag);
      await expect(rowToggles(page)).toHaveCount(1);
      expect(await lastHeaderInView(), `${section} at ${width} px`).toBe(true);
      await expect(hint).toBeHidden();
    }
  }

  // At 1024 px the sidebar leaves the career list too little room: it says so, and scrolls to its last column.
  await page.setViewportSize({ width: 1024, height: 900 });
  await openSection(page, "career", tag);
  await expect(rowToggles(page)).toHaveCount(1);
  expect(await lastHeaderInView()).toBe(false);
  await expect(hint).toBeVisible();
  const region = page.getByRole("region", { name: /scrolls sideways/ });
  await region.focus();
  // The arrow keys scroll the focused box sideways, as a person without a mouse would.
  for (let press = 0; press < 20 && !(await lastHeaderInView()); press++) await page.keyboard.press("ArrowRight");
  expect(await lastHeaderInView()).toBe(true);
  // Scrolled to the end, the first column (with the details button) is still in view.
  await expect(rowToggles(page).first()).toBeInViewport();
  expect((await axeResults(page)).violations).toEqual([]);
});

test("the dashboard has no axe violations, with a details row open", async ({ page }) => {
  const tag = uniqueTag();
  seedApplications([{ name: `Axe ${tag}` }]);
  await openSection(page, "career", tag);
  await rowToggles(page).first().click();
  await expect(page.getByLabel("Follow-up status")).toBeVisible();
  expect((await axeResults(page)).violations).toEqual([]);
});

test("Logout ends the session and returns to sign-in", async ({ page }) => {
  await openSection(page, "contact");
  const loggedOut = page.waitForResponse((r) => r.url().endsWith("/api/auth/admin/logout"));
  await page.getByRole("button", { name: "Logout" }).click();
  expect((await loggedOut).status()).toBe(204);
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  // The server ended the session too: the cookie no longer opens a list.
  expect((await page.request.get("/api/inquiries")).status()).toBe(401);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
