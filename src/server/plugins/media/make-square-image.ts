import type { Ffmpeg } from "./ffmpeg";
import { redrawImage } from "./redraw-image";

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
  await redrawImage(ffmpeg, inputPath, outputPath, {
    filter: `crop=min(iw\\,ih):min(iw\\,ih),scale=${size}:${size}`,
    encode: ["-c:v", "libwebp", "-quality", "85", "-f", "webp"],
  });
}
