import { Readable } from "node:stream";
import { BlobTooLargeError, type PutOptions } from "./blob-store";

const DEFAULT_CONTENT_TYPE = "application/octet-stream";

export function assertPutOptions(options: PutOptions): void {
  const { contentType, maxBytes } = options;
  if (contentType.trim() === "" || hasControlCharacter(contentType) || contentType.length > 255) {
    throw new TypeError(`Bad content type ${JSON.stringify(contentType.slice(0, 60))}`);
  }
  if (maxBytes !== undefined && (!Number.isSafeInteger(maxBytes) || maxBytes < 0)) {
    throw new RangeError(`Bad maxBytes ${maxBytes}`);
  }
}

// The content type is later sent back as a response header; a CR or LF in it would let a
// stored value split that header.
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function contentTypeOrDefault(contentType: string | undefined): string {
  return contentType || DEFAULT_CONTENT_TYPE;
}

export function toReadable(body: Readable | Buffer): Readable {
  // Readable.from hands a Buffer over as one chunk instead of iterating its bytes.
  return Buffer.isBuffer(body) ? Readable.from([body]) : body;
}

/** Counts the bytes flowing through and stops the flow the moment they pass maxBytes. */
export class ByteLimit {
  bytes = 0;

  constructor(readonly maxBytes: number | undefined) {}

  async *pass(source: AsyncIterable<Buffer | Uint8Array | string>): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      const buffer =
        typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      this.bytes += buffer.length;
      if (this.maxBytes !== undefined && this.bytes > this.maxBytes) throw new BlobTooLargeError(this.maxBytes);
      yield buffer;
    }
  }
}
