import { stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Ffmpeg, MediaToolError, runFfmpeg } from "./ffmpeg";
import { SAMPLE_RATE } from "./pcm-wav";

const OPUS_RATE = 48_000;

export interface WindowAudioInput {
  /** The segment's first bytes up to its first Cluster: EBML header, Segment, Info, Tracks. */
  header: Uint8Array;
  /**
   * The segment's bytes from the start of a Cluster whose timecode is at or before `fromSeconds`
   * (webm-clusters.ts found it), in order, through the newest chunk held. The last Cluster may
   * be cut off anywhere: its incomplete end is dropped.
   */
  body: readonly Uint8Array[];
  /** Where the audio wanted begins, in the segment's own time. */
  fromSeconds: number;
  /** An existing scratch directory the caller owns (and removes). */
  outputDir: string;
}

/** A stretch of a segment's audio as raw 16 kHz mono 16-bit PCM, in the segment's time. */
export interface WindowAudio {
  pcmPath: string;
  startSeconds: number;
  endSeconds: number;
}

/**
 * Decodes a segment's audio from `fromSeconds` while it is still being recorded, reading only
 * the bytes from a Cluster before it on: the header makes those bytes a WebM of their own, and
 * with the stream's timestamps kept (-copyts) the cut lands exactly at `fromSeconds`.
 *
 * aresample's first_pts trims what comes before `fromSeconds` and pads what is missing after it,
 * so the output always starts at `fromSeconds`: should the Cluster not be one (seven bytes in the
 * media data can look like a Cluster's head), ffmpeg skips to the next real one, and the audio
 * it lacks is padded with silence rather than the later audio being
 * taken for the earlier. A transcript's word times therefore stay true.
 */
export async function extractWindowAudio(ffmpeg: Ffmpeg, input: WindowAudioInput): Promise<WindowAudio> {
  const webmPath = path.join(input.outputDir, "window.webm");
  const pcmPath = path.join(input.outputDir, "window.s16le");
  await writeFile(webmPath, Buffer.concat([input.header, ...input.body]));
  const firstSample = Math.round(input.fromSeconds * SAMPLE_RATE);
  // first_pts counts samples at the rate aresample works at; Opus always decodes at 48 kHz.
  const firstOpusSample = Math.round((firstSample / SAMPLE_RATE) * OPUS_RATE);
  await runFfmpeg(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    "-copyts",
    "-fflags",
    "+discardcorrupt",
    "-i",
    webmPath,
    "-map",
    "0:a:0",
    "-af",
    `aresample=${OPUS_RATE}:async=1:first_pts=${firstOpusSample}`,
    "-ac",
    "1",
    "-ar",
    String(SAMPLE_RATE),
    "-c:a",
    "pcm_s16le",
    "-f",
    "s16le",
    pcmPath,
  ]).catch((error: unknown) => {
    throw error instanceof MediaToolError && error.code === "failed"
      ? new MediaToolError("invalid-input", "The recording's audio so far could not be decoded", error.stderrTail, {
          cause: error,
        })
      : error;
  });
  const bytes = (await stat(pcmPath)).size;
  return { pcmPath, startSeconds: firstSample / SAMPLE_RATE, endSeconds: (firstSample + bytes / 2) / SAMPLE_RATE };
}
