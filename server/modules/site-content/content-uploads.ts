/**
 * Photos and press-release PDFs uploaded through the portal. A photo must be a JPEG, PNG or WebP by
 * its own bytes; it is encoded on a worker thread by the media build's pipeline into the site's
 * widths and formats, stored in the uploads store and described in the database, and a page names
 * it like any picture of the build (`upload-<hash>`, served under /assets/media/ for a year). The
 * same photo uploaded twice is the same photo. Both kinds are scanned for malware as they arrive
 * when CLAMD_ADDRESS is set, as resumes are (security review T-06).
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { Piscina } from "piscina";
import { PHOTO_MAX_PIXELS, type UploadedPhoto, uploadMessages } from "#contracts/collections/api";
import type { Database } from "#server/db/schema";
import { HttpError } from "#server/http-error";
import { workerFile } from "#server/modules/threads/worker-file";
import type { FileStore } from "#server/modules/uploads/file-store";
import { MalwareFound, ScannerUnavailable } from "#server/modules/uploads/malware-scan";
import { UploadRefused, type UploadLimits, type UploadReservation } from "#server/modules/uploads/upload-limits";
import { variantFile } from "#server/modules/media/encode";
import { documentExists, findPhotos, insertDocument, insertPhoto } from "./media-repository";
import type encodeInWorker from "./photo-worker";
import type { PhotoJob } from "./photo-worker";
import { photoOf } from "./published-content";

type EncodedPhoto = Awaited<ReturnType<typeof encodeInWorker>>;

export type PhotoType = "jpeg" | "png" | "webp";

/** JPEG, PNG or WebP, told by the first bytes; anything else is null. */
function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return "png";
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

/**
 * The names of a photo's variants and of the PDFs in the uploads store (UPLOADS, decision 035),
 * which they share with resumes: a prefix of their own, and never a name a resume is given.
 */
export const photoKey = (file: string) => `content-photo-${file}`;
export const documentKey = (file: string) => `content-document-${file}`;

/** A display name: the last path segment, control characters removed. */
function displayName(clientName: string | undefined): string | null {
  const base = (clientName ?? "").split(/[\\/]/).pop() ?? "";
  return (
    base
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, 255) || null
  );
}

/** The worker as this file's sibling: photo-worker.ts from the sources (run through tsx), photo-worker.js beside the bundled server. */
export interface ContentUploads {
  photo(upload: { bytes: Buffer; fileName?: string | undefined }, staffId: number | null): Promise<UploadedPhoto>;
  document(
    upload: { bytes: Buffer; fileName?: string | undefined },
    staffId: number | null,
  ): Promise<{ href: string; bytes: number; originalName: string }>;
  close(): Promise<void>;
}

/**
 * Holds `bytes` under the uploads cap (decision 044) for files about to be stored; a full store is
 * a 507, and nothing is stored.
 */
async function admit(limits: UploadLimits | undefined, bytes: number): Promise<UploadReservation | undefined> {
  try {
    return await limits?.reserve(bytes);
  } catch (error) {
    if (error instanceof UploadRefused) throw new HttpError(507, "insufficient_storage", uploadMessages.storageFull);
    throw error;
  }
}

/** Resolves when the bytes may be stored; throws when they must not be (decision 044). */
type ScanUpload = (bytes: Uint8Array) => Promise<void>;

/** The scan's refusals as answers: malware is a 422, a scanner that cannot answer (CLAMD_UNAVAILABLE=refuse) a 503. */
async function scanned(scan: ScanUpload | undefined, bytes: Uint8Array): Promise<void> {
  try {
    await scan?.(bytes);
  } catch (error) {
    if (error instanceof MalwareFound) throw new HttpError(422, "malware_found", uploadMessages.infected);
    if (error instanceof ScannerUnavailable) {
      throw new HttpError(503, "scanner_unavailable", uploadMessages.scannerUnavailable);
    }
    throw error;
  }
}

/** Stores files admitted together: all of them, or (a put failed) none. */
async function storeAll(
  store: FileStore,
  reservation: UploadReservation | undefined,
  files: readonly { key: string; bytes: Uint8Array; contentType: string }[],
): Promise<void> {
  try {
    await Promise.all(
      files.map((file) =>
        store.put(
          file.key,
          Readable.from([Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)]),
          {
            size: file.bytes.byteLength,
            contentType: file.contentType,
          },
        ),
      ),
    );
  } catch (error) {
    await Promise.all(files.map((file) => store.delete(file.key).catch(() => {})));
    await reservation?.release();
    throw error;
  }
  reservation?.stored();
}

