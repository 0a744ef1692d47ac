/**
 * Where uploaded files live (docs/decisions/035-file-storage.md): one small interface, three
 * places. `disk` (DATA_DIR/uploads, the default with SQLite), `database` (the default with
 * PostgreSQL: every process reads what any process stored) and an S3-compatible bucket
 * (UPLOADS=s3://bucket/prefix). Files go in and come out as streams; none is held whole in memory.
 * Names are the random names the server gives (never a client's), so no store checks paths.
 */
import type { Readable } from "node:stream";

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** A file the store holds: its name, and when it was stored (the last write). */
export interface ListedFile {
  name: string;
  storedAt: Date;
}

export interface FileStore {
  readonly kind: "disk" | "database" | "s3";
  /** Stores `body` under `name`, replacing a file of that name. `size` is the exact byte count. */
  put(name: string, body: Readable, info: { size: number; contentType: string }): Promise<void>;
  /** The file as a stream, or undefined when there is none of that name. */
  get(name: string): Promise<StoredObject | undefined>;
  /** Removes the file (in a versioned bucket, every version of it); nothing happens when there is none. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The bytes every file in the store takes together, for the upload cap (docs/decisions/044-upload-quotas-and-scanning.md). */
  usedBytes(): Promise<number>;
  /** Every complete file, for the orphan sweep (files still arriving are left out). */
  list(): AsyncIterable<ListedFile>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/** The type a stored name's extension stands for (the disk keeps no other record of it). */
export function contentTypeOfName(name: string): string {
  const dot = name.lastIndexOf(".");
  return (dot >= 0 && CONTENT_TYPES[name.slice(dot).toLowerCase()]) || "application/octet-stream";
}

export interface S3Location {
  bucket: string;
  /** Prepended to every name, without a leading slash; "" or ending in "/". */
  prefix: string;
  endpoint?: string | undefined;
  region?: string | undefined;
  forcePathStyle?: boolean | undefined;
}

/** Reads s3://bucket/some/prefix?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true. */
export function parseS3Url(value: string): S3Location | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "s3:" || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) return undefined;
  const path = decodeURIComponent(url.pathname).replace(/^\/+/, "");
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) return undefined;
  return {
    bucket: url.hostname,
    prefix: path === "" || path.endsWith("/") ? path : `${path}/`,
    endpoint,
    region: url.searchParams.get("region") ?? undefined,
    forcePathStyle: url.searchParams.has("forcePathStyle")
      ? url.searchParams.get("forcePathStyle") !== "false"
      : endpoint !== undefined,
  };
}
