/**
 * The catalogue PDFs: one per product tab (cover, introduction, the tab's description, its
 * specification table, applications and the company's contact details), and the full range
 * (every line, every machine and tab, from the same content). Drawn with pdfkit's standard
 * Helvetica (WinAnsi text, no embedded font), so files stay small.
 */
import PDFDocument from "pdfkit";
import { company } from "#content/company";
import type { ProductLine, ProductPage } from "#content/product-lines";
import type { ProductContent, ProductTab } from "#content/products/schema";

export interface CatalogueSubject {
  page: ProductPage;
  product: ProductContent;
  tab: ProductTab;
  /** The main tab a sub-tab sits under (Bag-Conversion), if any. */
  groupLabel?: string;
}

const NAVY = "#0b2a4a";
const AMBER = "#f5a524";
const TEXT = "#161b21";
const MUTED = "#4d5966";
const RULE = "#d3dae1";
const ZEBRA = "#f5f7f9";
const MARGIN = 50;

/** The catalogue's title line: the product, and the tab when the page has more than one. */
function catalogueTitle({ page, product, tab, groupLabel }: CatalogueSubject): string {
  const single = (product.tabs?.length ?? 0) === 1 && tab.label === "Product";
  if (single) return page.name;
  return [page.name, groupLabel, tab.label].filter(Boolean).join(" — ");
}

export function renderCatalogue(subject: CatalogueSubject): Promise<Buffer> {
  const { page, product, tab } = subject;
  const title = catalogueTitle(subject);
  const single = title === page.name;
  // A page with one "Product" tab is titled by the machine; otherwise the tab leads, under its page.
  return renderDocument(
    {
      title,
      subject: `Product catalogue: ${title}`,
      keywords: [page.name, tab.label],
      cover: {
        over: single ? undefined : [page.name, subject.groupLabel].filter(Boolean).join(" · "),
        title: single ? page.name : tab.label,
        headline: product.headline,
      },
    },
    (doc) => {
      heading(doc, `About the ${page.name}`);
      paragraphs(doc, product.intro);
      const { groupLabel } = subject;
      heading(doc, groupLabel ? `${groupLabel}: ${tab.label}` : tab.label === "Product" ? "The machine" : tab.label);
      drawTab(doc, tab);
    },
  );
}

/** One product line with the machines that belong to it, in site order. */
export interface RangeLine {
  line: ProductLine;
  machines: { page: ProductPage; product: ProductContent }[];
}

const FULL_RANGE_TITLE = "Full Range";

/**
 * The whole manufacturing range in one PDF: each line, each of its machines with its
 * introduction, and each tab with its description, table and applications.
 */
export function renderFullRangeCatalogue(lines: readonly RangeLine[]): Promise<Buffer> {
  return renderDocument(
    {
      title: FULL_RANGE_TITLE,
      subject: "Product catalogue: the full manufacturing range",
      keywords: lines.map(({ line }) => line.title),
      cover: {
        over: lines.map(({ line }) => line.title).join(" · "),
        title: "The full manufacturing range",
        headline: `${lines.reduce((sum, { machines }) => sum + machines.length, 0)} machines and lines in ${lines.length} product lines, from tape extrusion to recycling, built in Gujarat since ${company.founded}.`,
      },
    },
    (doc) => {
      heading(doc, "Contents");
      doc.font("Helvetica").fontSize(10.5).fillColor(TEXT);
      for (const { line, machines } of lines) {
        doc.font("Helvetica-Bold").text(line.title, MARGIN).font("Helvetica");
        doc.text(machines.map(({ page }) => page.name).join(", "), MARGIN + 12, doc.y, { paragraphGap: 6 });
      }
      for (const { line, machines } of lines) {
        doc.addPage();
        doc
          .font("Helvetica")
          .fontSize(10)
          .fillColor(AMBER)
          .text("PRODUCT LINE", MARGIN, doc.y, { characterSpacing: 2 });
        doc.font("Helvetica-Bold").fontSize(22).fillColor(NAVY).text(line.title, MARGIN);
        paragraphs(doc, [line.summary]);
        for (const { page, product } of machines) {
          heading(doc, page.name, 16);
          paragraphs(doc, [product.headline, ...product.intro]);
          const groups = product.tabGroups ?? [{ label: undefined, tabs: product.tabs ?? [] }];
          for (const group of groups) {
            for (const tab of group.tabs) {
              if (tab.label !== "Product") subheading(doc, [group.label, tab.label].filter(Boolean).join(": "));
              drawTab(doc, tab, 12);
            }
          }
        }
      }
    },
  );
}

