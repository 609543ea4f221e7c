import { rm, stat } from "node:fs/promises";
import { type Ffmpeg, MediaToolError, runFfmpeg } from "./ffmpeg";
import { assertReadable } from "./recording-container";

const POSTER_WIDTH = 640;

/** About a second in: past a fade-in or the recorder's black first frame, yet early. */
const POSTER_AT_SECONDS = 1;

/**
 * Writes a JPEG still of the recording to outputPath, 640 px wide (smaller sources keep their
 * width), taken at 1 s or, for media shorter than that, at the first frame.
 */
export async function makePoster(ffmpeg: Ffmpeg, inputPath: string, outputPath: string): Promise<void> {
  await assertReadable(inputPath);
  // A leftover file from an earlier attempt must not pass for this run's poster.
  await rm(outputPath, { force: true });
  await grabFrame(ffmpeg, inputPath, outputPath, POSTER_AT_SECONDS);
  // Seeking past the end is no error to ffmpeg: it just writes nothing.
  if (await isWritten(outputPath)) return;
  await grabFrame(ffmpeg, inputPath, outputPath, 0);
  if (!(await isWritten(outputPath))) {
    throw new MediaToolError("invalid-input", `no video frame to make a poster from in ${inputPath}`);
  }
}

async function grabFrame(ffmpeg: Ffmpeg, inputPath: string, outputPath: string, atSeconds: number): Promise<void> {
  await runFfmpeg(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    ...(atSeconds > 0 ? ["-ss", String(atSeconds)] : []),
    "-i",
    inputPath,
    "-an",
    "-sn",
    "-frames:v",
    "1",
    // -2 keeps the height even, which some JPEG decoders and later video filters want.
    "-vf",
    `scale='min(${POSTER_WIDTH},iw)':-2`,
    "-q:v",
    "3",
    "-f",
    "image2",
    "-update",
    "1",
    outputPath,
  ]);
}

async function isWritten(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).size > 0;
  } catch {
    return false;
  }
}
