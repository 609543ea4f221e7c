import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundledFfmpegPath } from "./bundled-ffmpeg";
import { type Ffmpeg, runFfmpeg } from "./ffmpeg";
import { makeRawWebm } from "../../testing/media/test-media";
import {
  type ClusterHit,
  initialClusterScanState,
  readTimecodeScale,
  scanClusterChunks,
  scanClusters,
} from "./webm-clusters";

const ffmpeg: Ffmpeg = { path: bundledFfmpegPath(), timeoutMs: 60_000 };
const CLUSTER_MS = 2000;

let dir: string;
/** MediaRecorder-shaped WebM (live: unknown Segment size, no cues), a cluster every 2 s. */
let file: Uint8Array;
let truth: ReferenceCluster[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "onetake-webm-clusters-"));
  const webm = path.join(dir, "recording.webm");
  await makeRawWebm(ffmpeg, webm, {
    seconds: 12,
    width: 160,
    height: 120,
    hz: 300,
    rising: true,
    clusterMilliseconds: CLUSTER_MS,
  });
  file = new Uint8Array(await readFile(webm));
  truth = referenceClusters(file);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface ReferenceCluster {
  offset: number;
  ticks: number;
  /** Where its Timecode element's value ends: the head the scanner must read. */
  headEnd: number;
  /** Where its block data starts and ends (for planting false IDs). */
  dataStart: number;
  end: number;
}

/**
 * An independent reading of the file: it walks the element tree by sizes instead of searching
 * bytes, and ends an unknown-sized Cluster where an element that cannot be its child starts.
 */
function referenceClusters(bytes: Uint8Array): ReferenceCluster[] {
  const clusterChildren = new Set([0xe7, 0xa3, 0xa0, 0xab, 0xa7, 0xec, 0xbf]);
  const readId = (at: number) => {
    const length = Math.clz32(bytes[at] ?? 0) - 23;
    let id = 0;
    for (let index = 0; index < length; index++) id = id * 256 + (bytes[at + index] ?? 0);
    return { id, length };
  };
  const readSize = (at: number) => {
    const first = bytes[at] ?? 0;
    const length = Math.clz32(first) - 23;
    let value = first & (0xff >> length);
    let unknown = value === 0xff >> length;
    for (let index = 1; index < length; index++) {
      value = value * 256 + (bytes[at + index] ?? 0);
      unknown &&= bytes[at + index] === 0xff;
    }
    return { value: unknown ? null : value, length };
  };
  const element = (at: number) => {
    const id = readId(at);
    const size = readSize(at + id.length);
    return { id: id.id, size: size.value, dataStart: at + id.length + size.length };
  };

  const clusters: ReferenceCluster[] = [];
  let cursor = 0;
  while (cursor < bytes.length) {
    const top = element(cursor);
    if (top.id === 0x18538067) {
      cursor = top.dataStart;
      continue;
    }
    if (top.id !== 0x1f43b675) {
      if (top.size === null) throw new Error(`unknown size at ${cursor}`);
      cursor = top.dataStart + top.size;
      continue;
    }
    const timecode = element(top.dataStart);
    if (timecode.id !== 0xe7 || timecode.size === null) throw new Error(`no Timecode at ${cursor}`);
    let ticks = 0;
    for (let index = 0; index < timecode.size; index++) ticks = ticks * 256 + (bytes[timecode.dataStart + index] ?? 0);
    const headEnd = timecode.dataStart + timecode.size;
    let end = top.size === null ? headEnd : top.dataStart + top.size;
    if (top.size === null) {
      while (end < bytes.length && clusterChildren.has(element(end).id)) {
        const child = element(end);
        end = child.dataStart + (child.size ?? 0);
      }
    }
    clusters.push({ offset: cursor, ticks, headEnd, dataStart: headEnd, end });
    cursor = end;
  }
  return clusters;
}

function chunksOf(bytes: Uint8Array, size: number): { seq: number; bytes: Uint8Array }[] {
  const chunks = [];
  for (let start = 0, seq = 0; start < bytes.length; start += size, seq++) {
    chunks.push({ seq, bytes: bytes.subarray(start, start + size) });
  }
  return chunks;
}

/** Cuts the file at the given offsets. */
function cutAt(bytes: Uint8Array, cuts: number[]): { seq: number; bytes: Uint8Array }[] {
  const bounds = [0, ...cuts, bytes.length];
  return bounds.slice(1).map((end, seq) => ({ seq, bytes: bytes.subarray(bounds[seq] ?? 0, end) }));
}

const asTruth = (clusters: readonly ReferenceCluster[], msPerTick = 1) =>
  clusters.map((cluster) => ({ streamOffset: cluster.offset, timecodeMs: cluster.ticks * msPerTick }));
