// Leads from the browser to the staff portal (issue 12): the product modal sends the product and
// tab, which the portal's list and CSV show; a catalogue request filed as spam is put right from
// the portal's spam view and its catalogue goes out; and the careers application without
// JavaScript, a real PDF resume posted as a plain form, answered by a readable page.
//
// Forms are filled a key at a time, as a person types: the spam score reads how long the form
// took from the moment it showed (the form token). The form without JavaScript sends no token,
// which counts only as a weak signal.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import PDFDocument from "pdfkit";
import { E2E_DATA_DIR } from "../../playwright.config";
import { openSection, queryRows, uniqueTag } from "./support/admin";
import { gotoLinkedTab } from "./support/site";

test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 20_000 };

/** Types like a person: a key at a time, about twenty keys a second. */
async function type(field: Locator, text: string) {
  await field.fill("");
  await field.pressSequentially(text, { delay: 45 });
}

async function typeContact(scope: Locator, name: string) {
  await type(scope.getByLabel("Name", { exact: true }), name);
  await type(scope.getByLabel("Company name"), "Mehta Polysacks");
  await type(scope.getByLabel("Email"), "asha@mehta-polysacks.in");
  await type(scope.getByLabel("Contact number"), "+91 98250 12345");
  await type(scope.getByLabel("City"), "Surat");
  await type(scope.getByLabel("State"), "Gujarat");
  await type(scope.getByLabel("Country"), "India");
}

const detailsToggles = (page: Page) => page.getByRole("button", { name: /^Details of / });

interface StoredRequest {
  id: number;
  product_category: string;
  brochure_link: string | null;
  is_spam: number;
}

test("the product modal sends its product and tab, and the portal's list and CSV show it", async ({ page, signIn }) => {
  const tag = uniqueTag();
  await gotoLinkedTab(page, "/CircularLoom?tab=6-shuttle", "6-Shuttle");
  await page.getByRole("button", { name: "Download Catalogue" }).filter({ visible: true }).first().click();
  const dialog = page.getByRole("dialog", { name: "Catalogue: Circular Looms: 6-Shuttle" });
  await expect(dialog).toBeVisible(SLOW);
  await typeContact(dialog, `Asha ${tag}`);
  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/send-email"));
  await dialog.getByRole("button", { name: "Send me the catalogue" }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    productCategory: "Circular Looms: 6-Shuttle",
    brochureLink: "/catalogues/circular-loom-6-shuttle.pdf",
  });
  await expect(dialog).toBeHidden(SLOW);

  const [stored] = queryRows<StoredRequest>("select * from catalogue_requests where name = ?", `Asha ${tag}`);
  expect(stored).toMatchObject({
    product_category: "Circular Looms: 6-Shuttle",
    brochure_link: "/catalogues/circular-loom-6-shuttle.pdf",
    is_spam: 0,
  });

  await signIn();
  await openSection(page, "catalogue", tag);
  const row = page.getByRole("row", { name: new RegExp(`Asha ${tag}`) });
  await expect(row).toContainText("Circular Looms: 6-Shuttle");
  const csv = await page.request.get(`/api/form/export.csv?q=${tag}`);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain("Product Category");
  expect(lines[1]).toContain(`Asha ${tag}`);
  expect(lines[1]).toContain("Circular Looms: 6-Shuttle");
});

