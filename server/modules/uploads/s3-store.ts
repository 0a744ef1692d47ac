/**
 * UPLOADS=s3://bucket/prefix: files as objects of an S3-compatible bucket, through the AWS SDK v3.
 * Credentials and region come from the SDK's usual sources (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_REGION, an instance role...); `endpoint` and `forcePathStyle` in the
 * URL's query reach a bucket that is not on AWS (MinIO, Ceph, a provider's S3 API). Bodies are
 * streamed with their exact length both ways. A delete removes every version of the object, so
 * that an erased file does not stay readable as a noncurrent version of a versioned bucket (which
 * needs s3:ListBucketVersions and s3:DeleteObjectVersion besides the usual permissions).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { FileStore, S3Location, StoredObject } from "./file-store";

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** A server that keeps no versions at all (some S3-compatible ones) refuses the versions listing. */
const hasNoVersions = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e.name === "NotImplemented" ||
    e.name === "MethodNotAllowed" ||
    e.$metadata?.httpStatusCode === 405 ||
    e.$metadata?.httpStatusCode === 501
  );
};

export function s3FileStore(location: S3Location, clientConfig: S3ClientConfig = {}): FileStore & { client: S3Client } {
  const client = new S3Client({
    ...(location.endpoint
      ? {
          endpoint: location.endpoint,
          // Many S3-compatible servers do not take the SDK's default aws-chunked uploads with
          // trailing checksums (and store the framing as content); plain uploads work everywhere.
          requestChecksumCalculation: "WHEN_REQUIRED" as const,
          responseChecksumValidation: "WHEN_REQUIRED" as const,
        }
      : {}),
    ...(location.region ? { region: location.region } : {}),
    forcePathStyle: location.forcePathStyle ?? false,
    ...clientConfig,
  });
  const Bucket = location.bucket;
  const keyOf = (name: string) => `${location.prefix}${name}`;

  /** Every version and delete marker of exactly `Key`; undefined when the server keeps no versions. */
  async function versionsOf(Key: string): Promise<string[] | undefined> {
    const ids: string[] = [];
    let KeyMarker: string | undefined;
    let VersionIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await client.send(
          new ListObjectVersionsCommand({
            Bucket,
            Prefix: Key,
            ...(KeyMarker ? { KeyMarker } : {}),
            ...(VersionIdMarker ? { VersionIdMarker } : {}),
          }),
        );
      } catch (error) {
        if (hasNoVersions(error)) return undefined;
        throw error;
      }
      for (const entry of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) {
        if (entry.Key === Key && entry.VersionId) ids.push(entry.VersionId);
      }
      KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      VersionIdMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
    } while (KeyMarker);
    return ids;
  }

  return {
    kind: "s3",
    client,
    async put(name, body: Readable, { size, contentType }) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(name), Body: body, ContentLength: size, ContentType: contentType }),
      );
    },
    async get(name): Promise<StoredObject | undefined> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return {
          body: object.Body as Readable,
          size: Number(object.ContentLength ?? 0),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(name) {
      const Key = keyOf(name);
      const versions = await versionsOf(Key);
      if (versions === undefined) {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
        return;
      }
      for (const VersionId of versions) await client.send(new DeleteObjectCommand({ Bucket, Key, VersionId }));
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async usedBytes() {
      let total = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: location.prefix,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) total += Number(object.Size ?? 0);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return total;
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: location.prefix,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(location.prefix.length) ?? "";
          // Only the store's own plain names: nothing in a deeper folder under the prefix.
          if (name === "" || name.includes("/")) continue;
          // No time given: treated as just stored, so the sweep leaves it alone.
          yield { name, storedAt: object.LastModified ?? new Date() };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
