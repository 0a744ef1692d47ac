/**
 * One of our press releases as an A4 page: the company as issuer, the headline and standfirst, the
 * dateline and text, a note about the company and the media contact. Standard Helvetica (WinAnsi
 * text, no embedded font), like the catalogues, so each file is a few kilobytes.
 */
import PDFDocument from "pdfkit";
import { company } from "#content/company";
import { partnershipAnnouncement } from "#content/news";
import type { PressItem } from "#content/schema";

const NAVY = "#0b2a4a";
const AMBER = "#f5a524";
const TEXT = "#161b21";
const MUTED = "#4d5966";
const RULE = "#d3dae1";
const MARGIN = 56;

export function formatPressDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "Marketing department", or "Name, Marketing department" once the company gives a name. */
function contactName({ name, role }: { name?: string; role: string }): string {
  return name ? `${name}, ${role}` : role;
}

export function renderPressRelease(item: PressItem): Promise<Buffer> {
  const created = new Date(`${item.date}T00:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 24, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `${item.title} | ${company.name}`,
      Author: company.legalName,
      Subject: `Press release of ${company.name}`,
      Keywords: [company.name, "press release"].join(", "),
      // Dated by the release, so the same content always gives the same file.
      CreationDate: created,
      ModDate: created,
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

  const width = doc.page.width - 2 * MARGIN;
  doc.rect(0, 0, doc.page.width, 128).fill(NAVY);
  doc.rect(0, 128, doc.page.width, 5).fill(AMBER);
  doc.font("Helvetica-Bold").fontSize(10).fillColor(AMBER).text("PRESS RELEASE", MARGIN, 40, { characterSpacing: 2 });
  doc.font("Helvetica-Bold").fontSize(20).fillColor("#ffffff").text(company.name, MARGIN, 58, { width });
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(RULE)
    .text(`For release on ${formatPressDate(item.date)}`, MARGIN, 88);

  doc.font("Helvetica-Bold").fontSize(22).fillColor(NAVY).text(item.title, MARGIN, 168, { width, lineGap: 2 });
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).fillColor(TEXT).text(item.standfirst, { width, lineGap: 3 });
  const y = doc.y + 10;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 48, y)
    .lineWidth(2)
    .strokeColor(AMBER)
    .stroke();
  doc.y = y + 16;
  doc.font("Helvetica").fontSize(11).fillColor(TEXT);
  const [first, ...rest] = item.body;
  doc
    .font("Helvetica-Bold")
    .text(`${item.place}, ${formatPressDate(item.date)}. `, MARGIN, doc.y, { width, continued: true })
    .font("Helvetica")
    .text(first!, { width, lineGap: 3, paragraphGap: 9 });
  for (const paragraph of rest) doc.text(paragraph, MARGIN, doc.y, { width, lineGap: 3, paragraphGap: 9 });

  if (doc.y > doc.page.height - 220) doc.addPage();
  doc.moveDown(1.2);
  const boxTop = doc.y;
  const { contact } = partnershipAnnouncement;
  doc.rect(MARGIN, boxTop, width, 96).fill("#f5f7f9");
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(NAVY)
    .text(`About ${company.name}`, MARGIN + 14, boxTop + 12, { width: width - 28 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(TEXT)
    .text(
      // Only what was true on every release's date: today's figures would contradict older releases.
      `Founded in ${company.founded}, ${company.legalName} designs and builds woven packaging, recycling, profile extrusion and sheet and film lines at its works in Ankleshwar, Gujarat, and supports them from offices in India and abroad.`,
      { width: width - 28, lineGap: 1.5 },
    );
  doc
    .moveDown(0.4)
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Media contact: ${contactName(contact)} · ${contact.phone.display} · ${contact.email}`, {
      width: width - 28,
    });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - MARGIN;
    doc
      .moveTo(MARGIN, footerY - 8)
      .lineTo(doc.page.width - MARGIN, footerY - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(`${company.name} · Press release · ${formatPressDate(item.date)}`, MARGIN, footerY, {
      width: 400,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - MARGIN - 90, footerY, {
      width: 90,
      align: "right",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