const found = (hits: readonly ClusterHit[]) =>
  hits.map(({ streamOffset, timecodeMs }) => ({ streamOffset, timecodeMs }));

describe("scanClusters", () => {
  it("reads a file ffmpeg cut into 2-second clusters (the reference is sound)", () => {
    expect(truth.length).toBeGreaterThanOrEqual(6);
    expect(truth[0]?.ticks).toBe(0);
    for (const [index, cluster] of truth.entries()) {
      if (index === 0) continue;
      const gap = cluster.ticks - (truth[index - 1]?.ticks ?? 0);
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThanOrEqual(CLUSTER_MS + 100);
    }
    expect(truth.at(-1)?.end).toBe(file.length);
  });

  it.each([1, 7, 4096, 64 * 1024, Number.MAX_SAFE_INTEGER])(
    "finds every cluster once, where its ID starts, in %i-byte chunks",
    (size) => {
      const chunks = chunksOf(file, size);
      const { clusters, state } = scanClusterChunks(chunks);
      expect(found(clusters)).toEqual(asTruth(truth));
      for (const hit of clusters) {
        expect(hit.seq * Math.min(size, file.length) + hit.offset).toBe(hit.streamOffset);
        expect(hit.offset).toBeLessThan(chunks[hit.seq]?.bytes.length ?? 0);
      }
      expect(state.headerBytes).toBe(truth[0]?.offset);
      expect(state.position).toBe(file.length);
      expect(state.headerPrefix).toEqual([]);
      expect(state.tail.length).toBeLessThanOrEqual(29);
    },
  );

  it("finds a cluster head cut in two at any byte exactly once, in the chunk its ID starts in", () => {
    for (const cluster of truth) {
      for (let cut = cluster.offset - 1; cut <= cluster.headEnd + 1; cut++) {
        const chunks = cutAt(file, [cut]);
        const { clusters } = scanClusterChunks(chunks);
        expect(found(clusters), `cut at ${cut}`).toEqual(asTruth(truth));
        const hit = clusters.find((each) => each.streamOffset === cluster.offset);
        expect(hit).toEqual({
          seq: cut > cluster.offset ? 0 : 1,
          offset: cut > cluster.offset ? cluster.offset : cluster.offset - cut,
          streamOffset: cluster.offset,
          timecodeMs: cluster.ticks,
        });
      }
    }
  });

  it("finds a cluster head cut in three anywhere, carrying it over a chunk in between", () => {
    for (const cluster of [truth[1], truth.at(-1)]) {
      if (!cluster) throw new Error("too few clusters");
      for (let first = cluster.offset; first <= cluster.headEnd; first++) {
        for (let second = first + 1; second <= cluster.headEnd + 1; second++) {
          const { clusters } = scanClusterChunks(cutAt(file, [first, second]));
          expect(found(clusters), `cuts at ${first}, ${second}`).toEqual(asTruth(truth));
        }
      }
    }
  });

  it("gives the same clusters and state whether a run is scanned at once or call by call", () => {
    const chunks = chunksOf(file, 7);
    const whole = scanClusterChunks(chunks);
    let state = initialClusterScanState();
    const clusters: ClusterHit[] = [];
    for (const chunk of chunks) {
      // The state survives a JSON round trip, as it will between task runs.
      const scan = scanClusters(chunk.bytes, chunk.seq, JSON.parse(JSON.stringify(state)) as typeof state);
      clusters.push(...scan.clusters);
      state = scan.state;
    }
    expect(clusters).toEqual(whole.clusters);
    expect(state).toEqual(whole.state);
  });

  it("reads clusters of unknown size, as Chrome writes them", () => {
    const patched = file.slice();
    for (const cluster of truth) {
      // ffmpeg writes an 8-byte size; the same 8 bytes can say "unknown".
      expect(patched[cluster.offset + 4]).toBe(0x01);
      patched.fill(0xff, cluster.offset + 5, cluster.offset + 12);
    }
    const reference = referenceClusters(patched);
    expect(reference.map((cluster) => cluster.end)).toEqual(truth.map((cluster) => cluster.end));
    for (const size of [1, 7, 64 * 1024]) {
      expect(found(scanClusterChunks(chunksOf(patched, size)).clusters)).toEqual(asTruth(truth));
    }
  });

  it("ignores a Cluster ID in payload bytes unless a whole cluster head follows it", () => {
    const fakes = [
      [0x1f, 0x43, 0xb6, 0x75, 0x00, 0xe7, 0x81, 0x05], // no size VINT
      [0x1f, 0x43, 0xb6, 0x75, 0xff, 0xa3, 0x81, 0x05], // a size, then no Timecode
      [0x1f, 0x43, 0xb6, 0x75, 0xff, 0xe7, 0x80, 0x05], // a Timecode of 0 bytes
      [0x1f, 0x43, 0xb6, 0x75, 0xff, 0xe7, 0x89, 0x05], // a Timecode of 9 bytes
      [0x1f, 0x43, 0xb6, 0x75, 0xff, 0xe7, 0xff, 0x05], // a Timecode of unknown size
      [0x1f, 0x43, 0xb6, 0x75, 0x00, ...Array<number>(7).fill(0xff), 0xe7, 0x81, 0x05], // a size VINT longer than 8 bytes
      [0x1f, 0x43, 0xb6, 0x75, 0x82, 0xe7, 0x81, 0x05], // a Cluster too small for its Timecode
      [0x1f, 0x43, 0xb6, 0x75, 0x1f, 0x43, 0xb6, 0x75], // an ID right after an ID
    ];
    const withFakes = file.slice();
    const target = truth[2];
    if (!target) throw new Error("too few clusters");
    fakes.forEach((fake, index) => withFakes.set(fake, target.dataStart + 500 + index * 97));
    // The block payloads changed, the element tree did not.
    expect(referenceClusters(withFakes)).toEqual(truth);
    for (const size of [1, 7, 64 * 1024]) {
      expect(found(scanClusterChunks(chunksOf(withFakes, size)).clusters)).toEqual(asTruth(truth));
    }

    // A payload holding a whole valid head is counted: the limit of a byte search.
    const whole = file.slice();
    whole.set([0x1f, 0x43, 0xb6, 0x75, 0xff, 0xe7, 0x81, 0x05], target.dataStart + 500);
    const counted = scanClusterChunks(chunksOf(whole, 7)).clusters;
    expect(counted.map((hit) => hit.streamOffset)).toContain(target.dataStart + 500);
  });

  it("applies a TimecodeScale other than 1 ms that the header's Info states", () => {
    const halved = file.slice();
    const headerBytes = truth[0]?.offset ?? 0;
    const scaleAt = indexOfBytes(halved.subarray(0, headerBytes), [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]);
    expect(scaleAt).toBeGreaterThan(0);
    halved.set([0x07, 0xa1, 0x20], scaleAt + 4); // 500,000 ns
    expect(readTimecodeScale(file.subarray(0, headerBytes))).toBe(1_000_000);
    expect(readTimecodeScale(halved.subarray(0, headerBytes))).toBe(500_000);
    for (const size of [1, 64 * 1024]) {
      const { clusters, state } = scanClusterChunks(chunksOf(halved, size));
      expect(found(clusters)).toEqual(asTruth(truth, 0.5));
      expect(state.timecodeScaleNs).toBe(500_000);
    }
  });

  it("reports nothing for a stream with no cluster yet, and keeps the header for the scale", () => {
    const headerBytes = truth[0]?.offset ?? 0;
    const { clusters, state } = scanClusterChunks(chunksOf(file.subarray(0, headerBytes + 3), 5));
    expect(clusters).toEqual([]);
    expect(state.headerBytes).toBeNull();
    expect(state.headerPrefix).toHaveLength(headerBytes + 3);
  });
});

