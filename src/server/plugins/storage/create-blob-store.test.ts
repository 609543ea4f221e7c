import path from "node:path";
import { describe, expect, it } from "vitest";
import { createBlobStore } from "./create-blob-store";
import { LocalDiskBlobStore } from "./local-disk-blob-store";
import { S3BlobStore } from "./s3-blob-store";

describe("createBlobStore", () => {
  it("stores on local disk under the configured directory by default", () => {
    const store = createBlobStore({ kind: "local", dir: "./data/blobs" });
    expect(store).toBeInstanceOf(LocalDiskBlobStore);
    expect(store.kind).toBe("local");
    expect((store as LocalDiskBlobStore).root).toBe(path.resolve("./data/blobs"));
  });

  it("uses S3 when a bucket is configured", async () => {
    const store = createBlobStore({
      kind: "s3",
      bucket: "onetake",
      region: "eu-central-1",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    expect(store).toBeInstanceOf(S3BlobStore);
    expect(store.kind).toBe("s3");
    const s3 = store as S3BlobStore;
    expect(s3.bucket).toBe("onetake");
    expect(await s3.client.config.region()).toBe("eu-central-1");
    expect(s3.client.config.forcePathStyle).toBe(true);
    expect(await s3.client.config.credentials()).toMatchObject({ accessKeyId: "key", secretAccessKey: "secret" });
    s3.close();
  });
});
