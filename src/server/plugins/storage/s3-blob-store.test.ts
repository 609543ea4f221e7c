import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blobKey } from "./blob-key";
import { BlobTooLargeError } from "./blob-store";
import { S3BlobStore } from "./s3-blob-store";
import { PART_SIZE } from "./s3-upload";
import { startS3rver, type RunningS3rver } from "./s3rver-harness";

// What the contract test cannot see: which S3 calls the driver makes.
describe("S3BlobStore requests", () => {
  let server: RunningS3rver;
  let store: S3BlobStore;
  let sent: string[] = [];

  beforeAll(async () => {
    server = await startS3rver();
    store = new S3BlobStore(server.storeOptions);
    store.client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? "unknown");
        return next(args);
      },
      { step: "initialize", name: "recordCommands" },
    );
  });

  beforeEach(() => {
    sent = [];
  });

  afterAll(async () => {
    store?.close();
    await server?.stop();
  });

  it("puts a body smaller than one part with a single PutObject", async () => {
    await store.put(blobKey("test", "small"), Buffer.alloc(1000), { contentType: "application/pdf" });
    expect(sent).toEqual(["PutObjectCommand"]);
  });

  it("streams a larger body as a multipart upload in parts of at least 5 MiB", async () => {
    const chunks = Array.from({ length: 11 * 16 }, () => Buffer.alloc(64 * 1024, 1)); // 11 MiB
    const info = await store.put(blobKey("test", "large"), Readable.from(chunks), { contentType: "video/webm" });

    expect(info.size).toBe(11 * 1024 * 1024);
    expect(sent).toEqual([
      "CreateMultipartUploadCommand",
      "UploadPartCommand",
      "UploadPartCommand",
      "UploadPartCommand",
      "CompleteMultipartUploadCommand",
    ]);
    expect(await store.stat(blobKey("test", "large"))).toMatchObject({
      size: 11 * 1024 * 1024,
      contentType: "video/webm",
    });
  });

  it("aborts the multipart upload when the body passes maxBytes", async () => {
    const chunks = Array.from({ length: 7 * 16 }, () => Buffer.alloc(64 * 1024, 2)); // 7 MiB
    const put = store.put(blobKey("test", "refused"), Readable.from(chunks), {
      contentType: "video/webm",
      maxBytes: PART_SIZE + 1,
    });

    await expect(put).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(sent).toEqual(["CreateMultipartUploadCommand", "UploadPartCommand", "AbortMultipartUploadCommand"]);
  });
});
