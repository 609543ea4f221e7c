import { rm, stat } from "node:fs/promises";
import { type Ffmpeg, MediaToolError, runFfmpeg } from "./ffmpeg";

/**
 * A picture larger than this many pixels is refused before it is decoded: a 2 MB PNG can
 * declare a huge canvas, and decoding it would take far more memory than a profile picture needs.
 */
export const MAX_SOURCE_PIXELS = 40_000_000;

/**
 * Writes a square WebP of `size` x `size` pixels: the centre of the picture, cropped to a
 * square, then scaled. Only the first frame of an animated input is used. Any failure is a
 * MediaToolError; `invalid-input` means ffmpeg could not read the picture.
 */
export async function makeSquareImage(
  ffmpeg: Ffmpeg,
  inputPath: string,
  outputPath: string,
  size: number,
): Promise<void> {
  await rm(outputPath, { force: true });
  try {
    await runFfmpeg(ffmpeg, [
      "-loglevel",
      "error",
      "-y",
      "-max_pixels",
      String(MAX_SOURCE_PIXELS),
      "-i",
      inputPath,
      "-an",
      "-frames:v",
      "1",
      "-vf",
      `crop=min(iw\\,ih):min(iw\\,ih),scale=${size}:${size}`,
      "-c:v",
      "libwebp",
      "-quality",
      "85",
      "-f",
      "webp",
      outputPath,
    ]);
  } catch (error) {
    if (error instanceof MediaToolError && error.code === "failed") {
      throw new MediaToolError("invalid-input", `not a picture ffmpeg can read: ${error.message}`, error.stderrTail);
    }
    throw error;
  }
  const written = await stat(outputPath).catch(() => null);
  if (!written || written.size === 0) {
    throw new MediaToolError("invalid-input", `ffmpeg wrote no picture from ${inputPath}`);
  }
}
