// Editing the site's content in the portal (issue 14), against the built server: an opening
// published from the portal is on /Carrer, as plain HTML with its JobPosting, within 5 s; a news
// story with an uploaded photo is on /news with a WebP srcset; restoring an earlier version and
// publishing it brings the old text back to the page; the content pages have no axe violations.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import sharp from "sharp";
import { uniqueTag } from "./support/admin";
import { axeResults } from "./support/axe";

/** The page as a crawler without JavaScript fetches it. */
async function pageHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { accept: "text/html" } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The JobPostings in a page's JSON-LD. */
function jobPostings(html: string): { title: string; employmentType?: string }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as { "@type"?: string; title: string })
    .filter((data) => data["@type"] === "JobPosting");
}

async function fillOpening(page: Page, title: string) {
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("textbox", { name: "Department" }).fill("Maintenance");
  await page.getByRole("textbox", { name: "Location" }).fill("Changodar, Ahmedabad");
  const office = page.getByRole("combobox", { name: "Office" });
  const firstOffice = await office.locator("option").nth(1).getAttribute("value");
  await office.selectOption(firstOffice!);
  await page.getByRole("textbox", { name: "Experience" }).fill("3 to 5 years on extrusion lines");
  await page
    .getByRole("textbox", { name: "Job profile" })
    .fill("Keep the extruders and winders on the shop floor running\nPlan preventive maintenance with production");
  await page.getByRole("textbox", { name: "Required skills" }).fill("Industrial electricals\nHydraulics and gearboxes");
}

test.beforeEach(async ({ signIn }) => {
  await signIn();
});

test("an opening published in the portal is on /Carrer without JavaScript, with its JobPosting, within 5 s", async ({
  page,
}) => {
  const title = `Maintenance Engineer ${uniqueTag()}`;
  await page.goto("/admin/content/openings/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New opening");

  // The contract's checks first: nothing is sent, the first field named and focused.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toBeFocused();
  await expect(page.getByText("Title needs at least 3 characters")).toBeVisible();

  await fillOpening(page, title);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();

  // The draft drawn by the server as /Carrer will show it, without its scripts; the site itself does not have it yet.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.frameLocator('iframe[title="Preview of /Carrer with this draft"]');
  await expect(preview.getByText(title, { exact: true })).toBeVisible();
  expect(await pageHtml(page, "/Carrer")).not.toContain(title);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const published = Date.now();
  await expect(page.getByText("Published: it is on /Carrer now.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/content\/openings\/\d+$/);

  await expect
    .poll(async () => jobPostings(await pageHtml(page, "/Carrer")).map((posting) => posting.title), { timeout: 5_000 })
    .toContain(title);
  expect(Date.now() - published).toBeLessThan(5_000);
  expect(await pageHtml(page, "/Carrer")).toContain(title);

  // And it is in the list, live.
  await page.goto(`/admin/content/openings?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Live");
});

test("a news story with an uploaded photo is on /news with a WebP srcset", async ({ page }) => {
  const title = `JP Extrusion commissions a recycling line in Kenya ${uniqueTag()}`;
  await page.goto("/admin/content/news/new");
  await page.getByRole("combobox", { name: "Kind" }).selectOption("story");
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByLabel("Date (optional)").fill("2026-11-20");
  await page.getByRole("textbox", { name: "Summary" }).fill("A washing and pelletising line now runs in Nairobi.");
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await page.keyboard.type("The line turns used film into pellets for local moulders.");

  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#4a6b8a" } })
    .jpeg()
    .toBuffer();
  const uploaded = page.waitForResponse((response) => response.url().endsWith("/api/admin/content/photos"));
  await page
    .getByLabel("Add a photo")
    .setInputFiles({ name: "nairobi-line.jpg", mimeType: "image/jpeg", buffer: photo });
  expect((await uploaded).status()).toBe(201);
  await page
    .getByRole("textbox", { name: "Description of photo 1" })
    .fill("The recycling line at the plant in Nairobi");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Published: it is on /news now.")).toBeVisible();

  await expect.poll(async () => (await pageHtml(page, "/news")).includes(title), { timeout: 5_000 }).toBe(true);
  const html = await pageHtml(page, "/news");
  // The uploaded photo's WebP widths, as the build draws its own pictures (React writes the attribute srcSet).
  const webp = /<source type="image\/webp" srcset="([^"]*)"/gi;
  const sources = [...html.matchAll(webp)].map((match) => match[1]!).filter((set) => set.includes("/upload-"));
  expect(sources).toHaveLength(1);
  expect(sources[0]).toMatch(/^\/assets\/media\/upload-[a-f0-9]+-\d+\.[a-f0-9]+\.webp \d+w(, \S+ \d+w)+$/);
  expect(html).toContain('alt="The recycling line at the plant in Nairobi"');
});

test("restoring an earlier version brings the old text back, on the page once published", async ({ page }) => {
  const tag = uniqueTag();
  const first = `Quality Inspector ${tag}`;
  const second = `Senior Quality Inspector ${tag}`;
  await page.goto("/admin/content/openings/new");
  await fillOpening(page, first);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Published: it is on /Carrer now.")).toBeVisible();

  await page.getByRole("textbox", { name: "Title" }).fill(second);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByText("Published: it is on /Carrer now.")).toBeVisible();
  await expect.poll(async () => (await pageHtml(page, "/Carrer")).includes(second)).toBe(true);

  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByText(/Version 1 is back as a new draft/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(first);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published: it is on /Carrer now.")).toBeVisible();
  await expect
    .poll(async () => jobPostings(await pageHtml(page, "/Carrer")).map((posting) => posting.title))
    .toContain(first);
  expect(await pageHtml(page, "/Carrer")).not.toContain(second);
});

test("the content list and editors have no axe violations", async ({ page }) => {
  for (const path of ["/admin/content/openings", "/admin/content/openings/new", "/admin/content/galleries/new"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\| Admin Portal$/);
    expect((await axeResults(page)).violations, path).toEqual([]);
  }
  // A news item, its body's editor loaded, with the contract's messages showing.
  await page.goto("/admin/content/news/new");
  await expect(page.getByRole("textbox", { name: "Body" })).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("textbox", { name: "Title" })).toBeFocused();
  expect((await axeResults(page)).violations).toEqual([]);
});
