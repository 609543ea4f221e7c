import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MIN_RECORDING_CHUNK_BYTES } from "@shared/interviews/recording-contracts";
import { sha256Hex } from "../upload/chunk";
import type { NewChunk } from "../upload/upload-queue";
import { SegmentRecorder } from "./segment-recorder";

/** MediaRecorder as the page sees it: the test hands it pieces, and stop emits the last one, then "stop". */
class FakeMediaRecorder extends EventTarget {
  static latest: FakeMediaRecorder | null = null;
  state: RecordingState = "inactive";
  readonly mimeType = "video/webm;codecs=vp9,opus";
  finalPiece = new Blob([]);
  constructor() {
    super();
    FakeMediaRecorder.latest = this;
  }
  start() {
    this.state = "recording";
    queueMicrotask(() => this.dispatchEvent(new Event("start")));
  }
  stop() {
    this.state = "inactive";
    this.give(this.finalPiece);
    queueMicrotask(() => this.dispatchEvent(new Event("stop")));
  }
  give(data: Blob) {
    this.dispatchEvent(Object.assign(new Event("dataavailable"), { data }));
  }
}

const piece = (size: number) => new Blob([new Uint8Array(size).fill(size % 251)], { type: "video/webm" });
const KIB = 1024;

describe("the segment recorder's chunks (decision 0076)", () => {
  beforeEach(() => vi.stubGlobal("MediaRecorder", FakeMediaRecorder));
  afterEach(() => vi.unstubAllGlobals());

  async function recording() {
    const queued: NewChunk[] = [];
    const noted: { seq: number; sha256: string }[] = [];
    const recorder = new SegmentRecorder({
      stream: {} as MediaStream,
      sessionId: "session",
      segment: 0,
      mimeType: "video/webm;codecs=vp9,opus",
      queue: { enqueue: async (chunk) => void queued.push(chunk) },
      onChunk: ({ seq, sha256 }) => noted.push({ seq, sha256 }),
    });
    await recorder.start();
    const media = FakeMediaRecorder.latest!;
    return { recorder, media, queued, noted };
  }

  it("sends no chunk under the floor but the last: small pieces go joined, the rest when it stops", async () => {
    const { recorder, media, queued, noted } = await recording();
    media.give(piece(40 * KIB));
    media.give(piece(6 * KIB));
    // Held: a question marked now begins in the chunk those bytes go out in.
    expect(recorder.nextSeq).toBe(1);
    media.give(piece(0));
    media.give(piece(7 * KIB));
    media.give(piece(9 * KIB));
    media.give(piece(3 * KIB));
    expect(recorder.nextSeq).toBe(2);
    media.finalPiece = piece(2 * KIB);
    await recorder.stop();

    expect(queued.map((chunk) => [chunk.seq, (chunk.bytes as Blob).size])).toEqual([
      [0, 40 * KIB],
      [1, 22 * KIB],
      [2, 5 * KIB],
    ]);
    expect(queued.slice(0, -1).every((chunk) => (chunk.bytes as Blob).size >= MIN_RECORDING_CHUNK_BYTES)).toBe(true);
    // The notes (and so the finish manifest) list the chunks actually sent, by their own checksums.
    expect(noted).toEqual(
      await Promise.all(queued.map(async (chunk) => ({ seq: chunk.seq, sha256: await sha256Hex(chunk.bytes) }))),
    );
  });

  it("resolves firstBytes with the first piece that holds bytes, even one too small to send yet", async () => {
    const { recorder, media, queued } = await recording();
    let gotBytes = false;
    void recorder.firstBytes.then(() => (gotBytes = true));
    media.give(piece(0));
    await Promise.resolve();
    expect(gotBytes).toBe(false);
    media.give(piece(KIB));
    await Promise.resolve();
    expect(gotBytes).toBe(true);
    // Hashing and queueing take a few turns; the held piece is not sent meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queued).toEqual([]);
    await recorder.stop();
    expect(queued.map((chunk) => chunk.seq)).toEqual([0]);
  });
});
