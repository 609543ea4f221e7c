import { MIN_RECORDING_CHUNK_BYTES } from "@shared/interviews/recording-contracts";
import { sha256Hex } from "../upload/chunk";
import type { UploadQueue } from "../upload/upload-queue";
import { ChunkJoiner, type JoinedChunk } from "./chunk-joiner";
import { AUDIO_BITS_PER_SECOND, CHUNK_TIMESLICE_MS, VIDEO_BITS_PER_SECOND } from "./recorder-settings";

export interface SegmentRecorderOptions {
  stream: MediaStream;
  sessionId: string;
  segment: number;
  /** "" lets the browser choose; the recorder's actual type is then read from MediaRecorder. */
  mimeType: string;
  queue: Pick<UploadQueue, "enqueue">;
  /** Each chunk's checksum, in seq order, as soon as it is known (before the upload). */
  onChunk: (chunk: { seq: number; sha256: string; mimeType: string }) => void;
  /** A chunk is in the queue's storage (browser storage, before the upload). */
  onStored?: (seq: number) => void;
  now?: () => number;
}

/**
 * One run of MediaRecorder: one segment. Each chunk (about a second) is hashed and put in the
 * upload queue, which keeps it in IndexedDB until the server acknowledges it. Chunks are
 * handled strictly in order, so seqs follow the recording even when hashing one takes longer.
 * A piece under the server's floor waits to go out with the next, or last (decision 0076).
 */
export class SegmentRecorder {
  private readonly recorder: MediaRecorder;
  private readonly now: () => number;
  private readonly joiner: ChunkJoiner;
  private chain: Promise<void> = Promise.resolve();
  private startedAt: number | null = null;
  private stoppedAt: number | null = null;
  private failure: unknown = null;
  readonly started: Promise<void>;
  /** Resolves with the first chunk that holds any bytes; some encoders only ever give empty ones. */
  readonly firstBytes: Promise<void>;
  private gotBytes: () => void = () => undefined;
  private readonly stopped: Promise<void>;

  constructor(private readonly options: SegmentRecorderOptions) {
    this.now = options.now ?? (() => performance.now());
    this.joiner = new ChunkJoiner(MIN_RECORDING_CHUNK_BYTES);
    this.recorder = new MediaRecorder(options.stream, {
      ...(options.mimeType ? { mimeType: options.mimeType } : {}),
      videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    this.recorder.addEventListener("dataavailable", (event) => this.take(event.data));
    this.started = new Promise((resolve, reject) => {
      this.recorder.addEventListener("start", () => {
        this.startedAt = this.now();
        resolve();
      });
      this.recorder.addEventListener("error", (event) => reject(new Error(`MediaRecorder failed: ${String(event)}`)));
    });
    this.firstBytes = new Promise((resolve) => (this.gotBytes = resolve));
    this.stopped = new Promise((resolve) =>
      this.recorder.addEventListener("stop", () => {
        this.stoppedAt = this.now();
        // What was held back is the segment's last chunk, however small.
        const last = this.joiner.end();
        if (last) this.send(last);
        resolve();
      }),
    );
  }

  get mimeType(): string {
    return this.recorder.mimeType || this.options.mimeType;
  }

  start(): Promise<void> {
    this.recorder.start(CHUNK_TIMESLICE_MS);
    return this.started;
  }

  /** The seq the next chunk with bytes will get (the held piece's, while one is held). */
  get nextSeq(): number {
    return this.joiner.nextSeq;
  }

  /** Seconds since the recording started (what a question mark's offset measures). */
  elapsedSeconds(): number {
    if (this.startedAt === null) return 0;
    return ((this.stoppedAt ?? this.now()) - this.startedAt) / 1000;
  }

  /** Stops, then resolves once the last chunk is in the queue's storage; answers the segment's length in ms. */
  async stop(): Promise<number> {
    if (this.recorder.state !== "inactive") this.recorder.stop();
    await this.stopped;
    await this.chain;
    if (this.failure) throw this.failure;
    return this.startedAt === null || this.stoppedAt === null ? 0 : this.stoppedAt - this.startedAt;
  }

  private take(data: Blob): void {
    // Safari may emit empty chunks for a short timeslice: they hold nothing to keep.
    if (data.size === 0) return;
    this.gotBytes();
    // Numbered as they go out, so a question mark knows which chunk is the first of its answer.
    const chunk = this.joiner.push(data);
    if (chunk) this.send(chunk);
  }

  private send({ seq, bytes: data }: JoinedChunk): void {
    this.chain = this.chain.then(async () => {
      if (this.failure) return;
      try {
        const sha256 = await sha256Hex(data);
        this.options.onChunk({ seq, sha256, mimeType: this.mimeType });
        await this.options.queue.enqueue({
          sessionId: this.options.sessionId,
          segment: this.options.segment,
          seq,
          bytes: data,
        });
        this.options.onStored?.(seq);
      } catch (error) {
        this.failure = error;
      }
    });
  }
}
