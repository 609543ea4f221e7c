import { type Ffmpeg, MediaToolError, runFfmpeg } from "./ffmpeg";
import { assertReadable } from "./recording-container";

/**
 * A recording's duration in seconds. @ffmpeg-installer ships no ffprobe, so this reads the
 * "Duration:" line ffmpeg prints for its input; when the container states none (raw
 * MediaRecorder WebM), it reads every packet without decoding (-c copy to the null muxer)
 * and takes the time of the last one.
 */
export async function probeDuration(ffmpeg: Ffmpeg, inputPath: string): Promise<number> {
  await assertReadable(inputPath);
  const header = await runFfmpeg(ffmpeg, ["-i", inputPath, "-t", "0", "-c", "copy", "-f", "null", "-"]);
  const stated = parseStatedDuration(header.stderr);
  if (stated !== undefined) return stated;

  const scan = await runFfmpeg(ffmpeg, [
    "-i",
    inputPath,
    "-c",
    "copy",
    "-f",
    "null",
    "-nostats",
    "-progress",
    "pipe:1",
    "-",
  ]);
  const scanned = parseLastOutTime(scan.stdout);
  if (scanned === undefined)
    throw new MediaToolError("failed", `ffmpeg reported no duration for ${inputPath}`, scan.stderr);
  return scanned;
}

/** The input's "Duration: HH:MM:SS.cc" line; undefined for "Duration: N/A". */
export function parseStatedDuration(stderr: string): number | undefined {
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** The last `out_time_us=` of ffmpeg's -progress output, in seconds. */
function parseLastOutTime(progress: string): number | undefined {
  const values = [...progress.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1]));
  const last = values.at(-1);
  return last === undefined ? undefined : last / 1_000_000;
}
