import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sampleCompoundFile, sampleDoc, sampleDocx, sampleExe, samplePdf, sampleXlsx } from "#tests/fixtures/documents";
import { detectDocumentType } from "./document-type";

const dir = mkdtempSync(path.join(os.tmpdir(), "document-type-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileWith(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe("document type by bytes", () => {
  it("recognises a PDF, a DOC and a DOCX whatever they are called", async () => {
    expect(await detectDocumentType(fileWith("a.txt", samplePdf()))).toBe("pdf");
    expect(await detectDocumentType(fileWith("b.pdf", sampleDoc()))).toBe("doc");
    expect(await detectDocumentType(fileWith("c", sampleDocx()))).toBe("docx");
  });

  it("rejects a program renamed .pdf", async () => {
    expect(await detectDocumentType(fileWith("cv.pdf", sampleExe()))).toBeNull();
  });

  it("rejects a spreadsheet: a zip without word/, a compound file without a WordDocument stream", async () => {
    expect(await detectDocumentType(fileWith("sheet.docx", sampleXlsx()))).toBeNull();
    expect(await detectDocumentType(fileWith("sheet.doc", sampleCompoundFile(["Workbook"])))).toBeNull();
  });

  it("rejects an empty file and a truncated zip", async () => {
    expect(await detectDocumentType(fileWith("empty.pdf", Buffer.alloc(0)))).toBeNull();
    expect(await detectDocumentType(fileWith("cut.docx", sampleDocx().subarray(0, 60)))).toBeNull();
  });
});
