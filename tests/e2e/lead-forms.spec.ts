// Lead forms in the browser against the built server: the contact inquiry, the careers
// application with a real PDF, the product modal's blank-field alert, and a form without JavaScript.
import { type Page, expect, test } from "@playwright/test";
import { gotoHydrated, gotoLinkedTab } from "./support/site";

// The machine running these may be heavily loaded: generous time for each step.
test.describe.configure({ timeout: 90_000 });
const SLOW = { timeout: 20_000 };

async function fillContactFields(page: Page, scope = page.locator("form")) {
  await scope.getByLabel("Name", { exact: true }).fill("Asha Patel");
  await scope.getByLabel("Company name").fill("Patel Polysacks");
  await scope.getByLabel("Email").fill("asha@example.com");
  await scope.getByLabel("Contact number").fill("+91 98250 12345");
  await scope.getByLabel("City").fill("Surat");
  await scope.getByLabel("State").fill("Gujarat");
  await scope.getByLabel("Country").fill("India");
}

test.describe("contact inquiry", () => {
  test("reads SENDING... with the fields disabled, then toasts success and clears the fields", async ({ page }) => {
    await gotoHydrated(page, "/ContactUs");
    const form = page.getByRole("form", { name: "Inquiry" });
    await fillContactFields(page, form);
    await form.getByLabel("Message").fill("Please quote for a 6-shuttle circular loom.");

    // Hold the request until the pending state has been seen, then let it reach the real server.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/inquiries", async (route) => {
      await released;
      await route.continue();
    });
    await form.getByRole("button", { name: "SEND INQUIRY" }).click();
    await expect(form.getByRole("button", { name: "SENDING..." })).toBeDisabled(SLOW);
    await expect(form.getByLabel("Name", { exact: true })).toBeDisabled();
    release();

    // The test server has no NOTIFY_TO: no staff notification is configured, which is not a failure.
    const toast = page.getByRole("region", { name: "Notifications" }).getByRole("status");
    await expect(toast).toHaveText("Inquiry sent successfully!", SLOW);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(form.getByRole("button", { name: "SEND INQUIRY" })).toBeEnabled();
  });

  test("says the submission failed and keeps the fields when the server refuses", async ({ page }) => {
    await gotoHydrated(page, "/ContactUs");
    const form = page.getByRole("form", { name: "Inquiry" });
    await fillContactFields(page, form);
    await form.getByLabel("Message").fill("Please quote.");
    await page.route("**/api/inquiries", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Something went wrong." } } }),
    );
    await form.getByRole("button", { name: "SEND INQUIRY" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Submission failed! Please try again." })).toBeVisible(SLOW);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Asha Patel");
  });
});

test("careers: an application with a real PDF resume closes the overlay and toasts the answer", async ({ page }) => {
  await gotoHydrated(page, "/Carrer");
  const opening = page.locator(".openings__item details").nth(1);
  await opening.locator("summary").click();
  await opening.getByRole("link", { name: /APPLY NOW/ }).click();
  const dialog = page.getByRole("dialog", { name: "Apply for Exim Manager" });
  await expect(dialog).toBeVisible(SLOW);

  await dialog.getByLabel("Name").fill("Ravi Shah");
  await dialog.getByLabel("Email").fill("ravi@example.com");
  await dialog.getByLabel("Contact").fill("9825012345");
  await dialog.getByLabel("Qualification").fill("MBA, International Business");
  await dialog.getByLabel("Resume (PDF, DOC or DOCX)").setInputFiles({
    name: "ravi-shah-resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  });
  await dialog.getByLabel("Message").fill("Eight years handling export documentation for machinery.");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/apply"), SLOW);
  await dialog.getByRole("button", { name: "SUBMIT" }).click();
  expect((await answer).status()).toBe(201);

  await expect(dialog).toBeHidden(SLOW);
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toHaveText(
    "Application submitted successfully!",
    SLOW,
  );
});

test("product modal: a blank field is named in an alert; once filled, the catalogue is sent and the modal closes", async ({
  page,
}) => {
  await gotoLinkedTab(page, "/WindingMachine?tab=auto-doffing-winders", "Auto-Doffing Winders");
  const opener = page.getByRole("button", { name: "Download Catalogue" }).filter({ visible: true }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Catalogue: Tape Winding Machines: Auto-Doffing Winders" });
  await expect(dialog).toBeVisible(SLOW);
  await fillContactFields(page, dialog);
  await dialog.getByLabel("City").fill("   ");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/send-email")) posts.push(request.postData() ?? "");
  });
  await dialog.getByRole("button", { name: "Send me the catalogue" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill the city field.", SLOW);
  expect(posts).toHaveLength(0);

  await dialog.getByLabel("City").fill("Surat");
  await dialog.getByRole("button", { name: "Send me the catalogue" }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(page.getByRole("alert").filter({ hasText: "Catalogue has been sent to your email!" })).toBeVisible();
  expect(JSON.parse(posts[0]!)).toMatchObject({
    brochureLink: "/catalogues/auto-doffing-winders.pdf",
    endText: "WindingMachine",
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home catalogue form posts as a plain form and reaches the readable result page", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Catalogue request" });
    await fillContactFields(page, form);
    await form.getByRole("button", { name: "Get the catalogue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible(SLOW);
    await expect(page.getByText("Form submitted successfully and email sent!")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/send-email");
  });
});
