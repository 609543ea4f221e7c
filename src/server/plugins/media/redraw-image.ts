import { rm, stat } from "node:fs/promises";
import { type Ffmpeg, MediaToolError, runFfmpeg } from "./ffmpeg";

/**
 * A picture larger than this many pixels is refused before it is decoded: a 2 MB PNG can
 * declare a huge canvas, and decoding it would take far more memory than a profile picture needs.
 */
const MAX_SOURCE_PIXELS = 40_000_000;

export interface RedrawOptions {
  /** The demuxer ffmpeg must read the input as; omitted, ffmpeg guesses from the bytes. */
  demuxer?: string;
  /** The video filter that crops or scales the picture. */
  filter: string;
  /** The encoder and muxer of the output, e.g. `["-c:v", "png", "-f", "image2"]`. */
  encode: string[];
}

/**
 * Redraws the first frame of a picture through `options.filter` into `outputPath` (animation and
 * sound are dropped). Any failure is a MediaToolError; `invalid-input` means ffmpeg could not
 * read the picture or wrote nothing.
 */
export async function redrawImage(
  ffmpeg: Ffmpeg,
  inputPath: string,
  outputPath: string,
  options: RedrawOptions,
): Promise<void> {
  await rm(outputPath, { force: true });
  try {
    await runFfmpeg(ffmpeg, [
      "-loglevel",
      "error",
      "-y",
      "-max_pixels",
      String(MAX_SOURCE_PIXELS),
      ...(options.demuxer ? ["-f", options.demuxer] : []),
      "-i",
      inputPath,
      "-an",
      "-frames:v",
      "1",
      "-vf",
      options.filter,
      ...options.encode,
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
