import { Readable } from "node:stream";

/** Drops the first `skip` bytes of a stream and passes on at most `length` bytes after them. */
export function sliceStream(source: Readable, skip: number, length: number): Readable {
  return Readable.from(sliceChunks(source, skip, length), { objectMode: false });
}

async function* sliceChunks(source: AsyncIterable<Buffer>, skip: number, length: number): AsyncGenerator<Buffer> {
  let toSkip = skip;
  let toTake = length;
  // Leaving the loop early (or the consumer destroying the result) destroys the source too.
  for await (const chunk of source) {
    if (toTake <= 0) break;
    const dropped = Math.min(toSkip, chunk.length);
    toSkip -= dropped;
    const taken = chunk.subarray(dropped, dropped + toTake);
    toTake -= taken.length;
    if (taken.length > 0) yield taken;
  }
}
