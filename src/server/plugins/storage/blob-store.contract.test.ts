import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobKey, InvalidBlobKeyError, isBlobKey } from "./blob-key";
import { BlobTooLargeError, RangeNotSatisfiableError, type BlobKey, type BlobStore } from "./blob-store";
import { LocalDiskBlobStore } from "./local-disk-blob-store";
import { S3BlobStore } from "./s3-blob-store";
import { PART_SIZE } from "./s3-upload";
import { startS3rver } from "./s3rver-harness";

interface DriverHarness {
  store: BlobStore;
  close(): Promise<void>;
}

const drivers: { name: string; start: () => Promise<DriverHarness> }[] = [
  {
    name: "local disk",
    async start() {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), "onetake-blobs-"));
      return { store: new LocalDiskBlobStore(root), close: () => fs.rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    async start() {
      const server = await startS3rver();
      const store = new S3BlobStore(server.storeOptions);
      return {
        store,
        async close() {
          store.close();
          await server.stop();
        },
      };
    },
  },
];

describe.each(drivers)("BlobStore contract: $name", ({ start }) => {
  let harness: DriverHarness;
  let store: BlobStore;

  beforeAll(async () => {
    harness = await start();
    store = harness.store;
  });

  afterAll(async () => {
    await harness?.close();
  });

  /** Each test works under its own folder, so tests never see each other's blobs. */
  function scope(): { prefix: string; key: (...segments: string[]) => BlobKey } {
    const id = randomUUID();
    return { prefix: `test/${id}/`, key: (...segments) => blobKey("test", id, ...segments) };
  }

  it("gives back the exact bytes, size and content type that were put", async () => {
    const { key } = scope();
    const bytes = randomBytes(1000);

    const info = await store.put(key("cv.pdf"), bytes, { contentType: "application/pdf" });
    const read = await store.get(key("cv.pdf"));

    expect(info).toEqual({ key: key("cv.pdf"), size: 1000, contentType: "application/pdf" });
    expect(read).not.toBeNull();
    expect(read?.size).toBe(1000);
    expect(read?.contentType).toBe("application/pdf");
    expect(read?.range).toBeUndefined();
    expect((await readAll(read?.stream)).equals(bytes)).toBe(true);
  });

  it("stores an empty blob", async () => {
    const { key } = scope();

    const info = await store.put(key("empty.txt"), Readable.from([]), { contentType: "text/plain" });
    const read = await store.get(key("empty.txt"));

    expect(info.size).toBe(0);
    expect(read?.size).toBe(0);
    expect((await readAll(read?.stream)).length).toBe(0);
  });

  it("streams a blob larger than one S3 part in and out unchanged", async () => {
    const { key } = scope();
    const size = PART_SIZE + 1024 * 1024 + 123;
    const source = generatedStream(size);

    const info = await store.put(key("recording.webm"), source.stream, { contentType: "video/webm" });
    const read = await store.get(key("recording.webm"));

    expect(info.size).toBe(size);
    expect(read?.size).toBe(size);
    expect(read?.contentType).toBe("video/webm");
    expect(await sha256(read?.stream)).toBe(source.sha256());

    // A range across the first part boundary comes back from both parts, in order.
    const across = await store.get(key("recording.webm"), { start: PART_SIZE - 10, end: PART_SIZE + 9 });
    expect(across?.range).toEqual({ start: PART_SIZE - 10, end: PART_SIZE + 9 });
    expect((await readAll(across?.stream)).equals(source.bytesAt(PART_SIZE - 10, 20))).toBe(true);
  });

  describe("ranges", () => {
    const bytes = Buffer.from("0123456789abcdefghij"); // 20 bytes
    let key: BlobKey;

    beforeAll(async () => {
      key = scope().key("ranged.bin");
      await store.put(key, bytes, { contentType: "application/octet-stream" });
    });

    it("reads start..end inclusive", async () => {
      const read = await store.get(key, { start: 5, end: 9 });
      expect(read?.range).toEqual({ start: 5, end: 9 });
      expect(read?.size).toBe(20);
      expect((await readAll(read?.stream)).toString()).toBe("56789");
    });

    it("reads a single byte", async () => {
      const first = await store.get(key, { start: 0, end: 0 });
      const last = await store.get(key, { start: 19, end: 19 });
      expect((await readAll(first?.stream)).toString()).toBe("0");
      expect(first?.range).toEqual({ start: 0, end: 0 });
      expect((await readAll(last?.stream)).toString()).toBe("j");
    });

    it("reads from start to the end when end is omitted", async () => {
      const read = await store.get(key, { start: 15 });
      expect(read?.range).toEqual({ start: 15, end: 19 });
      expect((await readAll(read?.stream)).toString()).toBe("fghij");
    });

    it("clamps an end past the blob to its last byte", async () => {
      const read = await store.get(key, { start: 10, end: 10_000 });
      expect(read?.range).toEqual({ start: 10, end: 19 });
      expect((await readAll(read?.stream)).toString()).toBe("abcdefghij");
    });

    it("refuses a range that starts at or after the end", async () => {
      await expect(store.get(key, { start: 20 })).rejects.toEqual(new RangeNotSatisfiableError(20));
      await expect(store.get(key, { start: 25, end: 30 })).rejects.toMatchObject({
        name: "RangeNotSatisfiableError",
        size: 20,
      });
    });

    it("refuses any range of an empty blob", async () => {
      const empty = scope().key("empty.bin");
      await store.put(empty, Buffer.alloc(0), { contentType: "application/octet-stream" });
      await expect(store.get(empty, { start: 0 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);
    });

    it("rejects a malformed range as a programming error", async () => {
      await expect(store.get(key, { start: 5, end: 4 })).rejects.toBeInstanceOf(RangeError);
      await expect(store.get(key, { start: -1 })).rejects.toBeInstanceOf(RangeError);
    });

    it("answers null, not 416, for a range of a missing key", async () => {
      expect(await store.get(scope().key("missing"), { start: 5 })).toBeNull();
    });
  });

  it("stats a blob without reading it", async () => {
    const { key } = scope();
    const before = Date.now();
    await store.put(key("logo.png"), Buffer.alloc(321, 7), { contentType: "image/png" });

    const info = await store.stat(key("logo.png"));
    expect(info).toMatchObject({ key: key("logo.png"), size: 321, contentType: "image/png" });
    // Stores keep whole seconds (S3's Last-Modified header), so allow for the rounding.
    expect(info?.modifiedAt?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(info?.modifiedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it("answers null for a key that was never written", async () => {
    const { key } = scope();
    expect(await store.get(key("nothing"))).toBeNull();
    expect(await store.stat(key("nothing"))).toBeNull();
  });

  it("deletes a blob, and deleting a missing key is fine", async () => {
    const { key, prefix } = scope();
    await store.put(key("gone.txt"), Buffer.from("bye"), { contentType: "text/plain" });

    await store.delete(key("gone.txt"));
    await store.delete(key("gone.txt"));
    await store.delete(key("never-there.txt"));

    expect(await store.get(key("gone.txt"))).toBeNull();
    expect(await store.stat(key("gone.txt"))).toBeNull();
    expect(await collect(store.list(prefix))).toEqual([]);
  });

  it("refuses a small body over maxBytes and keeps nothing", async () => {
    const { key, prefix } = scope();

    await expect(
      store.put(key("big.pdf"), Buffer.alloc(11), { contentType: "application/pdf", maxBytes: 10 }),
    ).rejects.toEqual(new BlobTooLargeError(10));

    expect(await store.stat(key("big.pdf"))).toBeNull();
    expect(await collect(store.list(prefix))).toEqual([]);
  });

  it("accepts a body of exactly maxBytes", async () => {
    const { key } = scope();
    const info = await store.put(key("fits.pdf"), Buffer.alloc(10), { contentType: "application/pdf", maxBytes: 10 });
    expect(info.size).toBe(10);
  });

  it("refuses a streamed body over maxBytes mid-stream and keeps nothing", async () => {
    const { key, prefix } = scope();
    const maxBytes = PART_SIZE + 1000;
    const source = generatedStream(PART_SIZE * 2);

    await expect(
      store.put(key("huge.webm"), source.stream, { contentType: "video/webm", maxBytes }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);

    // It stopped reading soon after the limit rather than draining the whole body.
    expect(source.produced()).toBeLessThan(PART_SIZE * 2);
    expect(await store.stat(key("huge.webm"))).toBeNull();
    expect(await collect(store.list(prefix))).toEqual([]);
  });

  it("replaces a blob on a second put, and a refused overwrite keeps the old one", async () => {
    const { key } = scope();
    await store.put(key("avatar"), Buffer.from("first version"), { contentType: "image/png" });
    await store.put(key("avatar"), Buffer.from("second"), { contentType: "image/webp" });

    await expect(
      store.put(key("avatar"), Buffer.alloc(100), { contentType: "image/gif", maxBytes: 50 }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);

    const read = await store.get(key("avatar"));
    expect(read?.contentType).toBe("image/webp");
    expect(read?.size).toBe(6);
    expect((await readAll(read?.stream)).toString()).toBe("second");
  });

  it("lists the keys under a prefix, including partial segments and nested keys", async () => {
    const { key, prefix } = scope();
    const keys = [key("a", "one.pdf"), key("a", "two.pdf"), key("a", "sub", "three.pdf"), key("b", "four.pdf")];
    // "a" is a blob and a folder at once, as S3 allows.
    keys.push(key("a"));
    for (const each of keys) await store.put(each, Buffer.from(each), { contentType: "application/pdf" });

    expect((await collect(store.list(prefix))).sort()).toEqual([...keys].sort());
    expect((await collect(store.list(`${prefix}a/`))).sort()).toEqual(
      [key("a", "one.pdf"), key("a", "sub", "three.pdf"), key("a", "two.pdf")].sort(),
    );
    expect((await collect(store.list(`${prefix}a/t`))).sort()).toEqual([key("a", "two.pdf")]);
    expect(await collect(store.list(`${prefix}c/`))).toEqual([]);
    expect((await readAll((await store.get(key("a")))?.stream)).toString()).toBe(key("a"));
  });

  describe("keys cannot escape their area", () => {
    const hostileSegments = ["../x", "a/b", "..", ".", "", "%2e%2e", "a..b", ".hidden", "x\u0000y", "a\\b", "~blob"];

    it.each(hostileSegments)("blobKey refuses the segment %j", (segment) => {
      expect(() => blobKey("resumes", segment)).toThrow(InvalidBlobKeyError);
      expect(() => blobKey("resumes", "ok", segment)).toThrow(InvalidBlobKeyError);
    });

    it.each([
      "/etc/passwd",
      "%2e%2e",
      "",
      "resumes",
      "resumes/",
      "resumes//x",
      "resumes/../x",
      "nope/x",
      "test/a/../b",
    ])("isBlobKey refuses %j", (value) => {
      expect(isBlobKey(value)).toBe(false);
    });

    it("refuses a segment longer than 200 characters and an unknown area", () => {
      expect(() => blobKey("resumes", "a".repeat(201))).toThrow(InvalidBlobKeyError);
      expect(blobKey("resumes", "a".repeat(200))).toBe(`resumes/${"a".repeat(200)}`);
      expect(() => blobKey("etc" as "resumes", "passwd")).toThrow(InvalidBlobKeyError);
    });

    it("accepts the keys the app builds", () => {
      const key = blobKey("lead-resumes", "0b7e2c1a-93f4-4d7e-9a51-0c2f7d1e5b6a", "Jane_Doe-CV.v2.pdf");
      expect(key).toBe("lead-resumes/0b7e2c1a-93f4-4d7e-9a51-0c2f7d1e5b6a/Jane_Doe-CV.v2.pdf");
      expect(isBlobKey(key)).toBe(true);
    });

    it("refuses a forged key at every store method", async () => {
      const forged = "test/../../etc/passwd" as BlobKey;
      await expect(store.put(forged, Buffer.from("x"), { contentType: "text/plain" })).rejects.toBeInstanceOf(
        InvalidBlobKeyError,
      );
      await expect(store.get(forged)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.stat(forged)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(forged)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    });

    it("lists nothing for a prefix that climbs out", async () => {
      const { key } = scope();
      await store.put(key("inside.txt"), Buffer.from("x"), { contentType: "text/plain" });
      expect(await collect(store.list("../"))).toEqual([]);
      expect(await collect(store.list("test/../"))).toEqual([]);
      expect(await collect(store.list("/"))).toEqual([]);
    });
  });
});

async function readAll(stream: Readable | undefined): Promise<Buffer> {
  if (!stream) throw new Error("no stream");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function sha256(stream: Readable | undefined): Promise<string> {
  if (!stream) throw new Error("no stream");
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest("hex");
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/**
 * A stream of `size` pseudo-random bytes made on demand (never held whole), remembering its
 * hash and a window of bytes for range checks.
 */
function generatedStream(size: number): {
  stream: Readable;
  sha256: () => string;
  produced: () => number;
  bytesAt: (start: number, length: number) => Buffer;
} {
  const hash = createHash("sha256");
  const chunkSize = 64 * 1024;
  const seed = randomBytes(chunkSize);
  let produced = 0;
  // Chunk n is the seed with its first four bytes replaced by n, so chunks differ and any
  // byte can be recomputed.
  const chunkAt = (index: number): Buffer => {
    const chunk = Buffer.from(seed);
    chunk.writeUInt32BE(index, 0);
    return chunk;
  };
  async function* chunks(): AsyncGenerator<Buffer> {
    for (let index = 0; produced < size; index += 1) {
      const chunk = chunkAt(index).subarray(0, Math.min(chunkSize, size - produced));
      produced += chunk.length;
      hash.update(chunk);
      yield chunk;
    }
  }
  return {
    stream: Readable.from(chunks(), { objectMode: false }),
    sha256: () => hash.digest("hex"),
    produced: () => produced,
    bytesAt(start, length) {
      const parts: Buffer[] = [];
      for (let index = Math.floor(start / chunkSize); index * chunkSize < start + length; index += 1) {
        parts.push(chunkAt(index));
      }
      const offset = start - Math.floor(start / chunkSize) * chunkSize;
      return Buffer.concat(parts).subarray(offset, offset + length);
    },
  };
}