function indexOfBytes(haystack: Uint8Array, needle: readonly number[]): number {
  outer: for (let at = 0; at + needle.length <= haystack.length; at++) {
    for (const [index, byte] of needle.entries()) if (haystack[at + index] !== byte) continue outer;
    return at;
  }
  return -1;
}

interface Packet {
  pts: number;
  size: number;
  crc: string;
}

/** The audio packets ffmpeg demuxes, with the input's own timestamps (-copyts, stream time base 1 ms). */
async function audioPackets(inputPath: string): Promise<Packet[]> {
  const { stdout } = await runFfmpeg({ ...ffmpeg, timeoutMs: 60_000 }, [
    "-loglevel",
    "error",
    "-copyts",
    "-i",
    inputPath,
    "-map",
    "0:a:0",
    "-c",
    "copy",
    "-f",
    "framecrc",
    "-",
  ]);
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("0,"))
    .map((line) => line.split(",").map((field) => field.trim()))
    .map(([, , pts = "", , size = "", crc = ""]) => ({ pts: Number(pts), size: Number(size), crc }));
}

/** The window decode the plan specifies: absolute times kept, trimmed at the cursor, 16 kHz mono. */
async function decodeFrom(inputPath: string, cursorSeconds: number): Promise<Int16Array> {
  const output = `${inputPath}.pcm`;
  await runFfmpeg(ffmpeg, [
    "-loglevel",
    "error",
    "-y",
    "-copyts",
    "-fflags",
    "+discardcorrupt",
    "-i",
    inputPath,
    "-map",
    "0:a:0",
    "-af",
    `atrim=start=${cursorSeconds},asetpts=PTS-STARTPTS`,
    "-ac",
    "1",
    "-ar",
    "16000",
    "-c:a",
    "pcm_s16le",
    "-f",
    "s16le",
    output,
  ]);
  const bytes = await readFile(output);
  return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
}

