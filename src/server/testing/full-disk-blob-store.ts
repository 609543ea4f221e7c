import { Readable, Transform } from "node:stream";
import type { BlobInfo, BlobKey, PutOptions } from "../plugins/storage/blob-store";
import { LocalDiskBlobStore } from "../plugins/storage/local-disk-blob-store";

/** The error a write on a full file system fails with. */
function noSpaceError(): NodeJS.ErrnoException {
  return Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 });
}

/**
 * A local store whose disk can be made to fill up: while `fullAfterBytes` is set, a put fails
 * with ENOSPC once that many bytes of its body have gone through, inside the store's own write
 * pipeline, as a real full disk would. `free` overrides what freeBytes reports, and a put that
 * succeeds uses it up as it would a real disk's.
 */
export class FullDiskBlobStore extends LocalDiskBlobStore {
  fullAfterBytes: number | undefined;
  free: number | undefined;

  override async put(key: BlobKey, body: Readable | Buffer, options: PutOptions): Promise<BlobInfo> {
    const info = await this.putFilling(key, body, options);
    if (this.free !== undefined) this.free -= info.size;
    return info;
  }

  private async putFilling(key: BlobKey, body: Readable | Buffer, options: PutOptions): Promise<BlobInfo> {
    const limit = this.fullAfterBytes;
    if (limit === undefined) return super.put(key, body, options);
    let written = 0;
    const filling = new Transform({
      transform(piece: Buffer, _encoding, done) {
        written += piece.length;
        if (written > limit) done(noSpaceError());
        else done(null, piece);
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    source.on("error", (error) => filling.destroy(error));
    return super.put(key, source.pipe(filling), options);
  }

  override async freeBytes(): Promise<number | null> {
    return this.free ?? super.freeBytes();
  }
}
