/** UPLOADS=disk: files under one folder (DATA_DIR/uploads), written under a temporary name and renamed. */
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { contentTypeOfName, type FileStore, type StoredObject } from "./file-store";

/** Temporary files of uploads in progress start with this; a crash leaves them to removeAbandonedUploads. */
export const INCOMING_PREFIX = ".incoming-";

export function diskFileStore(directory: string): FileStore {
  // Only a plain name is ever a file here: nothing of a path survives.
  const fileOf = (name: string) => path.join(directory, path.basename(name));
  return {
    kind: "disk",
    async put(name, body: Readable) {
      // Applicants' documents: the server's user alone may list or read them (security review S-30).
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const incoming = path.join(directory, `${INCOMING_PREFIX}${randomUUID()}`);
      try {
        await pipeline(body, createWriteStream(incoming, { flags: "wx", mode: 0o600 }));
        await rename(incoming, fileOf(name));
      } catch (error) {
        await rm(incoming, { force: true });
        throw error;
      }
    },
    async get(name): Promise<StoredObject | undefined> {
      const file = fileOf(name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || path.basename(name).startsWith(INCOMING_PREFIX)) return undefined;
      return { body: createReadStream(file), size: info.size, contentType: contentTypeOfName(name) };
    },
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
    async exists(name) {
      const info = await stat(fileOf(name)).catch(() => null);
      return info?.isFile() ?? false;
    },
    async usedBytes() {
      // Files still arriving (a resume's spool, a put in progress) are left out: the upload limits
      // count them as admitted until they are stored.
      const names = await readdir(directory).catch(() => [] as string[]);
      let total = 0;
      for (const name of names) {
        if (name.startsWith(INCOMING_PREFIX)) continue;
        const info = await stat(path.join(directory, name)).catch(() => null);
        if (info?.isFile()) total += info.size;
      }
      return total;
    },
    async *list() {
      const names = await readdir(directory).catch(() => [] as string[]);
      for (const name of names) {
        if (name.startsWith(INCOMING_PREFIX)) continue;
        const info = await stat(path.join(directory, name)).catch(() => null);
        if (info?.isFile()) yield { name, storedAt: info.mtime };
      }
    },
  };
}
