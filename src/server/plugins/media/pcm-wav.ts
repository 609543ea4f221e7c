import { open } from "node:fs/promises";
import { MediaToolError } from "./ffmpeg";

/*
 * The one audio format of the evaluation (decision 0050): 16 kHz mono 16-bit little-endian PCM,
 * in a canonical 44-byte WAV header. Written and read here in Node, so slicing and measuring
 * audio needs no further ffmpeg run.
 */

export const SAMPLE_RATE = 16_000;
export const BYTES_PER_SAMPLE = 2;
export const BYTES_PER_SECOND = SAMPLE_RATE * BYTES_PER_SAMPLE;
export const WAV_HEADER_BYTES = 44;

/** The canonical header of a 16 kHz mono 16-bit PCM WAV holding `dataBytes` of samples. */
export function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(BYTES_PER_SECOND, 28);
  header.writeUInt16LE(BYTES_PER_SAMPLE, 32); // block align
  header.writeUInt16LE(8 * BYTES_PER_SAMPLE, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Where the samples of a 16 kHz mono 16-bit WAV are; refuses any other format. */
export async function locateWavSamples(wavPath: string): Promise<{ offset: number; bytes: number }> {
  const file = await open(wavPath, "r");
  try {
    const { size } = await file.stat();
    const riff = Buffer.alloc(12);
    await file.read(riff, 0, 12, 0);
    if (riff.toString("ascii", 0, 4) !== "RIFF" || riff.toString("ascii", 8, 12) !== "WAVE") {
      throw new MediaToolError("invalid-input", `${wavPath} is not a WAV file`);
    }
    // Walk the chunks: ffmpeg and other writers may add LIST chunks before "data".
    let position = 12;
    let formatChecked = false;
    const chunkHeader = Buffer.alloc(8);
    while (position + 8 <= size) {
      await file.read(chunkHeader, 0, 8, position);
      const id = chunkHeader.toString("ascii", 0, 4);
      const length = chunkHeader.readUInt32LE(4);
      if (id === "fmt ") {
        const format = Buffer.alloc(16);
        await file.read(format, 0, 16, position + 8);
        const pcm = format.readUInt16LE(0) === 1 || format.readUInt16LE(0) === 0xfffe;
        if (
          !pcm ||
          format.readUInt16LE(2) !== 1 ||
          format.readUInt32LE(4) !== SAMPLE_RATE ||
          format.readUInt16LE(14) !== 16
        ) {
          throw new MediaToolError("invalid-input", `${wavPath} is not 16 kHz mono 16-bit PCM`);
        }
        formatChecked = true;
      } else if (id === "data") {
        if (!formatChecked) throw new MediaToolError("invalid-input", `${wavPath} has no format before its samples`);
        // A streamed WAV may state 0 or 0xFFFFFFFF: the samples then run to the end of the file.
        const stated = length === 0 || length === 0xffffffff ? size - position - 8 : length;
        return { offset: position + 8, bytes: Math.min(stated, size - position - 8) & ~1 };
      }
      position += 8 + length + (length % 2);
    }
    throw new MediaToolError("invalid-input", `${wavPath} has no samples`);
  } finally {
    await file.close();
  }
}
