/**
 * Stores an uploaded resume in the file store (UPLOADS) with a random name and the extension its
 * bytes deserve. The upload is first spooled to a temporary file under DATA_DIR/uploads/ (its
 * type is told by bytes anywhere in the file, and the store wants its exact length), then put in
 * the store. The client's file name is kept only as text for staff to read; it never becomes a
 * path. Before it is stored the file is admitted by `checks` (quota, cap, malware scan); whatever
 * goes wrong, the partial file is removed and nothing reaches the store.
 */
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { INCOMING_PREFIX } from "./disk-store";
import { DOCUMENT_TYPES, detectDocumentType } from "./document-type";
import type { FileStore } from "./file-store";
import type { UploadReservation } from "./upload-limits";

export interface StoredFile {
  /** The random name under the uploads folder, e.g. 3f2c...e1.pdf */
  fileName: string;
  originalName: string;
  mime: string;
  size: number;
}

export class ResumeRejected extends Error {
  constructor(readonly reason: "empty" | "too-large" | "wrong-type" | "interrupted") {
    super(`resume rejected: ${reason}`);
    this.name = "ResumeRejected";
  }
}

export function uploadsDirectory(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** A display name: the last path segment, control characters removed, at most 255 characters. */
function displayName(clientName: string | undefined): string {
  const base = (clientName ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 255);
  return clean || "resume";
}

/** What a resume must pass between its type check and the store. */
export interface ResumeChecks {
  /** Admits `size` bytes (the client's quota and the total cap); throws UploadRefused. */
  reserve(size: number): Promise<UploadReservation>;
  /** Throws when the file must not be stored (MalwareFound, ScannerUnavailable). */
  scan(file: string): Promise<void>;
}

/**
 * Streams the upload to a temporary file, checks its type by its bytes, admits it (`checks`), and
 * stores it under its final random name. `stream.truncated` is busboy's flag for a file cut at the
 * size limit. The reservation comes back with the file: release it if the file is deleted again.
 */
export async function storeResume(
  store: FileStore,
  spoolDir: string,
  upload: { stream: Readable & { truncated?: boolean }; clientName: string | undefined },
  checks?: ResumeChecks,
): Promise<StoredFile & { reservation?: UploadReservation }> {
  // Applicants' documents: the server's user alone may list or read them (security review S-30).
  await mkdir(spoolDir, { recursive: true, mode: 0o700 });
  const incoming = path.join(spoolDir, `${INCOMING_PREFIX}${randomUUID()}`);
  const file = createWriteStream(incoming, { flags: "wx", mode: 0o600 });
  try {
    try {
      await pipeline(upload.stream, file);
    } catch (error) {
      // A file-system error has a syscall; anything else is the upload breaking off.
      if ((error as { syscall?: unknown }).syscall !== undefined) throw error;
      throw new ResumeRejected("interrupted");
    }
    if (upload.stream.truncated) throw new ResumeRejected("too-large");
    const { size } = await stat(incoming);
    if (size === 0) throw new ResumeRejected("empty");
    const type = await detectDocumentType(incoming);
    if (!type) throw new ResumeRejected("wrong-type");
    const fileName = `${randomUUID()}${DOCUMENT_TYPES[type].extension}`;
    const mime = DOCUMENT_TYPES[type].mime;
    const reservation = await checks?.reserve(size);
    try {
      await checks?.scan(incoming);
      await store.put(fileName, createReadStream(incoming), { size, contentType: mime });
    } catch (error) {
      // A put that failed part-way may have left something under the name.
      await store.delete(fileName).catch(() => {});
      await reservation?.release();
      throw error;
    }
    reservation?.stored();
    return {
      fileName,
      originalName: displayName(upload.clientName),
      mime,
      size,
      ...(reservation ? { reservation } : {}),
    };
  } finally {
    // An upload that breaks off at once can fail the pipeline before the file is even opened; the
    // open still creates it, so wait for the stream to close before removing it.
    if (!file.closed) await new Promise<void>((resolve) => file.once("close", () => resolve()));
    await rm(incoming, { force: true });
  }
}

/** Clears temporary files left by a process that died mid-upload. */
export async function removeAbandonedUploads(uploadsDir: string, olderThanMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadsDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith(INCOMING_PREFIX))) {
    const file = path.join(uploadsDir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > olderThanMs) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
