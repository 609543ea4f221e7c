import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import { assertBlobKey, isBlobKey } from "./blob-key";
import {
  RangeNotSatisfiableError,
  type BlobInfo,
  type BlobKey,
  type BlobRead,
  type BlobStore,
  type ByteRange,
  type PutOptions,
} from "./blob-store";
import { assertByteRange, formatRangeHeader, parseContentRange, resolveByteRange } from "./byte-range";
import { assertPutOptions, ByteLimit, contentTypeOrDefault, toReadable } from "./put-body";
import { uploadChunks } from "./s3-upload";
import { sliceStream } from "./slice-stream";

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, s3rver in tests); omit for AWS. */
  endpoint?: string | undefined;
  /** Omit to use the SDK's default chain (environment, instance role, ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle?: boolean;
}

export class S3BlobStore implements BlobStore {
  readonly kind = "s3" as const;
  readonly bucket: string;
  /** Exposed for what the interface does not cover (presigned URLs) and for tests. */
  readonly client: S3Client;

  constructor(options: S3BlobStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle ?? false,
    });
  }

  /**
   * Nothing to do: an object appears only once its upload completes, and a multipart upload is
   * aborted on any error. One cut off by a crash stays invisible and is billed until the bucket's
   * lifecycle rule (AbortIncompleteMultipartUpload) removes it; see the deployment notes.
   */
  removeStaleTemporaries(_olderThan: Date): Promise<number> {
    return Promise.resolve(0);
  }

  async put(key: BlobKey, body: Readable | Buffer, options: PutOptions): Promise<BlobInfo> {
    assertBlobKey(key);
    assertPutOptions(options);
    const limit = new ByteLimit(options.maxBytes);
    const target = { Bucket: this.bucket, Key: key, ContentType: options.contentType };
    await uploadChunks(this.client, target, limit.pass(toReadable(body)));
    return { key, size: limit.bytes, contentType: options.contentType };
  }

  async get(key: BlobKey, range?: ByteRange): Promise<BlobRead | null> {
    assertBlobKey(key);
    if (range) assertByteRange(range);
    let response: GetObjectCommandOutput;
    try {
      response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? formatRangeHeader(range) : undefined }),
      );
    } catch (error) {
      if (hasErrorName(error, "NoSuchKey")) return null;
      if (hasErrorName(error, "InvalidRange") || httpStatus(error) === 416) {
        const size = actualObjectSize(error) ?? (await this.stat(key))?.size;
        if (size === undefined) return null;
        throw new RangeNotSatisfiableError(size);
      }
      throw error;
    }
    const body = response.Body;
    if (!(body instanceof Readable)) throw new Error("S3 returned a body that is not a Node stream");
    try {
      return readFromResponse(key, response, body, range);
    } catch (error) {
      body.destroy();
      throw error;
    }
  }

  /** A bucket does not fill up: its free space is not a limit. */
  async freeBytes(): Promise<number | null> {
    return null;
  }

  async stat(key: BlobKey): Promise<BlobInfo | null> {
    assertBlobKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: contentTypeOrDefault(head.ContentType),
        ...(head.LastModified ? { modifiedAt: head.LastModified } : {}),
      };
    } catch (error) {
      // HEAD responses have no body, so a missing key arrives as a bare "NotFound".
      if (hasErrorName(error, "NotFound") || hasErrorName(error, "NoSuchKey")) return null;
      throw error;
    }
  }

  async delete(key: BlobKey): Promise<void> {
    assertBlobKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      // S3 itself answers 204 for a missing key; some compatible services answer 404.
      if (!hasErrorName(error, "NoSuchKey") && !hasErrorName(error, "NotFound")) throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<BlobKey> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) {
        // Skip objects this app did not write (a shared bucket): the orphan sweep must not touch them.
        if (object.Key !== undefined && isBlobKey(object.Key)) yield object.Key;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  /** Closes the client's pooled connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}

function readFromResponse(
  key: BlobKey,
  response: GetObjectCommandOutput,
  stream: Readable,
  range: ByteRange | undefined,
): BlobRead {
  const contentRange = parseContentRange(response.ContentRange);
  const size = contentRange?.size ?? response.ContentLength;
  if (size === undefined) throw new Error("S3 returned an object without a length");
  const info = { key, size, contentType: contentTypeOrDefault(response.ContentType) };
  if (!range) return { ...info, stream };

  // Throws the 416 for a range on an empty object, which some servers answer with 200/206.
  const wanted = resolveByteRange(range, size);
  // A server that ignores Range answers 200 with everything; some answer a wider range than
  // asked (s3rver treats `bytes=0-0` as `bytes=0-`). Cut the stream to what was asked.
  const served = contentRange ?? { start: 0, end: size - 1 };
  if (served.start > wanted.start || served.end < wanted.end) {
    throw new Error(`S3 served bytes ${served.start}-${served.end} when asked for ${wanted.start}-${wanted.end}`);
  }
  const exact = served.start === wanted.start && served.end === wanted.end;
  const length = wanted.end - wanted.start + 1;
  return { ...info, range: wanted, stream: exact ? stream : sliceStream(stream, wanted.start - served.start, length) };
}

function hasErrorName(error: unknown, name: string): boolean {
  return error instanceof S3ServiceException && error.name === name;
}

/** S3's InvalidRange error names the object's size; S3-compatible services may not. */
function actualObjectSize(error: unknown): number | undefined {
  const value: unknown =
    error instanceof S3ServiceException && "ActualObjectSize" in error ? error.ActualObjectSize : "";
  const size =
    typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : -1;
  return Number.isSafeInteger(size) && size >= 0 ? size : undefined;
}

function httpStatus(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
