// The file stores behind UPLOADS (decision 029): each keeps what it is given, byte for byte,
// streams it back with its size and type, and forgets it when told. The S3 store runs against
// s3rver, a local S3-compatible server started here.
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase, migrateToLatest } from "#server/db/database";
import type { Database } from "#server/db/schema";
import { CHUNK_BYTES, databaseFileStore, sweepIncompleteFiles } from "#server/modules/uploads/database-store";
import { diskFileStore } from "#server/modules/uploads/disk-store";
import { moveDiskFilesToStore } from "#server/modules/uploads/configured-store";
import type { FileStore } from "#server/modules/uploads/file-store";
import { s3FileStore } from "#server/modules/uploads/s3-store";
import { availableDialects, createTestDatabase, type TestDatabase } from "#tests/setup/databases";

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that hands over `data` in small pieces, as an upload arrives. */
const trickle = (data: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += 50_000) yield data.subarray(i, i + 50_000);
    })(),
  );

function behavesAsAFileStore(open: () => FileStore) {
  it("gives back what it was given, with its size and type, and forgets it when told", async () => {
    const store = open();
    const data = randomBytes(CHUNK_BYTES * 2 + 12_345);
    await store.put("3f2c1e7a-0000-4000-8000-000000000001.pdf", trickle(data), {
      size: data.length,
      contentType: "application/pdf",
    });
    expect(await store.exists("3f2c1e7a-0000-4000-8000-000000000001.pdf")).toBe(true);
    const file = await store.get("3f2c1e7a-0000-4000-8000-000000000001.pdf");
    expect(file).toMatchObject({ size: data.length, contentType: "application/pdf" });
    expect((await bytesOf(file!.body)).equals(data)).toBe(true);

    await store.delete("3f2c1e7a-0000-4000-8000-000000000001.pdf");
    expect(await store.exists("3f2c1e7a-0000-4000-8000-000000000001.pdf")).toBe(false);
    expect(await store.get("3f2c1e7a-0000-4000-8000-000000000001.pdf")).toBeUndefined();
    // Deleting what is not there is no error.
    await store.delete("3f2c1e7a-0000-4000-8000-000000000001.pdf");
  });

  it("answers undefined for a name it never stored, and replaces a file stored again", async () => {
    const store = open();
    expect(await store.get("0a0a0a0a-0000-4000-8000-000000000000.docx")).toBeUndefined();
    const name = "3f2c1e7a-0000-4000-8000-000000000002.docx";
    const type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    await store.put(name, Readable.from([Buffer.from("first version")]), { size: 13, contentType: type });
    await store.put(name, Readable.from([Buffer.from("second")]), { size: 6, contentType: type });
    const file = await store.get(name);
    expect(file?.size).toBe(6);
    expect((await bytesOf(file!.body)).toString()).toBe("second");
  });

  it("lists every file it holds with when it was stored, for the orphan sweep", async () => {
    const store = open();
    const before = Date.now() - 2_000;
    await store.put("listed-a.pdf", Readable.from([Buffer.from("a")]), { size: 1, contentType: "application/pdf" });
    await store.put("listed-b.docx", Readable.from([Buffer.from("bb")]), { size: 2, contentType: "application/pdf" });
    const listed = new Map<string, Date>();
    for await (const file of store.list()) listed.set(file.name, file.storedAt);
    for (const name of ["listed-a.pdf", "listed-b.docx"]) {
      expect(listed.get(name)?.getTime()).toBeGreaterThanOrEqual(before);
      expect(listed.get(name)?.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
    }
    await store.delete("listed-a.pdf");
    await store.delete("listed-b.docx");
    const after: string[] = [];
    for await (const file of store.list()) after.push(file.name);
    expect(after).not.toContain("listed-a.pdf");
  });

  it("adds up the bytes of every file it holds, for the upload cap", async () => {
    const store = open();
    const before = await store.usedBytes();
    await store.put("usage-a.pdf", Readable.from([randomBytes(1_000)]), {
      size: 1_000,
      contentType: "application/pdf",
    });
    await store.put("usage-b.pdf", trickle(randomBytes(CHUNK_BYTES + 2_345)), {
      size: CHUNK_BYTES + 2_345,
      contentType: "application/pdf",
    });
    expect((await store.usedBytes()) - before).toBe(CHUNK_BYTES + 3_345);
    await store.delete("usage-a.pdf");
    expect((await store.usedBytes()) - before).toBe(CHUNK_BYTES + 2_345);
    await store.delete("usage-b.pdf");
    expect(await store.usedBytes()).toBe(before);
  });
}

describe("the disk store", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "disk-store-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  behavesAsAFileStore(() => diskFileStore(dir));
});

