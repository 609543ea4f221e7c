import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobKey } from "../../../plugins/storage/blob-key";
import type { BlobStore } from "../../../plugins/storage/blob-store";
import { LocalDiskBlobStore } from "../../../plugins/storage/local-disk-blob-store";
import { StoredSizeMismatchError, storeCheckedOutput } from "./store-checked-output";

describe("storing a finalised file with its checksum", () => {
  let scratch: string;
  let file: string;
  let bytes: Buffer;
  let blobs: LocalDiskBlobStore;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), "onetake-checked-output-"));
    // Larger than one read of the file stream, so the hash is built across pieces.
    bytes = randomBytes(300 * 1024 + 17);
    file = path.join(scratch, "recording");
    await writeFile(file, bytes);
    blobs = new LocalDiskBlobStore(path.join(scratch, "blobs"));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it("returns the SHA-256 and size of exactly the bytes stored", async () => {
    const key = blobKey("test", "recording.webm");
    const stored = await storeCheckedOutput({ blobs }, key, file, "video/webm");
    expect(stored).toEqual({
      key,
      contentType: "video/webm",
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
    expect((await blobs.stat(key))?.size).toBe(bytes.length);
  });

  it("throws when the store holds another size than was sent", async () => {
    const lying = new Proxy(blobs, {
      get(target, property, receiver) {
        if (property === "stat")
          return async (key: Parameters<BlobStore["stat"]>[0]) => {
            const info = await target.stat(key);
            return info ? { ...info, size: info.size - 1 } : null;
          };
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    await expect(
      storeCheckedOutput({ blobs: lying }, blobKey("test", "short.webm"), file, "video/webm"),
    ).rejects.toThrow(StoredSizeMismatchError);
  });

  it("throws when the scratch file cannot be read", async () => {
    await expect(
      storeCheckedOutput({ blobs }, blobKey("test", "missing.webm"), path.join(scratch, "missing"), "video/webm"),
    ).rejects.toThrow(/ENOENT/);
    expect(await blobs.stat(blobKey("test", "missing.webm"))).toBeNull();
  });
});