/** The lag (in samples) at which `window` matches `whole` best over `length` samples from `from`. */
function bestLag(whole: Int16Array, window: Int16Array, from: number, length: number) {
  let best = { lag: Number.NaN, correlation: -Infinity };
  for (let lag = -64; lag <= 64; lag++) {
    let [ab, aa, bb] = [0, 0, 0];
    for (let index = from; index < from + length; index++) {
      const [a, b] = [whole[index + lag] ?? 0, window[index] ?? 0];
      ab += a * b;
      aa += a * a;
      bb += b * b;
    }
    const correlation = ab / Math.sqrt(aa * bb);
    if (correlation > best.correlation) best = { lag, correlation };
  }
  return best;
}

describe("a window cut at a found cluster", () => {
  /** What the windowed decoder will write: the header bytes, then the chunks from the cluster on. */
  function windowBytes(
    chunks: { seq: number; bytes: Uint8Array }[],
    hit: ClusterHit,
    headerBytes: number,
    upTo = Infinity,
  ) {
    const stream = Buffer.concat(chunks.map((chunk) => chunk.bytes));
    const from = chunks.slice(0, hit.seq).reduce((sum, chunk) => sum + chunk.bytes.length, 0) + hit.offset;
    return Buffer.concat([stream.subarray(0, headerBytes), stream.subarray(from, upTo)]);
  }

  it("demuxes with the whole recording's timestamps, from the cluster's timecode on", async () => {
    const wholePath = path.join(dir, "recording.webm");
    const wholePackets = await audioPackets(wholePath);
    const chunks = chunksOf(file, 64 * 1024);
    const { clusters, state } = scanClusterChunks(chunks);
    const headerBytes = state.headerBytes ?? 0;
    for (const hit of clusters.slice(1)) {
      const windowPath = path.join(dir, `window-${hit.seq}-${hit.offset}.webm`);
      await writeFile(windowPath, windowBytes(chunks, hit, headerBytes));
      const packets = await audioPackets(windowPath);
      const first = packets[0];
      if (!first) throw new Error(`no audio packet in the window at ${hit.timecodeMs} ms`);
      // ffmpeg moves Opus back by its codec delay (312 samples: 7 ms), the whole file's too.
      expect(first.pts).toBeGreaterThanOrEqual(hit.timecodeMs - 7);
      expect(first.pts).toBeLessThan(hit.timecodeMs + 20);
      const start = wholePackets.findIndex((packet) => packet.pts === first.pts);
      expect(start).toBeGreaterThan(0);
      expect(packets).toEqual(wholePackets.slice(start));
    }
  }, 60_000);

  it("decodes, cut off mid-cluster as the newest chunk leaves it, in step with the whole recording", async () => {
    const chunks = chunksOf(file, 64 * 1024);
    const { clusters, state } = scanClusterChunks(chunks);
    const hit = clusters[2];
    if (!hit) throw new Error("too few clusters");
    const cursorSeconds = hit.timecodeMs / 1000 + 0.5;
    // Ends at a chunk boundary inside a later cluster, as the held chunks do while recording.
    const endsAt = Math.ceil((hit.streamOffset + 1) / (64 * 1024)) * 64 * 1024 + 64 * 1024;
    expect(clusters.some((each) => each.streamOffset < endsAt && each.streamOffset > hit.streamOffset)).toBe(true);
    const windowPath = path.join(dir, "window-cut.webm");
    await writeFile(windowPath, windowBytes(chunks, hit, state.headerBytes ?? 0, endsAt));

    const whole = await decodeFrom(path.join(dir, "recording.webm"), cursorSeconds);
    const window = await decodeFrom(windowPath, cursorSeconds);
    expect(window.length).toBeGreaterThan(16_000);
    // One 16 kHz sample is 1/16 ms; the window starts within 2 ms of the same audio in the whole.
    const match = bestLag(whole, window, 1600, Math.min(window.length, whole.length) - 1700);
    expect(match.correlation).toBeGreaterThan(0.99);
    expect(Math.abs(match.lag)).toBeLessThanOrEqual(32);
  }, 60_000);
});
