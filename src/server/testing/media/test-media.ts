import { type Ffmpeg, runFfmpeg } from "../../plugins/media/ffmpeg";

/** What a test recording holds; small and fast to encode, yet wider than the poster. */
export interface TestRecording {
  seconds: number;
  width?: number;
  height?: number;
  /** Tone frequency, so joined segments differ audibly. */
  hz?: number;
  /**
   * A tone rising from `hz` instead of a steady one: no shift by whole periods looks like a
   * match, so a test can tell where in the recording some audio came from.
   */
  rising?: boolean;
  /** Start a new WebM Cluster at least this often (the muxer's default is about 5 s). */
  clusterMilliseconds?: number;
}

function sources({ seconds, width = 800, height = 450, hz = 440, rising = false }: TestRecording): string[] {
  return [
    "-f",
    "lavfi",
    "-i",
    `testsrc=size=${width}x${height}:rate=15`,
    "-f",
    "lavfi",
    "-i",
    rising ? `aevalsrc=0.5*sin(2*PI*(${hz}+40*t)*t):s=48000` : `sine=frequency=${hz}`,
    "-t",
    String(seconds),
  ];
}

/**
 * WebM shaped like MediaRecorder's (VP8 + Opus, no duration, no cues): the muxer's live
 * mode writes neither, as a browser streaming chunks cannot.
 */
export async function makeRawWebm(ffmpeg: Ffmpeg, outputPath: string, recording: TestRecording): Promise<void> {
  await runFfmpeg(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    ...sources(recording),
    "-c:v",
    "libvpx",
    "-deadline",
    "realtime",
    "-cpu-used",
    "8",
    "-b:v",
    "300k",
    "-c:a",
    "libopus",
    "-live",
    "1",
    ...(recording.clusterMilliseconds ? ["-cluster_time_limit", String(recording.clusterMilliseconds)] : []),
    "-f",
    "webm",
    outputPath,
  ]);
}

/** Fragmented MP4 (H.264 + AAC) with an empty moov, as Safari's MediaRecorder writes. */
export async function makeFragmentedMp4(ffmpeg: Ffmpeg, outputPath: string, recording: TestRecording): Promise<void> {
  await runFfmpeg(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    ...sources(recording),
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-movflags",
    "frag_keyframe+empty_moov+default_base_moof",
    "-f",
    "mp4",
    outputPath,
  ]);
}
