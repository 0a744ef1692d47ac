/**
 * Erasure never forgets a resume file (security review 2, T-03): the files to delete are written
 * down with the deletion of the records, a delete the store refuses is tried again until done,
 * and a daily sweep deletes resume files that no application refers to, but never content files
 * nor a resume young enough to be on its way to its application. On each dialect.
 */
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { peoplePaths } from "#contracts/personal-data";
import { bearer, createStaff, insertApplication, STAFF_PASSWORD, signIn } from "#tests/fixtures/staff";
import { availableDialects } from "#tests/setup/databases";
import { buildTestApp, type TestApp } from "#tests/setup/test-app";

const HOUR_MS = 60 * 60_000;

async function stored(t: TestApp, name: string): Promise<string> {
  const body = Buffer.from("%PDF-1.4\n%%EOF\n");
  await t.app.uploads.put(name, Readable.from([body]), { size: body.length, contentType: "application/pdf" });
  return name;
}

describe.each(availableDialects())("deleting erased files on %s", (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    await createStaff(t.db);
    token = (await signIn(t.app)).token;
  });
  afterAll(() => t.close());

  const erase = (email: string) =>
    t.app.inject({
      method: "POST",
      url: peoplePaths.erase,
      headers: bearer(token),
      payload: { email, password: STAFF_PASSWORD },
    });

  // First: the daily sweep is claimed by the first run of the day.
  it("sweeps resume files no application refers to, once old enough, and never content files", async () => {
    const kept = await stored(t, "2a2b2c2d-3e3f-4a4b-8c5d-6e7f8091a2b3.pdf");
    await insertApplication(t.db, { email: "arjun.nair@example.com", resume_file: kept });
    const orphan = await stored(t, "3a2b2c2d-3e3f-4a4b-8c5d-6e7f8091a2b3.docx");
    const photo = await stored(t, "content-photo-press-day-640-abcdef12.webp");
    const document = await stored(t, "content-document-brochure-abcdef12.pdf");
    const strange = await stored(t, "notes.pdf");

    // Ten minutes on, the orphan might still be an upload on its way to its application.
    const early = await t.app.personalData.deleteFiles(new Date(Date.now() + 10 * 60_000));
    expect(early.orphans).toBe(0);
    expect(await t.app.uploads.exists(orphan)).toBe(true);

    const nextDay = await t.app.personalData.deleteFiles(new Date(Date.now() + 25 * HOUR_MS));
    expect(nextDay).toMatchObject({ orphans: 1, deleted: 1, failed: 0 });
    expect(await t.app.uploads.exists(orphan)).toBe(false);
    for (const name of [kept, photo, document, strange]) expect(await t.app.uploads.exists(name)).toBe(true);
  });

  it("keeps a resume the store could not delete written down, and deletes it on a later run", async () => {
    const resume = await stored(t, "0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5.pdf");
    await insertApplication(t.db, { email: "kavya.rao@example.com", resume_file: resume });
    const refused = vi.spyOn(t.app.uploads, "delete").mockRejectedValueOnce(new Error("bucket unreachable"));

    const response = await erase("kavya.rao@example.com");
    expect(response.statusCode).toBe(200);
    expect(response.json().erased).toMatchObject({ applications: 1, resumes: 1 });
    expect(refused).toHaveBeenCalledWith(resume);
    refused.mockRestore();
    // The record is gone; the file is still there, and written down with why it is.
    expect(await t.app.uploads.exists(resume)).toBe(true);
    const pending = await t.db.selectFrom("file_deletions").selectAll().execute();
    expect(pending).toEqual([expect.objectContaining({ name: resume, attempts: 1, last_error: "bucket unreachable" })]);

    // Not before its retry time; then it is deleted and forgotten.
    expect((await t.app.personalData.deleteFiles(new Date())).deleted).toBe(0);
    expect(await t.app.uploads.exists(resume)).toBe(true);
    const later = await t.app.personalData.deleteFiles(new Date(Date.now() + 2 * 60_000));
    expect(later).toMatchObject({ deleted: 1, failed: 0 });
    expect(await t.app.uploads.exists(resume)).toBe(false);
    expect(await t.db.selectFrom("file_deletions").selectAll().execute()).toEqual([]);
  });

  it("gives a file to one process at a time: a second run while the first holds it leaves it alone", async () => {
    const resume = await stored(t, "1c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5.pdf");
    await t.db
      .insertInto("file_deletions")
      .values({ name: resume, queued_at: new Date().toISOString(), next_attempt_at: new Date().toISOString() })
      .execute();
    let release = () => {};
    const slow = vi.spyOn(t.app.uploads, "delete").mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (release = resolve));
    });
    const first = t.app.personalData.deleteFiles(new Date());
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1));
    const second = await t.app.personalData.deleteFiles(new Date());
    expect(second.deleted).toBe(0);
    expect(slow).toHaveBeenCalledTimes(1);
    release();
    expect((await first).deleted).toBe(1);
    slow.mockRestore();
    await t.app.uploads.delete(resume);
  });
});
