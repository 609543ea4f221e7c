import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Ffmpeg, MediaToolError, runFfmpeg } from "./ffmpeg";
import { type RecordingContainer, recordingContainer } from "./recording-container";

/**
 * Rewrites a recording so players can show its length and seek in it: raw MediaRecorder
 * WebM states no duration and has no seek index (cues), and ffmpeg's muxer writes both.
 * Streams are copied, never re-encoded, so this is about as fast as the disk.
 *
 * Each input is a complete recording file with its own header (the recorder restarted, for
 * instance after a reload); chunks of one recorder's stream belong in one input. Several
 * inputs are joined in order into one file. The output keeps the inputs' container (WebM,
 * or MP4 from Safari, written with its index up front for progressive playback); inputs of
 * different containers are refused.
 */
export async function remuxRecording(
  ffmpeg: Ffmpeg,
  inputPaths: readonly string[],
  outputPath: string,
): Promise<{ container: RecordingContainer }> {
  const [first] = inputPaths;
  if (first === undefined) throw new MediaToolError("invalid-input", "no recording segments to remux");
  const containers = await Promise.all(inputPaths.map((input) => recordingContainer(input)));
  const container = containers[0] ?? "webm";
  if (containers.some((other) => other !== container)) {
    throw new MediaToolError("invalid-input", "recording segments mix WebM and MP4");
  }

  try {
    if (inputPaths.length === 1) {
      await remuxOne(ffmpeg, first, outputPath, container);
    } else {
      await joinSegments(ffmpeg, inputPaths, outputPath, container);
    }
  } catch (error) {
    // A half-written file must not be mistaken for the recording by a later step or retry.
    await rm(outputPath, { force: true });
    throw error;
  }
  return { container };
}

async function remuxOne(ffmpeg: Ffmpeg, inputPath: string, outputPath: string, container: RecordingContainer) {
  await runFfmpeg(ffmpeg, ["-loglevel", "error", "-y", "-i", inputPath, ...copyTo(container), outputPath]);
}

/**
 * The concat demuxer offsets each segment by the one before's duration, which raw segments
 * do not state; so each is remuxed first (cheap, a copy) and the remuxed files are joined.
 * The scratch files sit next to the output: the same disk, sized for recordings.
 */
async function joinSegments(
  ffmpeg: Ffmpeg,
  inputPaths: readonly string[],
  outputPath: string,
  container: RecordingContainer,
) {
  const scratch = await mkdtemp(path.join(path.dirname(path.resolve(outputPath)), ".remux-"));
  try {
    const segments: string[] = [];
    for (const [index, input] of inputPaths.entries()) {
      const segment = path.join(scratch, `segment-${index}.${container}`);
      await remuxOne(ffmpeg, input, segment, container);
      segments.push(segment);
    }
    const listPath = path.join(scratch, "segments.ffconcat");
    await writeFile(listPath, concatList(segments));
    await runFfmpeg(ffmpeg, [
      "-loglevel",
      "error",
      "-y",
      "-f",
      "concat",
      // The list names absolute paths, which the concat demuxer refuses as "unsafe" by default.
      "-safe",
      "0",
      "-i",
      listPath,
      ...copyTo(container),
      outputPath,
    ]);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

function copyTo(container: RecordingContainer): string[] {
  // The format is named, not guessed from outputPath, so callers may use any file name.
  return container === "webm" ? ["-c", "copy", "-f", "webm"] : ["-c", "copy", "-movflags", "+faststart", "-f", "mp4"];
}

/** An ffconcat script; quotes in a path are closed, escaped and reopened ('\''). */
export function concatList(paths: readonly string[]): string {
  const lines = paths.map((file) => `file '${file.replaceAll("'", "'\\''")}'`);
  return ["ffconcat version 1.0", ...lines, ""].join("\n");
}
