import { fileTypeFromBuffer } from "file-type";
import { Readable } from "node:stream";
import { looksLikeSvg } from "./looks-like-svg";

export interface SniffedFile {
  /** Judged from the bytes alone; undefined for plain text and unknown formats. */
  type: { mime: string; ext: string } | undefined;
  /** Every byte of the input, the sampled ones included. */
  stream: Readable;
}

export interface SniffOptions {
  /** Bytes to read before judging; file-type's default suits PDF, images, WebM and most DOCX. */
  sampleSize?: number;
}

const DEFAULT_SAMPLE_SIZE = 4100;
const SVG_TYPE = { mime: "image/svg+xml", ext: "svg" };

type Chunk = Buffer | string;

/**
 * Reads just enough of a stream to identify its format, then hands back a stream that
 * replays those bytes before the rest, so an upload can be judged by its bytes and still be
 * streamed into the BlobStore without being held in memory.
 */
export async function sniffFileType(input: Readable, options: SniffOptions = {}): Promise<SniffedFile> {
  const sampleSize = options.sampleSize ?? DEFAULT_SAMPLE_SIZE;
  const chunks: AsyncIterator<Chunk> = input[Symbol.asyncIterator]();
  const sample: Buffer[] = [];
  let sampled = 0;
  let ended = false;
  let type: SniffedFile["type"];
  try {
    while (sampled < sampleSize) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      const chunk = toBuffer(next.value);
      sample.push(chunk);
      sampled += chunk.length;
    }
    const head = Buffer.concat(sample).subarray(0, sampleSize);
    const detected = await fileTypeFromBuffer(head);
    // file-type judges binary formats and calls any `<?xml` text XML; an SVG is recognised by its root element.
    const text = !detected || detected.mime === "application/xml";
    if (text && looksLikeSvg(head)) type = SVG_TYPE;
    else type = detected ? { mime: detected.mime, ext: detected.ext } : undefined;
  } catch (error) {
    input.destroy();
    throw error;
  }
  const rest = ended ? undefined : chunks;
  return {
    type,
    stream: Readable.from(replay(sample, rest), { objectMode: false }),
  };
}

async function* replay(sample: Buffer[], rest: AsyncIterator<Chunk> | undefined): AsyncGenerator<Buffer> {
  try {
    yield* sample;
    if (!rest) return;
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      yield toBuffer(next.value);
    }
  } finally {
    // Reached early when the consumer stops reading; returning the iterator destroys the input.
    await rest?.return?.();
  }
}

function toBuffer(chunk: Chunk): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk) : chunk;
}