describe.each(availableDialects())("the database store on %s", (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = createDatabase(testDb.config).db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });
  behavesAsAFileStore(() => databaseFileStore(db));

  it("keeps a file in chunks of 256 KiB, and serves it only once every chunk is in", async () => {
    const store = databaseFileStore(db);
    const data = randomBytes(CHUNK_BYTES * 3 + 1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The last byte arrives only when the test says so: meanwhile the file is not there.
    const body = Readable.from(
      (async function* () {
        yield data.subarray(0, CHUNK_BYTES * 3);
        await held;
        yield data.subarray(CHUNK_BYTES * 3);
      })(),
    );
    const stored = store.put("chunked.pdf", body, { size: data.length, contentType: "application/pdf" });
    const chunksIn = async () =>
      (await db.selectFrom("stored_file_chunks").select("seq").where("name", "=", "chunked.pdf").execute()).length;
    await expect.poll(chunksIn).toBe(3);
    expect(await store.exists("chunked.pdf")).toBe(false);
    release();
    await stored;
    const chunks = await db
      .selectFrom("stored_file_chunks")
      .select(["seq", "data"])
      .where("name", "=", "chunked.pdf")
      .orderBy("seq")
      .execute();
    expect(chunks.map((chunk) => chunk.data.length)).toEqual([CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES, 1]);
    expect((await bytesOf((await store.get("chunked.pdf"))!.body)).equals(data)).toBe(true);
  });

  it("removes a file whose upload broke off, and sweeps one its dead process left half-written", async () => {
    const store = databaseFileStore(db);
    const broken = Readable.from(
      (async function* () {
        yield randomBytes(CHUNK_BYTES + 10);
        throw new Error("client went away");
      })(),
    );
    await expect(store.put("broken.pdf", broken, { size: 1, contentType: "application/pdf" })).rejects.toThrow();
    expect(await db.selectFrom("stored_files").select("name").where("name", "=", "broken.pdf").execute()).toEqual([]);

    await db
      .insertInto("stored_files")
      .values({ name: "orphan.pdf", content_type: "application/pdf", size: 0, complete: 0 })
      .execute();
    await db
      .insertInto("stored_file_chunks")
      .values({ name: "orphan.pdf", seq: 0, data: Buffer.from("x") })
      .execute();
    expect(await sweepIncompleteFiles(db, 60_000)).toBe(0);
    await db
      .updateTable("stored_files")
      .set({ created_at: new Date(Date.now() - 2 * 60_000).toISOString() } as never)
      .where("name", "=", "orphan.pdf")
      .execute();
    expect(await sweepIncompleteFiles(db, 60_000)).toBe(1);
    expect(await db.selectFrom("stored_file_chunks").select("seq").where("name", "=", "orphan.pdf").execute()).toEqual(
      [],
    );
  });
});

describe.each(availableDialects())("moving disk files into the database store on %s", (dialect) => {
  it("moves each file, byte for byte, leaves temporary files alone, and skips what an earlier run moved", async () => {
    const testDb = await createTestDatabase(dialect);
    const diskDir = path.join(testDb.config.dataDir, "uploads");
    mkdirSync(diskDir, { recursive: true });
    const pdf = randomBytes(CHUNK_BYTES + 99);
    writeFileSync(path.join(diskDir, "11111111-0000-4000-8000-000000000001.pdf"), pdf);
    writeFileSync(path.join(diskDir, "11111111-0000-4000-8000-000000000002.docx"), "docx bytes");
    writeFileSync(path.join(diskDir, ".incoming-22222222"), "half an upload");
    const run = (extra: Record<string, string>) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/uploads.ts", "move"], {
        env: {
          PATH: process.env.PATH ?? "",
          DATA_DIR: testDb.config.dataDir,
          ...(testDb.config.databaseUrl ? { DATABASE_URL: testDb.config.databaseUrl } : {}),
          ...extra,
        },
        encoding: "utf8",
      });
    try {
      const first = run({ UPLOADS: "database" });
      expect(first.stderr).toBe("");
      expect(first.stdout).toContain("Moved 2 file(s)");
      expect(first.status).toBe(0);
      expect(readdirSync(diskDir)).toEqual([".incoming-22222222"]);

      const handle = createDatabase(testDb.config);
      try {
        const store = databaseFileStore(handle.db);
        const moved = await store.get("11111111-0000-4000-8000-000000000001.pdf");
        expect(moved).toMatchObject({ size: pdf.length, contentType: "application/pdf" });
        expect((await bytesOf(moved!.body)).equals(pdf)).toBe(true);
        expect((await bytesOf((await store.get("11111111-0000-4000-8000-000000000002.docx"))!.body)).toString()).toBe(
          "docx bytes",
        );
        // A copy left on disk by an interrupted run: already in the store, so only the disk copy goes.
        writeFileSync(path.join(diskDir, "11111111-0000-4000-8000-000000000002.docx"), "docx bytes");
        const report = await moveDiskFilesToStore(diskDir, store);
        expect(report).toEqual({ moved: [], alreadyThere: ["11111111-0000-4000-8000-000000000002.docx"], failed: [] });
      } finally {
        await handle.db.destroy();
      }
      // With the disk as the store there is nothing to move.
      expect(run({ UPLOADS: "disk" }).stdout).toContain("UPLOADS is disk");
      expect(run({ UPLOADS: "database" }).stdout).toContain("Moved 0 file(s)");
    } finally {
      await testDb.drop();
    }
  }, 60_000);
});

