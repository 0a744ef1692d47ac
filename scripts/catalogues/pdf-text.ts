/**
 * The text a PDF shows, read from its bytes: every content stream is inflated and the strings of
 * its Tj/TJ operators are decoded as WinAnsi (the encoding of the standard fonts the catalogues
 * use). Enough to check what a generated catalogue says; not a general PDF reader.
 */
import { inflateSync } from "node:zlib";

// pdfkit writes a direct /Length in every stream dictionary; the data is exactly that long.
const STREAM = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
const SHOW_TEXT = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>)\s*Tj/g;
const HEX_STRING = /<([0-9a-fA-F\s]*)>/g;
// WinAnsi is Latin-1 except 0x80–0x9F; Node 20's TextDecoder("windows-1252") decodes those as
// Latin-1 control characters, so they are mapped here.
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
function decodeWinAnsi(bytes: Buffer): string {
  let text = "";
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

function streams(pdf: Buffer): Buffer[] {
  const source = pdf.toString("latin1");
  const found: Buffer[] = [];
  for (const match of source.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, start + Number(match[1]));
    try {
      found.push(inflateSync(raw));
    } catch {
      found.push(raw);
    }
  }
  return found;
}

/** The shown strings, one per text-showing operator, in drawing order. */
function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  for (const stream of streams(pdf)) {
    for (const match of stream.toString("latin1").matchAll(SHOW_TEXT)) {
      const operand = match[1] ?? match[2] ?? "";
      let text = "";
      for (const hex of operand.matchAll(HEX_STRING)) {
        text += decodeWinAnsi(Buffer.from((hex[1] ?? "").replace(/\s+/g, ""), "hex"));
      }
      runs.push(text);
    }
  }
  return runs;
}

/** All the shown text joined with spaces. */
export function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf).join(" ");
}