interface DocumentPlan {
  title: string;
  subject: string;
  keywords: readonly string[];
  cover: { over: string | undefined; title: string; headline: string };
}

/** A catalogue's frame: cover, the body `draw` writes, the contacts, and page footers. */
function renderDocument(plan: DocumentPlan, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `${plan.title} | ${company.name}`,
      Author: company.legalName,
      Subject: plan.subject,
      Keywords: [...plan.keywords, "plastic machinery", company.name].join(", "),
    },
    lang: "en-IN",
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawCover(doc, plan.cover);
  doc.addPage();
  draw(doc);
  drawContact(doc);
  drawFooters(doc, plan.title);
  doc.end();
  return done;
}

/** A tab's description, specification table, footnote and applications. */
function drawTab(d: PDFKit.PDFDocument, tab: ProductTab, headingSize = 14) {
  paragraphs(d, tab.description);
  if (tab.tableHeaders.length > 0) {
    heading(d, "Specifications", headingSize);
    if (tab.tableCaption) d.font("Helvetica-Oblique").fontSize(9).fillColor(MUTED).text(tab.tableCaption).moveDown(0.4);
    table(d, tab.tableHeaders, tab.tableRows);
  }
  if (tab.footnote) {
    d.moveDown(0.6).font("Helvetica-Oblique").fontSize(8.5).fillColor(MUTED).text(`* ${tab.footnote}`, MARGIN);
  }
  heading(d, "Applications", headingSize);
  d.font("Helvetica").fontSize(10.5).fillColor(TEXT);
  d.list(tab.applicationPoints, MARGIN, d.y, { bulletRadius: 2, textIndent: 12, bulletIndent: 2, paragraphGap: 3 });
}

function drawCover(doc: PDFKit.PDFDocument, cover: DocumentPlan["cover"]) {
  const { width, height } = doc.page;
  doc.rect(0, 0, width, height).fill(NAVY);
  // A quiet grid and an amber band: the site's palette without needing a photograph.
  doc.save().lineWidth(0.4).strokeColor("#1d4f82");
  for (let x = 0; x < width; x += 36)
    doc
      .moveTo(x, height * 0.45)
      .lineTo(x, height)
      .stroke();
  for (let y = height * 0.45; y < height; y += 36) doc.moveTo(0, y).lineTo(width, y).stroke();
  doc.restore();
  doc.rect(0, height * 0.45 - 6, width, 6).fill(AMBER);

  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(14)
    .text(company.name.toUpperCase(), MARGIN, 60, { characterSpacing: 1.5 });
  doc.font("Helvetica").fontSize(9.5).fillColor("#d3dae1").text(`${company.legalName} · Since ${company.founded}`);

  doc.font("Helvetica").fontSize(11).fillColor(AMBER).text("PRODUCT CATALOGUE", MARGIN, 190, { characterSpacing: 2 });
  if (cover.over) {
    doc
      .moveDown(0.6)
      .font("Helvetica")
      .fontSize(12)
      .fillColor("#d3dae1")
      .text(cover.over, { width: width - 2 * MARGIN });
  }
  doc
    .moveDown(0.3)
    .font("Helvetica-Bold")
    .fontSize(28)
    .fillColor("#ffffff")
    .text(cover.title, { width: width - 2 * MARGIN });
  doc
    .moveDown(0.8)
    .font("Helvetica")
    .fontSize(13)
    .fillColor("#e9edf1")
    .text(cover.headline, { width: width - 2 * MARGIN });

  const stats = company.stats;
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#ffffff")
    .text(
      `${stats.countries}+ countries  ·  ${stats.yearsOfExperience}+ years  ·  ${stats.installations}+ installations`,
      MARGIN,
      height - 110,
    );
  doc
    .fontSize(9)
    .fillColor("#d3dae1")
    .text(`${company.email}  ·  ${company.phones.map((p) => p.display).join("  ·  ")}`);
}