test("a catalogue request filed as spam is put right from the portal, and its catalogue goes out", async ({
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  // What the scoring files as spam: the field people never see came back filled.
  const sent = await page.request.post("/send-email", {
    form: {
      name: `Ravi ${tag}`,
      companyName: "Patel Pipes",
      email: "ravi@patelpipes.com",
      contactNumber: "9825012345",
      city: "Rajkot",
      state: "Gujarat",
      country: "India",
      productCategory: "Box Strapping Line",
      website: "filled in",
    },
    headers: { accept: "application/json" },
  });
  expect(sent.status()).toBe(201);
  const [stored] = queryRows<StoredRequest>("select * from catalogue_requests where name = ?", `Ravi ${tag}`);
  expect(stored?.is_spam).toBe(1);
  const statuses = () =>
    queryRows<{ kind: string; status: string }>(
      "select kind, status from outbox where source_table = 'catalogue_requests' and source_id = ? order by id",
      stored!.id,
    );
  // The test server has no NOTIFY_TO: the catalogue is the one message.
  expect(statuses()).toEqual([{ kind: "catalogue-delivery", status: "held" }]);

  await signIn();
  await openSection(page, "catalogue", tag);
  await expect(page.getByText("No matching submissions found")).toBeVisible(SLOW);
  await expect(page.getByText(/Spam records:/)).toBeVisible();
  await page.getByRole("button", { name: "Check Spam Records" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`Ravi ${tag}`) })).toContainText("Box Strapping Line");
  await detailsToggles(page).first().click();
  const saved = page.waitForResponse(
    (r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/form/submissions/${stored!.id}`),
  );
  await page.getByRole("button", { name: "Not Spam" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("No matching submissions found")).toBeVisible(SLOW);

  await page.getByRole("button", { name: "Show Normal Records" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`Ravi ${tag}`) })).toBeVisible(SLOW);
  // Released: the outbox worker sends it (to an .eml file on this server, which has no SMTP).
  await expect.poll(statuses, SLOW).toEqual([{ kind: "catalogue-delivery", status: "sent" }]);
});

/** A one-page resume, as a word processor's "Save as PDF" would make it. */
function resumePdf(name: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", info: { Title: `${name}: resume`, Author: name } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.font("Helvetica-Bold").fontSize(20).text(name);
  doc.font("Helvetica").fontSize(11).text("Quality engineer · Vadodara, Gujarat · +91 99090 11223");
  doc.moveDown().font("Helvetica-Bold").text("Experience");
  doc
    .font("Helvetica")
    .text("2019-2026: QC engineer, extrusion lines. Incoming material tests, tape denier checks, ISO audits.");
  doc.moveDown().font("Helvetica-Bold").text("Education");
  doc.font("Helvetica").text("B.E. Mechanical, M.S. University of Baroda");
  doc.end();
  return done;
}

test.describe("careers without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  async function openApplication(page: Page, title: string) {
    await page.goto("/Carrer");
    const opening = page.locator(".openings__item details").filter({ hasText: title });
    await opening.locator("summary").click();
    await opening.getByRole("link", { name: /APPLY NOW/ }).click();
    expect(new URL(page.url()).hash).toMatch(/^#apply-/);
    const form = opening.getByRole("form", { name: `Job application: ${title}` });
    await expect(form).toBeVisible();
    return form;
  }

  test("APPLY NOW leads to the application, which posts with its PDF resume and answers with a page", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const name = `Meera ${tag}`;
    const form = await openApplication(page, "QC Engineer");
    await type(form.getByLabel("Name"), name);
    await type(form.getByLabel("Email"), "meera.shah@example.org");
    await type(form.getByLabel("Contact"), "+91 99090 11223");
    await type(form.getByLabel("Qualification"), "B.E. Mechanical");
    const resume = await resumePdf(name);
    await form.getByLabel("Resume (PDF, DOC or DOCX)").setInputFiles({
      name: "Meera Shah resume.pdf",
      mimeType: "application/pdf",
      buffer: resume,
    });
    await type(form.getByLabel("Message"), "Seven years of QC on tape lines.");
    await form.getByRole("button", { name: "SUBMIT" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible(SLOW);
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/api/apply");
    await expect(page.getByRole("link", { name: "Back to the form" })).toHaveAttribute("href", "/Carrer");

    const [stored] = queryRows<{
      job_title: string;
      is_spam: number;
      spam_reasons: string | null;
      resume_file: string;
    }>("select job_title, is_spam, spam_reasons, resume_file from job_applications where name = ?", name);
    expect(stored).toMatchObject({ job_title: "QC Engineer", is_spam: 0 });
    // No token without JavaScript: noted, and not enough to call a person spam.
    expect(JSON.parse(stored!.spam_reasons ?? "[]")).toContain("no-form-token");
    expect(readFileSync(path.join(E2E_DATA_DIR, "uploads", stored!.resume_file))).toEqual(resume);
  });

  test("a resume that is not a document comes back as a page naming the problem", async ({ page }) => {
    const form = await openApplication(page, "Accountant");
    await type(form.getByLabel("Name"), `Ravi ${uniqueTag()}`);
    await type(form.getByLabel("Email"), "ravi@example.org");
    await type(form.getByLabel("Contact"), "9825012345");
    await type(form.getByLabel("Qualification"), "B.Com, CA Inter");
    await form.getByLabel("Resume (PDF, DOC or DOCX)").setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ this is a program, not a resume"),
    });
    await type(form.getByLabel("Message"), "Ten years of accounts.");
    await form.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your form was not sent" })).toBeVisible(SLOW);
    await expect(page.getByRole("listitem")).toContainText([/PDF, DOC or DOCX/i]);
    await expect(page.getByRole("link", { name: "Back to the form" })).toHaveAttribute("href", "/Carrer");
  });
});
