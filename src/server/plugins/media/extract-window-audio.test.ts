import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledFfmpegPath } from "./bundled-ffmpeg";
import { extractWindowAudio } from "./extract-window-audio";
import { type Ffmpeg, runFfmpeg } from "./ffmpeg";
import { makeRawWebm } from "../../testing/media/test-media";
import { scanClusterChunks, type ClusterHit } from "./webm-clusters";

const ffmpeg: Ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 60_000 };
const CHUNK = 64 * 1024;

let dir: string;
let stream: Buffer;
let chunks: { seq: number; bytes: Uint8Array }[];
let clusters: ClusterHit[];
let header: Uint8Array;
/** The whole recording's audio, 16 kHz mono, from its start. */
let whole: Int16Array;

async function pcm(file: string): Promise<Int16Array> {
  const bytes = await readFile(file);
  return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "onetake-window-audio-"));
  const webm = path.join(dir, "recording.webm");
  await makeRawWebm(ffmpeg, webm, {
    seconds: 12,
    width: 160,
    height: 120,
    hz: 300,
    rising: true,
    clusterMilliseconds: 2000,
  });
  stream = await readFile(webm);
  chunks = Array.from({ length: Math.ceil(stream.length / CHUNK) }, (_, seq) => ({
    seq,
    bytes: stream.subarray(seq * CHUNK, (seq + 1) * CHUNK),
  }));
  const scan = scanClusterChunks(chunks);
  clusters = scan.clusters;
  header = stream.subarray(0, scan.state.headerBytes ?? 0);
  const wholePath = path.join(dir, "whole.s16le");
  await runFfmpeg(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    "-copyts",
    "-i",
    webm,
    "-map",
    "0:a:0",
    "-af",
    "aresample=16000:async=1:first_pts=0",
    "-ac",
    "1",
    "-c:a",
    "pcm_s16le",
    "-f",
    "s16le",
    wholePath,
  ]);
  whole = await pcm(wholePath);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** How closely `window` (from sample `at` of the whole) matches the whole there, and at which lag. */
function matchAt(window: Int16Array, at: number, from: number, length: number) {
  let best = { lag: Number.NaN, correlation: -Infinity };
  for (let lag = -48; lag <= 48; lag++) {
    let [ab, aa, bb] = [0, 0, 0];
    for (let index = from; index < from + length; index++) {
      const [a, b] = [whole[at + index + lag] ?? 0, window[index] ?? 0];
      ab += a * b;
      aa += a * a;
      bb += b * b;
    }
    const correlation = ab / Math.sqrt(aa * bb);
    if (correlation > best.correlation) best = { lag, correlation };
  }
  return best;
}

/** The held bytes from stream offset `from` through the end of chunk `lastSeq`. */
const bodyFrom = (from: number, lastSeq: number) => [stream.subarray(from, (lastSeq + 1) * CHUNK)];

describe("extractWindowAudio", () => {
  it("decodes from the cursor, reading from a cluster before it, in step with the whole recording", async () => {
    const cluster = clusters[2]!;
    const fromSeconds = cluster.timecodeMs / 1000 + 0.5;
    const lastSeq = Math.floor(clusters[4]!.streamOffset / CHUNK); // cut off inside a later cluster
    const outputDir = await mkdtemp(path.join(dir, "window-"));
    const audio = await extractWindowAudio(ffmpeg, {
      header,
      body: bodyFrom(cluster.streamOffset, lastSeq),
      fromSeconds,
      outputDir,
    });
    expect(audio.startSeconds).toBeCloseTo(fromSeconds, 4);
    expect(audio.endSeconds - audio.startSeconds).toBeGreaterThan(2);
    const window = await pcm(audio.pcmPath);
    expect(window.length).toBe(Math.round((audio.endSeconds - audio.startSeconds) * 16_000));
    const match = matchAt(window, Math.round(fromSeconds * 16_000), 800, 16_000);
    expect(match.correlation).toBeGreaterThan(0.99);
    // Within 2 ms (32 samples) of where the same audio is in the whole recording.
    expect(Math.abs(match.lag)).toBeLessThanOrEqual(32);
  }, 60_000);

  it("keeps the cursor's time when the bytes do not start at a real cluster: the gap is silence", async () => {
    // A false find: bytes from the middle of cluster 2, so ffmpeg can only start at cluster 3.
    const [falseCluster, next] = [clusters[2]!, clusters[3]!];
    const fromSeconds = falseCluster.timecodeMs / 1000 + 0.2;
    const outputDir = await mkdtemp(path.join(dir, "window-"));
    const audio = await extractWindowAudio(ffmpeg, {
      header,
      body: bodyFrom(falseCluster.streamOffset + 4000, Math.floor(clusters[5]!.streamOffset / CHUNK)),
      fromSeconds,
      outputDir,
    });
    expect(audio.startSeconds).toBeCloseTo(fromSeconds, 4);
    const window = await pcm(audio.pcmPath);
    const gap = Math.round((next.timecodeMs / 1000 - fromSeconds) * 16_000);
    // Before the next real cluster: nothing (it was not decodable), not later audio moved earlier.
    const loudestBefore = window.subarray(0, gap - 400).reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(loudestBefore).toBeLessThan(50);
    // From it on: the audio that is there in the whole recording.
    const match = matchAt(window, Math.round(fromSeconds * 16_000), gap + 800, 16_000);
    expect(match.correlation).toBeGreaterThan(0.99);
    expect(Math.abs(match.lag)).toBeLessThanOrEqual(32);
  }, 60_000);
});
