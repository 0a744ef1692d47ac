// The routing page's offices in the browser: an administrator changes Moscow's closing time and
// adds a holiday; the change is there after a reload. At 375 and 1280 px, with axe clean. The two
// widths run one after the other: each saves the whole list of offices.
import { expect, test } from "./support/fixtures";
import { axeResults } from "./support/axe";
import { queryRows } from "./support/admin";

test.describe.configure({ mode: "serial" });

for (const width of [375, 1280]) {
  test(`an administrator changes an office's hours on the routing page at ${width} px`, async ({ page, signIn }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn();
    await page.goto("/admin/routing");
    const moscow = page.getByRole("region", { name: "Moscow" });
    await expect(moscow.getByLabel("Time zone")).toHaveValue("Europe/Moscow");
    const closing = width === 375 ? "19:00" : "19:30";
    await moscow.getByLabel("Closes at").fill(closing);
    const holidays = moscow.getByLabel("Holidays");
    await holidays.fill(`${await holidays.inputValue()}\n2027-06-12`);
    await page.getByRole("button", { name: "Save offices" }).click();
    const offices = page.getByRole("region", { name: "Offices and working hours" });
    await expect(offices.getByRole("status")).toContainText("Offices saved.");
    const { violations } = await axeResults(page);
    expect(violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`routing-${width}.png`), fullPage: width > 400 });

    await page.reload();
    await expect(page.getByRole("region", { name: "Moscow" }).getByLabel("Closes at")).toHaveValue(closing);
    const [stored] = queryRows<{ day_end: string; holidays: string }>(
      "select day_end, holidays from sales_offices where key = 'moscow'",
    );
    expect(stored?.day_end).toBe(closing);
    expect(JSON.parse(stored!.holidays)).toContain("2027-06-12");
  });
}
