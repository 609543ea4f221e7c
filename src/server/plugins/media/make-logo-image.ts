import { type Ffmpeg, MediaToolError } from "./ffmpeg";
import { redrawImage } from "./redraw-image";

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
): Promise<void> {
  const demuxer = DEMUXERS[input.contentType];
  if (!demuxer)
    throw new MediaToolError("invalid-input", `not a logo type ffmpeg is asked to read: ${input.contentType}`);
  const side = String(maxSide);
  await redrawImage(ffmpeg, input.path, outputPath, {
    demuxer,
    filter: `scale=w='min(${side}\\,iw)':h='min(${side}\\,ih)':force_original_aspect_ratio=decrease,format=rgba`,
    encode: ["-c:v", "png", "-f", "image2"],
  });
}
