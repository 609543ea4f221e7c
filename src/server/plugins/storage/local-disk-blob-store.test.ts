import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobKey } from "./blob-key";
import { BlobTooLargeError } from "./blob-store";
import { LocalDiskBlobStore } from "./local-disk-blob-store";

// What the contract test cannot see: the files on disk.
describe("LocalDiskBlobStore files", () => {
  let root: string;
  let store: LocalDiskBlobStore;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-local-blobs-"));
    store = new LocalDiskBlobStore(root);
  });

  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it("keeps a blob as a data file and a sidecar with its content type", async () => {
    await store.put(blobKey("resumes", "r1", "cv.pdf"), Buffer.from("%PDF"), { contentType: "application/pdf" });

    expect((await fs.readdir(path.join(root, "resumes", "r1"))).sort()).toEqual(["cv.pdf~blob", "cv.pdf~meta.json"]);
    expect(await fs.readFile(path.join(root, "resumes", "r1", "cv.pdf~blob"), "utf8")).toBe("%PDF");
  });

  it("leaves no temporary file behind when a streamed put is refused", async () => {
    const chunks = Array.from({ length: 64 }, () => Buffer.alloc(1024));
    const put = store.put(blobKey("resumes", "r2", "big.pdf"), Readable.from(chunks), {
      contentType: "application/pdf",
      maxBytes: 10_000,
    });

    await expect(put).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await fs.readdir(path.join(root, "resumes", "r2"))).toEqual([]);
  });

  it("leaves no temporary file behind when the body stream fails", async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from("part of a file");
        throw new Error("connection reset");
      })(),
    );

    await expect(
      store.put(blobKey("resumes", "r3", "cut.pdf"), failing, { contentType: "application/pdf" }),
    ).rejects.toThrow("connection reset");
    expect(await fs.readdir(path.join(root, "resumes", "r3"))).toEqual([]);
  });

  it("still serves the bytes when the sidecar is missing", async () => {
    const key = blobKey("resumes", "r4", "cv.pdf");
    await store.put(key, Buffer.from("bytes"), { contentType: "application/pdf" });
    await fs.rm(path.join(root, "resumes", "r4", "cv.pdf~meta.json"));

    expect(await store.stat(key)).toMatchObject({ key, size: 5, contentType: "application/octet-stream" });
  });
});
