// The portal's configuration notice (issue 12): the test server runs without NOTIFY_TO, so staff
// are told that no one is e-mailed about new leads, above every section.
import { expect, test } from "./support/fixtures";
import { openSection } from "./support/admin";

test("staff see that no one is e-mailed about new leads while NOTIFY_TO is unset", async ({ page, signIn }) => {
  await signIn();
  for (const section of ["contact", "career", "catalogue"] as const) {
    await openSection(page, section);
    const notice = page.locator("main").getByRole("status").filter({ hasText: "NOTIFY_TO" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("No one is e-mailed about new inquiries");
  }
});
