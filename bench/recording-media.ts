import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { runFfmpeg } from "../src/server/plugins/media/ffmpeg";
import { bundledFfmpegPath } from "../src/server/plugins/media/bundled-ffmpeg";

// Decodable recordings for the finalize figure, made once with the bundled ffmpeg and cached in
// the temp directory: VP8 + Opus at about 1.5 Mbps in WebM's live mode (no duration, no cues),
// as MediaRecorder writes. Noise keeps the encoder at its bitrate on a synthetic picture.

const VERSION = 1;

export async function benchWebm(minutes: number): Promise<string> {
  const directory = path.join(os.tmpdir(), "onetake-bench-media");
  await fs.mkdir(directory, { recursive: true });
  const file = path.join(directory, `testsrc-${minutes}min-v${VERSION}.webm`);
  if (
    await fs.stat(file).then(
      (stat) => stat.size > 0,
      () => false,
    )
  )
    return file;
  const partial = `${file}.${process.pid}.partial`;
  console.log(`Encoding ${minutes} min of test media once (cached in ${directory}) ...`);
  await runFfmpeg({ path: process.env.FFMPEG_PATH ?? bundledFfmpegPath(), timeoutMs: 30 * 60_000 }, [
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=640x360:rate=30",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440",
    "-t",
    String(minutes * 60),
    "-vf",
    "noise=alls=20:allf=t",
    "-c:v",
    "libvpx",
    "-deadline",
    "realtime",
    "-cpu-used",
    "8",
    "-b:v",
    "1400k",
    "-minrate",
    "1400k",
    "-maxrate",
    "1400k",
    "-c:a",
    "libopus",
    "-b:a",
    "64k",
    "-live",
    "1",
    "-f",
    "webm",
    partial,
  ]);
  await fs.rename(partial, file);
  return file;
}

/** Raw byte slices of one WebM, about a second each: what MediaRecorder's timeslice hands over. */
export function sliceBySeconds(bytes: Buffer<ArrayBuffer>, seconds: number): Buffer<ArrayBuffer>[] {
  const size = Math.ceil(bytes.length / seconds);
  const chunks: Buffer<ArrayBuffer>[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return chunks;
}
