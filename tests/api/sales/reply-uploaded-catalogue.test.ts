/**
 * A reply's {catalogueLink} (decision 056's uploaded catalogues), on both databases: for a buyer
 * who asked for the Tape Extrusion Line's catalogue, the link is the generated PDF until marketing
 * uploads one for the tab and publishes it; from then on the reply links the uploaded PDF, as the
 * catalogue mail attaches it, even for a request made before the upload.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import { REPLY_TEMPLATES } from "#contracts/sales-replies";
import { insertBuyerWithLeads } from "#tests/fixtures/buyers";
import { LEAD_ENV } from "#tests/fixtures/lead-forms";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { draftTapeCatalogueUpload } from "#tests/fixtures/uploaded-catalogue";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const { subject, body } = REPLY_TEMPLATES.find((entry) => entry.id === "catalogue-attached")!;

describe.each(availableDialects())("a reply's catalogue link on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { ...LEAD_ENV } });
  });
  afterAll(() => t.close());

  it("is the tab's uploaded PDF once published, else the generated one", { timeout: 60_000 }, async () => {
    const sales = bearer((await addPerson(t.db, ["sales"])).token);
    const marketing = bearer((await addPerson(t.db, ["marketing"])).token);
    const buyer = await insertBuyerWithLeads(t.db);
    const replyBody = async () => {
      const preview = await t.app.inject({
        method: "POST",
        url: `/api/admin/buyers/${buyer.id}/replies/preview`,
        headers: sales,
        payload: { subject, body },
      });
      expect(preview.statusCode).toBe(200);
      return preview.json().body as string;
    };
    expect(await replyBody()).toContain("https://www.example.com/catalogues/tape-extrusion-line.pdf");

    const { href, machineId } = await draftTapeCatalogueUpload(t, marketing);
    // A draft is not what the page offers: the link stays the generated one until the publish.
    expect(await replyBody()).toContain("https://www.example.com/catalogues/tape-extrusion-line.pdf");

    const publish = { method: "POST", url: contentPaths.publish("machines", machineId), headers: marketing } as const;
    expect((await t.app.inject(publish)).statusCode).toBe(200);
    const after = await replyBody();
    expect(after).toContain(`https://www.example.com${href}`);
    expect(after).not.toContain("tape-extrusion-line.pdf");
  });
});