describe("the S3 store, against a local S3-compatible server", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "site-uploads", configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const open = () =>
    s3FileStore(
      { bucket: "site-uploads", prefix: "resumes/", endpoint, region: "ap-south-1", forcePathStyle: true },
      { credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } },
    );
  behavesAsAFileStore(open);

  it("keeps each file under the prefix of the bucket", async () => {
    const store = open();
    await store.put("prefixed.pdf", Readable.from([Buffer.from("%PDF-1.4")]), {
      size: 8,
      contentType: "application/pdf",
    });
    const listed = await fetch(`${endpoint}/site-uploads?list-type=2&prefix=resumes/`);
    expect(await listed.text()).toContain("<Key>resumes/prefixed.pdf</Key>");
  });
});

// s3rver keeps no versions (it refuses `?versions`, which the store takes as "nothing but the
// object to delete"), so a versioned bucket is played by a fake client answering the SDK's commands.
describe("the S3 store on a versioned bucket", () => {
  it("deletes every version and delete marker of the object, page by page, and nothing of another key", async () => {
    const store = s3FileStore(
      { bucket: "site-uploads", prefix: "resumes/", region: "ap-south-1" },
      { credentials: { accessKeyId: "fake", secretAccessKey: "fake" } },
    );
    const bucket = [
      { Key: "resumes/a.pdf", VersionId: "v1", marker: false },
      { Key: "resumes/a.pdf", VersionId: "v2", marker: false },
      { Key: "resumes/a.pdf", VersionId: "m3", marker: true },
      { Key: "resumes/a.pdf.old", VersionId: "v4", marker: false },
    ];
    const plainDeletes: string[] = [];
    vi.spyOn(store.client, "send").mockImplementation((async (command: {
      constructor: { name: string };
      input: Record<string, string | undefined>;
    }) => {
      const input = command.input;
      if (command.constructor.name === "ListObjectVersionsCommand") {
        // Two entries a page, the marker being where the next page starts.
        const start = Number(input.KeyMarker ?? 0);
        const matching = bucket.filter((entry) => entry.Key.startsWith(input.Prefix ?? ""));
        const page = matching.slice(start, start + 2);
        const more = start + 2 < matching.length;
        return {
          Versions: page.filter((e) => !e.marker).map(({ Key, VersionId }) => ({ Key, VersionId })),
          DeleteMarkers: page.filter((e) => e.marker).map(({ Key, VersionId }) => ({ Key, VersionId })),
          IsTruncated: more,
          ...(more ? { NextKeyMarker: String(start + 2), NextVersionIdMarker: "x" } : {}),
        };
      }
      if (command.constructor.name === "DeleteObjectCommand") {
        if (input.VersionId === undefined) {
          plainDeletes.push(input.Key!);
          return {};
        }
        const at = bucket.findIndex((e) => e.Key === input.Key && e.VersionId === input.VersionId);
        if (at >= 0) bucket.splice(at, 1);
        return {};
      }
      throw new Error(`unexpected ${command.constructor.name}`);
    }) as never);

    await store.delete("a.pdf");
    expect(bucket.map((entry) => `${entry.Key} ${entry.VersionId}`)).toEqual(["resumes/a.pdf.old v4"]);
    // No mere delete marker over the old versions.
    expect(plainDeletes).toEqual([]);
  });
});
