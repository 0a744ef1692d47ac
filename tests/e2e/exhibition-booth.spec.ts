// An exhibition's booth link and QR code in the portal (issue 24): the editor shows the tagged link
// and the code, the code downloads as an SVG, and a visit through the link keeps the exhibition as
// the visit's touch; at 375 and 1280 px, axe clean.
import { readFile } from "node:fs/promises";
import { axeResults } from "./support/axe";
import { E2E_ADMIN } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { DESKTOP, MOBILE } from "./support/site";

for (const [width, viewport] of [
  ["1280", DESKTOP],
  ["375", MOBILE],
] as const) {
  test(`an exhibition's editor offers its booth link and QR code at ${width} px`, async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const login = await page.request.post("/api/auth/admin/login", { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const created = await page.request.post("/api/admin/content/exhibitions", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `Booth Test ${width} ${Date.now()}`,
        venue: "Bombay Exhibition Centre",
        city: "Mumbai",
        country: "India",
        startDate: "2027-02-05",
        endDate: "2027-02-09",
      },
    });
    expect(created.status()).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };

    await signIn();
    await page.goto(`/admin/content/exhibitions/${id}`);
    const panel = page.getByRole("region", { name: "Booth link and QR code" });
    await expect(panel).toBeVisible();
    const origin = new URL(page.url()).origin;
    const link = `${origin}/?utm_source=exhibition&utm_medium=booth&utm_campaign=${slug}`;
    await expect(panel.getByRole("link", { name: link })).toBeVisible();
    const code = panel.getByRole("img", { name: `QR code for ${link}` });
    await expect(code).toBeVisible();
    await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/exhibition-booth-${width}.png`, fullPage: true });
    expect((await axeResults(page)).violations).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      panel.getByRole("link", { name: "Download the QR code (SVG)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${slug}-booth-qr.svg`);
    expect(await readFile((await download.path())!, "utf8")).toMatch(
      /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );

    // A visitor who scans it lands on the home page, which keeps the exhibition as the visit's touch.
    await page.goto(link);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("visit-source") ?? "null") as unknown))
      .toMatchObject({ lastTouch: { utmSource: "exhibition", utmMedium: "booth", utmCampaign: slug } });
  });
}
