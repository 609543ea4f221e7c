import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from "@aws-sdk/client-s3";

/** S3's smallest allowed part (except the last); also the most this upload holds in memory at once. */
export const PART_SIZE = 5 * 1024 * 1024;
const MAX_PARTS = 10_000;

export interface UploadTarget {
  Bucket: string;
  Key: string;
  ContentType: string;
}

/**
 * Streams chunks to S3 holding one part in memory. A body that ends before the first part
 * fills goes up in one PutObject; a longer one becomes a multipart upload, which stays
 * invisible until completed and is aborted on any error, so a failed upload leaves no object.
 */
export async function uploadChunks(
  client: S3Client,
  target: UploadTarget,
  chunks: AsyncIterable<Buffer>,
): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let upload: MultipartUpload | undefined;
  try {
    for await (const chunk of chunks) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < PART_SIZE) continue;
      upload ??= await MultipartUpload.start(client, target);
      await upload.sendPart(Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
    }
    if (!upload) {
      await client.send(new PutObjectCommand({ ...target, Body: Buffer.concat(pending) }));
      return;
    }
    if (pendingBytes > 0) await upload.sendPart(Buffer.concat(pending));
    await upload.complete();
  } catch (error) {
    await upload?.abort();
    throw error;
  }
}

class MultipartUpload {
  private readonly parts: CompletedPart[] = [];

  private constructor(
    private readonly client: S3Client,
    private readonly target: UploadTarget,
    private readonly uploadId: string,
  ) {}

  static async start(client: S3Client, target: UploadTarget): Promise<MultipartUpload> {
    // Naming the checksum up front makes S3 check every part and the whole object with it,
    // as the SDK's own multipart helper (lib-storage) does.
    const created = await client.send(new CreateMultipartUploadCommand({ ...target, ChecksumAlgorithm: "CRC32" }));
    if (!created.UploadId) throw new Error("S3 started a multipart upload without an UploadId");
    return new MultipartUpload(client, target, created.UploadId);
  }

  async sendPart(body: Buffer): Promise<void> {
    const partNumber = this.parts.length + 1;
    if (partNumber > MAX_PARTS) throw new Error(`A multipart upload has at most ${MAX_PARTS} parts`);
    const sent = await this.client.send(
      new UploadPartCommand({
        Bucket: this.target.Bucket,
        Key: this.target.Key,
        UploadId: this.uploadId,
        PartNumber: partNumber,
        Body: body,
        ChecksumAlgorithm: "CRC32",
      }),
    );
    this.parts.push({ PartNumber: partNumber, ETag: sent.ETag, ChecksumCRC32: sent.ChecksumCRC32 });
  }

  async complete(): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.target.Bucket,
        Key: this.target.Key,
        UploadId: this.uploadId,
        MultipartUpload: { Parts: this.parts },
      }),
    );
  }

  async abort(): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.target.Bucket, Key: this.target.Key, UploadId: this.uploadId }),
      );
    } catch {
      // The caller's error matters more; parts left by a failed abort are invisible and a
      // bucket lifecycle rule (AbortIncompleteMultipartUpload) removes them.
    }
  }
}
