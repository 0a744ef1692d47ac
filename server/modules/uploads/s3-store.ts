/**
 * UPLOADS=s3://bucket/prefix: files as objects of an S3-compatible bucket, through the AWS SDK v3.
 * Credentials and region come from the SDK's usual sources (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_REGION, an instance role...); `endpoint` and `forcePathStyle` in the
 * URL's query reach a bucket that is not on AWS (MinIO, Ceph, a provider's S3 API). Bodies are
 * streamed with their exact length both ways.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
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
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
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
  };
}
