/**
 * Tells a resume's type by its bytes, never by its name or the browser's word: PDF ("%PDF-"),
 * DOC (an OLE compound file holding a WordDocument stream) or DOCX (a zip holding word/).
 */
import { type FileHandle, open } from "node:fs/promises";

export type DocumentType = "pdf" | "doc" | "docx";

export const DOCUMENT_TYPES: Record<DocumentType, { extension: string; mime: string }> = {
  pdf: { extension: ".pdf", mime: "application/pdf" },
  doc: { extension: ".doc", mime: "application/msword" },
  docx: { extension: ".docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
};

const PDF = Buffer.from("%PDF-");
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_CENTRAL = 0x02014b50;
/** "WordDocument" in UTF-16LE with its terminator, as a compound-file directory entry names it. */
const WORD_STREAM_NAME = Buffer.from("WordDocument\0", "utf16le");

export async function detectDocumentType(filePath: string): Promise<DocumentType | null> {
  const file = await open(filePath, "r");
  try {
    const { size } = await file.stat();
    const head = await read(file, 0, 8);
    if (head.subarray(0, PDF.length).equals(PDF)) return "pdf";
    if (head.equals(OLE)) return (await hasWordStream(file, size)) ? "doc" : null;
    if (head.subarray(0, 4).equals(ZIP_LOCAL)) return (await zipHasWordFolder(file, size)) ? "docx" : null;
    return null;
  } finally {
    await file.close();
  }
}

async function read(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * Looks for a directory entry named WordDocument of type stream. Directory entries are 128 bytes
 * and sector-aligned, so only aligned offsets are compared; an Excel sheet or an installer
 * package (also compound files) has no such entry.
 */
async function hasWordStream(file: FileHandle, size: number): Promise<boolean> {
  const chunkSize = 1 << 20;
  for (let position = 512; position < size; position += chunkSize) {
    const chunk = await read(file, position, chunkSize);
    for (let offset = 0; offset + 128 <= chunk.length; offset += 128) {
      if (
        chunk.subarray(offset, offset + WORD_STREAM_NAME.length).equals(WORD_STREAM_NAME) &&
        chunk.readUInt16LE(offset + 0x40) === WORD_STREAM_NAME.length &&
        chunk[offset + 0x42] === 2
      ) {
        return true;
      }
    }
  }
  return false;
}

/** Reads the zip's central directory (found from the end record) for a name under word/. */
async function zipHasWordFolder(file: FileHandle, size: number): Promise<boolean> {
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await read(file, size - tailLength, tailLength);
  const end = tail.lastIndexOf(ZIP_END);
  if (end < 0 || end + 22 > tail.length) return false;
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directoryOffset + directorySize > size) return false;
  const directory = await read(file, directoryOffset, directorySize);
  for (let offset = 0; offset + 46 <= directory.length;) {
    if (directory.readUInt32LE(offset) !== ZIP_CENTRAL) return false;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const name = directory.subarray(offset + 46, offset + 46 + nameLength).toString("utf8");
    if (name.startsWith("word/")) return true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}