function heading(doc: PDFKit.PDFDocument, text: string, size = 14) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.9).font("Helvetica-Bold").fontSize(size).fillColor(NAVY).text(text, MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 40, y)
    .lineWidth(2)
    .strokeColor(AMBER)
    .stroke();
  doc.moveDown(0.5);
}

function subheading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12.5).fillColor(TEXT).text(text, MARGIN).moveDown(0.3);
}

function paragraphs(doc: PDFKit.PDFDocument, texts: readonly string[]) {
  doc.font("Helvetica").fontSize(10.5).fillColor(TEXT);
  for (const text of texts) doc.text(text, MARGIN, doc.y, { align: "left", lineGap: 2, paragraphGap: 6 });
}

function table(doc: PDFKit.PDFDocument, headers: readonly string[], rows: readonly (readonly string[])[]) {
  const header = headers.map((text) => ({
    text,
    type: "TH" as const,
    backgroundColor: NAVY,
    textColor: "#ffffff",
    font: { src: "Helvetica-Bold", size: 8.5 },
  }));
  const body = rows.map((cells, index) =>
    cells.map((text, column) => ({
      text,
      type: column === 0 ? ("TH" as const) : ("TD" as const),
      backgroundColor: index % 2 === 0 ? "#ffffff" : ZEBRA,
      font: { src: column === 0 ? "Helvetica-Bold" : "Helvetica", size: 8.5 },
    })),
  );
  doc.x = MARGIN;
  doc.table({
    data: [header, ...body],
    defaultStyle: { border: 0.5, borderColor: RULE, padding: 5 },
    columnStyles: (column: number) => (column === 0 ? { width: headers.length > 4 ? 110 : 150 } : { width: "*" }),
  });
}

function drawContact(doc: PDFKit.PDFDocument) {
  if (doc.y > doc.page.height - 230) doc.addPage();
  heading(doc, "Contact us");
  const top = doc.y;
  const column = (doc.page.width - 2 * MARGIN - 20) / 2;
  const block = (x: number, title: string, lines: readonly string[]) => {
    doc.font("Helvetica-Bold").fontSize(10).fillColor(NAVY).text(title, x, top, { width: column });
    doc.font("Helvetica").fontSize(9.5).fillColor(TEXT);
    for (const line of lines) doc.text(line, x, doc.y, { width: column });
  };
  block(MARGIN, `${company.legalName}: ${company.corporateOffice.title}`, company.corporateOffice.lines);
  const leftBottom = doc.y;
  block(MARGIN + column + 20, company.works.title, company.works.lines);
  doc.y = Math.max(leftBottom, doc.y) + 10;
  doc.font("Helvetica").fontSize(9.5).fillColor(TEXT);
  for (const phone of company.phones) doc.text(`${phone.label}: ${phone.display}`, MARGIN);
  doc.text(`E-mail: ${company.email}`, MARGIN);
}

function drawFooters(doc: PDFKit.PDFDocument, title: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would make pdfkit start a new page; the footer lives there.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(doc.page.width - MARGIN, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(`${company.name} · ${title}`, MARGIN, y, { width: 380, lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 100, y, {
      width: 100,
      align: "right",
      lineBreak: false,
    });
  }
}