export function createContentUploads({
  db,
  store,
  limits,
  scan,
}: {
  db: Kysely<Database>;
  store: FileStore;
  /** The uploads cap; photos and documents count toward it with the resumes (decision 044). */
  limits?: UploadLimits | undefined;
  /** The malware scan (CLAMD_ADDRESS), run on what was sent before anything is decoded or stored. */
  scan?: ScanUpload | undefined;
}): ContentUploads {
  let pool: Piscina<PhotoJob, EncodedPhoto> | undefined;
  // Started at the first upload, and one thread: an encode keeps a core busy, the other stays free.
  const encoder = () => {
    pool ??= new Piscina<PhotoJob, EncodedPhoto>({
      ...workerFile(import.meta.url, "photo-worker"),
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
    });
    return pool;
  };

  function answerOf(photo: ReturnType<typeof photoOf>): UploadedPhoto {
    return {
      ...photo,
      formats: [...photo.formats],
      widths: [...photo.widths],
      previewUrl: `/assets/media/${variantFile(photo.name, photo.widths[0]!, photo.hash, photo.formats.at(-1)!)}`,
    };
  }

  return {
    async photo({ bytes, fileName }, staffId) {
      const originalBytes = bytes.length;
      if (originalBytes === 0)
        throw new HttpError(400, "invalid_input", uploadMessages.photoMissing, { photo: uploadMessages.photoMissing });
      if (!photoTypeOf(bytes)) throw new HttpError(415, "unsupported_media_type", uploadMessages.photoType);
      await scanned(scan, bytes);
      let encoded: EncodedPhoto;
      try {
        // The bytes move to the worker rather than being copied there, when they own their memory.
        const movable = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
        encoded = await encoder().run(
          { bytes, maxPixels: PHOTO_MAX_PIXELS },
          movable ? { transferList: [bytes.buffer as ArrayBuffer] } : {},
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (/pixel limit/i.test(message))
          throw new HttpError(413, "payload_too_large", uploadMessages.photoTooManyPixels);
        // The header said JPEG, PNG or WebP, but the image inside cannot be read.
        if (/unsupported image format|corrupt|premature end|vips|input buffer/i.test(message)) {
          throw new HttpError(415, "unsupported_media_type", uploadMessages.photoType);
        }
        throw error;
      }
      const name = `upload-${encoded.hash}`;
      const [existing] = await findPhotos(db, [name]);
      if (existing) return answerOf(photoOf(existing));
      const variants = encoded.variants.map((variant) => ({
        key: photoKey(variantFile(name, variant.width, encoded.hash, variant.format)),
        bytes: variant.data,
        contentType: variant.format === "jpeg" ? "image/jpeg" : `image/${variant.format}`,
      }));
      const reservation = await admit(
        limits,
        variants.reduce((sum, variant) => sum + variant.bytes.byteLength, 0),
      );
      await storeAll(store, reservation, variants);
      const row = {
        name,
        hash: encoded.hash,
        width: encoded.width,
        height: encoded.height,
        color: encoded.color,
        formats: JSON.stringify(encoded.formats),
        widths: JSON.stringify(encoded.widths),
        fallback_width: encoded.fallbackWidth,
      };
      await insertPhoto(db, {
        ...row,
        original_name: displayName(fileName),
        original_bytes: originalBytes,
        created_by: staffId,
      }).catch(async (error: unknown) => {
        // Uploaded at the same moment by someone else: theirs is the same photo.
        if ((await findPhotos(db, [name])).length === 0) throw error;
      });
      return answerOf(photoOf(row));
    },

    async document({ bytes, fileName }, staffId) {
      if (bytes.length === 0)
        throw new HttpError(400, "invalid_input", uploadMessages.documentMissing, {
          document: uploadMessages.documentMissing,
        });
      if (!isPdf(bytes)) throw new HttpError(415, "unsupported_media_type", uploadMessages.documentType);
      await scanned(scan, bytes);
      const original = displayName(fileName);
      const stem =
        (original ?? "press-release")
          .replace(/\.pdf$/i, "")
          .normalize("NFKD")
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-+|-+$/g, "")
          .slice(0, 60) || "press-release";
      const name = `${stem}-${createHash("sha256").update(bytes).digest("hex").slice(0, 10)}.pdf`;
      const reservation = await admit(limits, bytes.length);
      await storeAll(store, reservation, [{ key: documentKey(name), bytes, contentType: "application/pdf" }]);
      // The same PDF under the same name was uploaded before: it is that document.
      if (!(await documentExists(db, name))) {
        await insertDocument(db, { name, bytes: bytes.length, original_name: original, created_by: staffId });
      }
      return { href: `/assets/documents/${name}`, bytes: bytes.length, originalName: original ?? name };
    },

    async close() {
      await pool?.close();
    },
  };
}
