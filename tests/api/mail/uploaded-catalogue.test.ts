/**
 * A catalogue request for a tab with an uploaded PDF (decision 056), on both databases: the mail to
 * the buyer carries the uploaded file, byte for byte; a tab without one still gets the generated PDF.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentPaths } from "#contracts/collections/api";
import { samplePdf } from "#tests/fixtures/documents";
import { LEAD_ENV, productCatalogueRequest } from "#tests/fixtures/lead-forms";
import { eventually, startSmtpServer } from "#tests/fixtures/smtp";
import { addPerson, bearer } from "#tests/fixtures/staff";
import { draftTapeCatalogueUpload } from "#tests/fixtures/uploaded-catalogue";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp } from "#tests/setup/test-app";

const FAST_OUTBOX = { pollIntervalMs: 50, baseBackoffMs: 100, maxBackoffMs: 300 };
/** The start of a file as a mail's base64 part shows it (the two PDFs differ in their first bytes). */
const startOf = (file: Buffer) => file.toString("base64").slice(0, 40);
/** The base64 of a mail's parts, lines joined. */
const unfolded = (content: string) => content.replace(/\r?\n/g, "");

describe.each(availableDialects())("an uploaded catalogue on %s", (dialect) => {
  it("is attached to the buyer's mail; a tab without one gets the generated PDF", { timeout: 120_000 }, async () => {
    const smtp = await startSmtpServer();
    const catalogueDir = mkdtempSync(path.join(os.tmpdir(), "catalogues-"));
    const generated = Buffer.from(samplePdf().toString("latin1").replace("%PDF-1.4", "%PDF-1.7"), "latin1");
    writeFileSync(path.join(catalogueDir, "tape-extrusion-line.pdf"), generated);
    const t = await buildTestApp({
      dialect,
      env: { ...LEAD_ENV, SMTP_URL: smtp.url },
      leadCapture: { startWorker: true, outbox: FAST_OUTBOX, catalogueDir },
    });
    try {
      const deliveryTo = async (email: string) => {
        expect(
          (await t.app.inject({ method: "POST", url: "/send-email", payload: productCatalogueRequest({ email }) }))
            .statusCode,
        ).toBe(201);
        await eventually(() => smtp.mails.some((m) => m.envelopeTo.includes(email)), 10_000, "the catalogue mail");
        return unfolded(smtp.mails.find((m) => m.envelopeTo.includes(email))!.content);
      };
      expect(await deliveryTo("before@example.org")).toContain(startOf(generated));

      const marketing = bearer((await addPerson(t.db, ["marketing"])).token);
      const { machineId } = await draftTapeCatalogueUpload(t, marketing);
      expect(
        (await t.app.inject({ method: "POST", url: contentPaths.publish("machines", machineId), headers: marketing }))
          .statusCode,
      ).toBe(200);

      const after = await deliveryTo("after@example.org");
      expect(after).toContain(startOf(samplePdf()));
      expect(after).not.toContain(startOf(generated));
    } finally {
      await t.close();
      await smtp.close();
      rmSync(catalogueDir, { recursive: true, force: true });
    }
  });
});
