import { once } from "node:events";
import { randomBytes } from "node:crypto";
import { createWriteStream, type Dirent } from "node:fs";
import fs, { type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertBlobKey, isBlobKey, isBlobKeySegment, InvalidBlobKeyError } from "./blob-key";
import type { BlobInfo, BlobKey, BlobRead, BlobStore, ByteRange, PutOptions } from "./blob-store";
import { assertByteRange, resolveByteRange } from "./byte-range";
import { assertPutOptions, ByteLimit, contentTypeOrDefault, toReadable } from "./put-body";

/*
 * Layout: key `resumes/abc/cv.pdf` is the file `<root>/resumes/abc/cv.pdf~blob` with its
 * content type in `cv.pdf~meta.json` beside it. Key segments cannot contain "~", so no key
 * can name another key's sidecar or temp file, and `a` and `a/b` can both exist (the file
 * `a~blob` next to the directory `a`), as they can in S3.
 */
const DATA_SUFFIX = "~blob";
const META_SUFFIX = "~meta.json";
/** `put` writes `<name>~<16 hex>.tmp` and `<name>~<16 hex>.meta.tmp` before renaming them into place. */
const TEMP_PATTERN = /~[0-9a-f]{16}\.(meta\.)?tmp$/;

interface BlobMeta {
  contentType: string;
}

