// The sales desk in the browser (issue 24): a new lead arrives, the sales desk's job links it to its
// buyer within seconds, and a sales person finds the buyer, reads the timeline and replies from the
// portal; the reply lands on the timeline. At 375 and 1280 px, axe clean. Portal forms are not spam
// scored, so the reply is typed at Playwright's pace.
import { axeResults } from "./support/axe";
import { seedInquiries } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { DESKTOP, MOBILE } from "./support/site";

for (const [width, viewport] of [
  ["1280", DESKTOP],
  ["375", MOBILE],
] as const) {
  test(`a sales person takes a new lead to replied at ${width} px`, async ({ page, signIn }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const tag = `${width}x${Date.now()}`;
    const name = `Irina Volkova ${tag}`;
    const email = `irina.${tag}@polymer-buyer.example`;
    // A colleague of hers wrote from another address with the same number: a possible duplicate,
    // whose long address must wrap on a phone too.
    const contactNumber = `98250${String(Date.now()).slice(-5)}`;
    seedInquiries([
      { name, email, contactNumber, message: "Please quote a raffia tape line for 300 kg/h." },
      { name: `Pavel Orlov ${tag}`, email: `pavel.orlov.${tag}@polymer-buyer.example`, contactNumber },
    ]);
    await signIn();

    // The job runs every few seconds on the server: the buyer appears once it has.
    const buyerLink = page.getByRole("link", { name });
    await expect(async () => {
      await page.goto(`/admin/buyers?q=${encodeURIComponent(email)}`);
      await expect(buyerLink).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    // The owner choice is as wide as its choices, not the whole page.
    expect((await page.getByLabel("Owner").boundingBox())?.width).toBeLessThanOrEqual(230);
    expect((await axeResults(page)).violations).toEqual([]);

    await page.screenshot({ path: `test-results/buyers-list-${width}.png`, fullPage: true });
    await buyerLink.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const timeline = page.getByRole("list", { name: "Timeline, newest first" });
    await expect(timeline.getByText("Inquiry", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: `Pavel Orlov ${tag}` })).toBeVisible();

    await page.getByLabel("Subject").fill("Your raffia tape line: quotation follows");
    await page.getByLabel("Message").fill("Dear Irina,\n\nThe quotation for a 300 kg/h line follows today.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText("Reply “Your raffia tape line: quotation follows” queued")).toBeVisible();
    await expect(
      timeline.getByText("The quotation for a 300 kg/h line follows today.", { exact: false }),
    ).toBeVisible();
    // Nothing of the page reaches past its column (the shell hides sideways overflow, so each
    // element's box is measured): long addresses and names wrap.
    const beyond = await page.evaluate(() => {
      const column = document.querySelector("main h1")!.closest("header")!.parentElement!;
      const right = column.getBoundingClientRect().right;
      return (
        Math.max(...[...column.querySelectorAll("*")].map((element) => element.getBoundingClientRect().right)) - right
      );
    });
    expect(beyond).toBeLessThanOrEqual(0.5);
    expect((await axeResults(page)).violations).toEqual([]);
  });
}
