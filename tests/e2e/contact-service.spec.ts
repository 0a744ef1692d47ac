// Contact and spares pages: addresses with map links, tel/mailto links, the department hover
// cards, the nine offices, and the spare-parts card.
import { expect, test } from "@playwright/test";
import { DESKTOP, gotoHydrated } from "./support/site";

test.describe("contact page", () => {
  test.use({ viewport: DESKTOP });

  test("links addresses to the map and numbers and e-mail to the phone and mail apps", async ({ page }) => {
    await gotoHydrated(page, "/ContactUs");
    const details = page.locator(".contact-details");
    await expect(details.locator('a[href^="https://www.google.com/maps/"]')).toHaveCount(2);
    await expect(details.locator('a[href^="tel:+91"]').first()).toBeVisible();
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(1);
  });

  test("lists the nine offices of the network", async ({ page }) => {
    await gotoHydrated(page, "/ContactUs");
    await expect(page.locator(".office-network__office h3")).toHaveText([
      "Ankleshwar",
      "Ahmedabad",
      "Mumbai",
      "Kolkata",
      "Delhi",
      "South India",
      "Indore",
      "Russia",
      "Vietnam",
    ]);
  });

  test("opens a department's hover card on hover and on keyboard focus", async ({ page }) => {
    await gotoHydrated(page, "/ContactUs");
    const cards = page.locator(".contact-card");
    await expect(cards.locator("h3")).toHaveText(["Sales & Marketing", "Customer Services", "Spare Parts"]);
    const sales = cards.first();
    const details = sales.locator(".contact-card__details");
    await expect(details).toHaveCSS("opacity", "0");
    await sales.hover();
    await expect(details).toHaveCSS("opacity", "1");
    await expect(details.locator('a[href^="tel:"]')).toHaveCount(3);
    await expect(details.locator('a[href^="mailto:"]')).toHaveCount(2);
    await page.mouse.move(0, 0);
    await expect(details).toHaveCSS("opacity", "0");
    await details.locator("a").first().focus();
    await expect(details).toHaveCSS("opacity", "1");
  });
});

test("the spares page shows the spare-parts contact card", async ({ page }) => {
  await gotoHydrated(page, "/Service");
  const card = page.locator(".contact-card");
  await expect(card.locator("h3")).toHaveText("Spare Parts");
  await expect(card.locator('a[href^="mailto:spares@"]')).toHaveCount(1);
});