export class LocalDiskBlobStore implements BlobStore {
  readonly kind = "local" as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: BlobKey, body: Readable | Buffer, options: PutOptions): Promise<BlobInfo> {
    assertPutOptions(options);
    const base = this.basePath(key);
    await fs.mkdir(path.dirname(base), { recursive: true });

    // Both files are written under temporary names in the same directory and renamed into
    // place, so a reader sees the old blob or the new one, never a partial file.
    const tempId = randomBytes(8).toString("hex");
    const tempData = `${base}~${tempId}.tmp`;
    const tempMeta = `${base}~${tempId}.meta.tmp`;
    const limit = new ByteLimit(options.maxBytes);
    // Opened before any byte flows: a body refused at once must not leave the file to be
    // created after the clean-up below has already run.
    const out = createWriteStream(tempData, { flags: "wx", flush: true });
    await once(out, "open");
    try {
      await pipeline(toReadable(body), (source: AsyncIterable<Buffer>) => limit.pass(source), out);
      const meta: BlobMeta = { contentType: options.contentType };
      await fs.writeFile(tempMeta, JSON.stringify(meta), { flag: "wx", flush: true });
      // Metadata first: once the new bytes are visible their content type already is.
      await fs.rename(tempMeta, base + META_SUFFIX);
      await fs.rename(tempData, base + DATA_SUFFIX);
    } catch (error) {
      // Not events.once: it would reject with the stream's own error before the clean-up runs.
      if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
      await Promise.all([fs.rm(tempData, { force: true }), fs.rm(tempMeta, { force: true })]);
      throw error;
    }
    return { key, size: limit.bytes, contentType: options.contentType };
  }

  async get(key: BlobKey, range?: ByteRange): Promise<BlobRead | null> {
    if (range) assertByteRange(range);
    const base = this.basePath(key);
    // Size and bytes come from one open file, so a concurrent overwrite (a rename) cannot
    // pair the old size with the new content.
    const handle = await openIfExists(base + DATA_SUFFIX);
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      const resolved = range ? resolveByteRange(range, size) : undefined;
      const contentType = await readContentType(base);
      const stream = handle.createReadStream(resolved ?? {});
      return { key, size, contentType, stream, ...(resolved ? { range: resolved } : {}) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** What an unprivileged process may still write on the store's file system. */
  async freeBytes(): Promise<number | null> {
    await fs.mkdir(this.root, { recursive: true });
    const stats = await fs.statfs(this.root);
    return stats.bavail * stats.bsize;
  }

  async stat(key: BlobKey): Promise<BlobInfo | null> {
    const base = this.basePath(key);
    try {
      const { size, mtime } = await fs.stat(base + DATA_SUFFIX);
      return { key, size, contentType: await readContentType(base), modifiedAt: mtime };
    } catch (error) {
      if (isMissingFileError(error)) return null;
      throw error;
    }
  }

  async delete(key: BlobKey): Promise<void> {
    const base = this.basePath(key);
    // Data first, so the blob vanishes in one step; a leftover sidecar is invisible.
    await fs.rm(base + DATA_SUFFIX, { force: true });
    await fs.rm(base + META_SUFFIX, { force: true });
  }

  async *list(prefix: string): AsyncIterable<BlobKey> {
    // Start from the deepest directory the prefix names in full, and match the rest by name.
    const slash = prefix.lastIndexOf("/");
    const directorySegments = slash === -1 ? [] : prefix.slice(0, slash).split("/");
    if (!directorySegments.every(isBlobKeySegment)) return;
    const directory = this.insideRoot(path.join(this.root, ...directorySegments));
    const namePrefix = prefix.slice(slash + 1);
    for await (const key of walk(directory, directorySegments, namePrefix)) {
      if (key.startsWith(prefix) && isBlobKey(key)) yield key;
    }
  }

  async removeStaleTemporaries(olderThan: Date): Promise<number> {
    let removed = 0;
    for await (const file of leftovers(this.root)) {
      const stats = await fs.stat(file).catch(() => null);
      // A write in progress keeps moving its file's mtime; one untouched since the cut-off is dead.
      if (!stats || stats.mtime >= olderThan) continue;
      // A sidecar is a leftover only while its blob is missing (a crash between the two renames).
      if (file.endsWith(META_SUFFIX) && (await exists(file.slice(0, -META_SUFFIX.length) + DATA_SUFFIX))) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  private basePath(key: BlobKey): string {
    assertBlobKey(key);
    return this.insideRoot(path.join(this.root, ...key.split("/")));
  }

  // Keys are validated already; this catches a future change that lets one through.
  private insideRoot(resolved: string): string {
    const normalized = path.resolve(resolved);
    if (normalized !== this.root && !normalized.startsWith(this.root + path.sep)) {
      throw new InvalidBlobKeyError("path leaves the storage root");
    }
    return normalized;
  }
}

async function* walk(directory: string, segments: string[], namePrefix: string): AsyncGenerator<string> {
  const entries = await entriesOf(directory);
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (!entry.name.startsWith(namePrefix)) continue;
    if (entry.isDirectory() && isBlobKeySegment(entry.name)) {
      yield* walk(path.join(directory, entry.name), [...segments, entry.name], "");
    } else if (entry.isFile() && entry.name.endsWith(DATA_SUFFIX)) {
      yield [...segments, entry.name.slice(0, -DATA_SUFFIX.length)].join("/");
    }
  }
}

/** A directory's entries; none when it does not exist (nothing was ever stored under it). */
async function entriesOf(directory: string): Promise<Dirent[]> {
  try {
    return await fs.readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isMissingFileError(error)) return [];
    throw error;
  }
}

/** Temp files and sidecars anywhere under the root: what an interrupted put may leave behind. */
async function* leftovers(directory: string): AsyncGenerator<string> {
  const entries = await entriesOf(directory);
  for (const entry of entries) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory() && isBlobKeySegment(entry.name)) yield* leftovers(file);
    else if (entry.isFile() && (TEMP_PATTERN.test(entry.name) || entry.name.endsWith(META_SUFFIX))) yield file;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function openIfExists(file: string): Promise<FileHandle | null> {
  try {
    return await fs.open(file, "r");
  } catch (error) {
    if (isMissingFileError(error)) return null;
    throw error;
  }
}

async function readContentType(base: string): Promise<string> {
  try {
    const meta: unknown = JSON.parse(await fs.readFile(base + META_SUFFIX, "utf8"));
    const contentType = typeof meta === "object" && meta !== null && "contentType" in meta ? meta.contentType : "";
    return contentTypeOrDefault(typeof contentType === "string" ? contentType : undefined);
  } catch (error) {
    // A missing or torn sidecar must not make the bytes unreadable.
    if (isMissingFileError(error) || error instanceof SyntaxError) return contentTypeOrDefault(undefined);
    throw error;
  }
}

function isMissingFileError(error: unknown): boolean {
  const code = error instanceof Error && "code" in error ? error.code : undefined;
  // ENOTDIR: something other than a directory sits where the key expects one.
  return code === "ENOENT" || code === "ENOTDIR";
}
