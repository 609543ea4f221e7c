import { rm, stat } from "node:fs/promises";
import { type Ffmpeg, MediaToolError, runFfmpeg } from "./ffmpeg";
import { MAX_SOURCE_PIXELS } from "./make-square-image";

/** The demuxer for each accepted type: ffmpeg reads the input as that format and nothing else. */
const DEMUXERS: Record<string, string> = { "image/png": "png_pipe", "image/jpeg": "jpeg_pipe", "image/gif": "gif" };

/**
 * Redraws a PNG, JPEG or GIF as a PNG whose longest side is at most `maxSide` pixels (a smaller
 * picture keeps its size), keeping transparency. Only the first frame of an animation is kept.
 * What is served is always this file, never the upload: ffmpeg must have read it as a picture.
 * Any failure is a MediaToolError; `invalid-input` means ffmpeg could not read the picture.
 */
export async function makeLogoImage(
  ffmpeg: Ffmpeg,
  input: { path: string; contentType: string },
  outputPath: string,
  maxSide: number,
) {
  const demuxer = DEMUXERS[input.contentType];
  if (!demuxer)
    throw new MediaToolError("invalid-input", `not a logo type ffmpeg is asked to read: ${input.contentType}`);
  const inputPath = input.path;
  await rm(outputPath, { force: true });
  const side = String(maxSide);
  try {
    await runFfmpeg(ffmpeg, [
      "-loglevel",
      "error",
      "-y",
      "-max_pixels",
      String(MAX_SOURCE_PIXELS),
      "-f",
      demuxer,
      "-i",
      inputPath,
      "-an",
      "-frames:v",
      "1",
      "-vf",
      `scale=w='min(${side}\\,iw)':h='min(${side}\\,ih)':force_original_aspect_ratio=decrease,format=rgba`,
      "-c:v",
      "png",
      "-f",
      "image2",
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
