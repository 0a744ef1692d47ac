// Careers: every opening in the HTML, at most one expanded, APPLY NOW opens the overlay titled
// with the job, Cancel closes it, its fields fit it at 375 px, and a JobPosting for each opening.
import { expect, test } from "@playwright/test";
import { gotoHydrated, MOBILE } from "./support/site";

test.describe("careers page", () => {
  test("states every opening, its profile and skills, and a JobPosting for each, in the HTML", async ({ request }) => {
    const html = await (await request.get("/Carrer")).text();
    expect(html).toContain("Service Engineer (based in Indore)");
    expect(html).toContain("Required skills");
    const postings = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .filter((data) => data["@type"] === "JobPosting");
    expect(postings).toHaveLength(16);
    expect(postings[0]).toMatchObject({
      title: "Customer Service and Spare Parts Manager",
      hiringOrganization: { "@type": "Organization" },
    });
    expect(postings.find((p) => p.title.includes("Indore")).jobLocation.address.addressLocality).toBe("Indore");
  });

  test("expands one opening at a time, and a second click collapses it", async ({ page }) => {
    await gotoHydrated(page, "/Carrer");
    const openings = page.locator(".openings__item details");
    await expect(openings).toHaveCount(16);
    await openings.nth(0).locator("summary").click();
    await expect(openings.nth(0)).toHaveAttribute("open", "");
    await expect(openings.nth(0).getByText("Job profile")).toBeVisible();
    await openings.nth(3).locator("summary").click();
    await expect(openings.nth(3)).toHaveAttribute("open", "");
    await expect(openings.nth(0)).not.toHaveAttribute("open", "");
    await openings.nth(3).locator("summary").click();
    await expect(page.locator(".openings__item details[open]")).toHaveCount(0);
  });

  test("APPLY NOW opens the application overlay titled with the job; Cancel closes it and focus returns", async ({
    page,
  }) => {
    await gotoHydrated(page, "/Carrer");
    const exim = page.locator(".openings__item details").nth(1);
    await exim.locator("summary").click();
    const applyNow = exim.getByRole("link", { name: /APPLY NOW/ });
    await applyNow.click();
    const dialog = page.getByRole("dialog", { name: "Apply for Exim Manager" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-slot="job-application"]')).toHaveAttribute("data-job-title", "Exim Manager");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(applyNow).toBeFocused();
  });

  test("the application overlay's fields fit inside it at 375 px", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, "/Carrer");
    const exim = page.locator(".openings__item details").nth(1);
    await exim.locator("summary").click();
    await exim.getByRole("link", { name: /APPLY NOW/ }).click();
    const dialog = page.getByRole("dialog", { name: "Apply for Exim Manager" });
    await expect(dialog).toBeVisible();
    // The resume's file input has a width of its own, which once widened the form past the overlay.
    const overlay = (await dialog.boundingBox())!;
    for (const field of await dialog.locator("input:not([type=hidden]), textarea").all()) {
      const box = await field.boundingBox();
      if (box === null) continue; // the honeypot, out of sight
      expect(box.x + box.width, (await field.getAttribute("name")) ?? "a field").toBeLessThanOrEqual(
        overlay.x + overlay.width,
      );
    }
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
