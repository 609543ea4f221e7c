import { type ChunkKey, type StoredChunk, byteLength, chunkKeyString, compareChunks, sha256Hex } from "./chunk";
import type { ChunkStore } from "./chunk-store";
import type { Connectivity } from "./connectivity";
import { FlushWaiters } from "./flush-waiters";
import {
  type BackoffPolicy,
  type ChunkPut,
  type ChunkTransport,
  PutInterrupted,
  backoffDelay,
  defaultBackoff,
  putChunk,
} from "./put-chunk";
import { PermanentUploadError, type RetryableUploadError, toUploadError } from "./upload-errors";
import { type UploadQueueState, deriveNotice, deriveSaveState } from "./upload-state";

export interface UploadQueueOptions {
  store: ChunkStore;
  transport: ChunkTransport;
  connectivity: Connectivity;
  /** Puts in flight at once. */
  parallelism?: number;
  /** A put with no progress for this long is aborted and retried. */
  stallTimeoutMs?: number;
  backoff?: BackoffPolicy;
  random?: () => number;
  now?: () => number;
  /** Storage trouble that does not stop the queue (a failed delete, an unreadable leftover list). */
  onStorageError?: (error: unknown) => void;
}

export interface NewChunk {
  sessionId: string;
  segment: number;
  seq: number;
  bytes: Blob | ArrayBuffer;
}

interface Entry {
  key: string;
  chunkKey: ChunkKey;
  size: number;
  createdAt: number;
  /** Leftovers get -1, so a flush always waits for them; new chunks count up in enqueue-call order. */
  order: number;
  status: "waiting" | "putting" | "backoff" | "acknowledged" | "failed";
  attempt?: ChunkPut;
}

/**
 * Stores each chunk in browser storage, then uploads it; deletes it from storage only after the server
 * acknowledges it. Leftovers from an earlier page load upload before anything new. Puts run with bounded
 * parallelism, in recording order (acknowledgements may arrive out of order: the endpoint is keyed by seq).
 * A retryable failure pauses the whole queue for an exponential backoff with jitter (the cause is almost always
 * the network or the server, not the chunk), then puts again in order; offline pauses everything without a backoff;
 * a permanent error stops that session only, keeps its chunks stored, and rejects the flushes that need them.
 */
export class UploadQueue {
  /** Resolves once the leftovers from storage are queued. */
  readonly ready: Promise<void>;

  private readonly store: ChunkStore;
  private readonly transport: ChunkTransport;
  private readonly parallelism: number;
  private readonly stallTimeoutMs: number;
  private readonly backoff: BackoffPolicy;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly onStorageError: (error: unknown) => void;
  private readonly stopListening: () => void;

  /** Dispatch order: leftovers first, then chunks in enqueue order. */
  private entries: Entry[] = [];
  private readonly enqueuing = new Map<string, Promise<void>>();
  private readonly failures = new Map<string, PermanentUploadError>();
  private readonly waiters = new FlushWaiters();
  private readonly listeners = new Set<(state: UploadQueueState) => void>();
  /** Retryable failures since the last acknowledgement; drives the backoff. */
  private failureStreak = 0;
  /** The latest of those failures: a "storage-full" one is explained to the candidate. */
  private lastRetryable: RetryableUploadError | null = null;
  /** While set, nothing is put: a failing server or network is not hammered by every queued chunk. */
  private backoffTimer: ReturnType<typeof setTimeout> | undefined;
  private backoffUntil = 0;
  private nextOrder = 0;
  private inFlight = 0;
  private loaded = false;
  private closed = false;
  private online: boolean;
  private snapshot: UploadQueueState;

  constructor(options: UploadQueueOptions) {
    this.store = options.store;
    this.transport = options.transport;
    this.parallelism = Math.max(1, options.parallelism ?? 2);
    this.stallTimeoutMs = options.stallTimeoutMs ?? 20_000;
    this.backoff = options.backoff ?? defaultBackoff;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    const report = options.onStorageError ?? ((error: unknown) => console.error("Upload queue storage:", error));
    this.onStorageError = (error) => {
      try {
        report(error);
      } catch (thrown) {
        console.error("onStorageError threw:", thrown);
      }
    };
    this.online = options.connectivity.isOnline();
    this.stopListening = options.connectivity.subscribe((online) => this.setOnline(online));
    this.snapshot = this.computeState();
    this.ready = this.loadLeftovers();
  }

  /** Computes the checksum and stores the chunk; resolves once it is in browser storage, before any upload. */
  enqueue(input: NewChunk): Promise<void> {
    if (this.closed) return Promise.reject(new Error("The upload queue is closed."));
    const key = chunkKeyString(input);
    if (this.enqueuing.has(key) || this.entries.some((entry) => entry.key === key && entry.status !== "acknowledged")) {
      return Promise.reject(new Error(`Chunk ${key} is already queued.`));
    }
    const work = this.storeChunk(input, key, this.nextOrder++).finally(() => this.enqueuing.delete(key));
    this.enqueuing.set(key, work);
    return work;
  }

  /**
   * Resolves when every chunk enqueued before this call (and every leftover) is acknowledged.
   * Rejects with the PermanentUploadError of a session one of those chunks belongs to, or if an enqueue failed.
   * Waits through offline periods. With `sessionId`, only that session's chunks count, so Finish is not held
   * up (or failed) by an older session's leftovers.
   */
  async flush(scope: { sessionId?: string } = {}): Promise<void> {
    const mark = this.nextOrder;
    const storing = [...this.enqueuing.values()];
    await this.ready;
    await Promise.all(storing);
    if (this.closed) throw new Error("The upload queue is closed.");
    const needed = this.entries.filter(
      (entry) =>
        entry.order < mark &&
        entry.status !== "acknowledged" &&
        (scope.sessionId === undefined || entry.chunkKey.sessionId === scope.sessionId),
    );
    const failed = needed.find((entry) => this.failures.has(entry.chunkKey.sessionId));
    if (failed) throw this.failures.get(failed.chunkKey.sessionId);
    return this.waiters.wait(needed.map((entry) => entry.key));
  }

  /**
   * The chunks of a session this browser still holds for the server (being stored, waiting,
   * uploading or refused), as `chunkKeyString`s: what has not reached the server.
   */
  unacknowledged(sessionId: string): Set<string> {
    const ofSession = (key: string) => key.startsWith(`${sessionId}/`);
    const held = this.entries.filter((entry) => entry.status !== "acknowledged").map((entry) => entry.key);
    return new Set([...this.enqueuing.keys(), ...held].filter(ofSession));
  }

  getState(): UploadQueueState {
    return this.snapshot;
  }

  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (state: UploadQueueState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Forgets a session: its queued chunks are dropped from the queue and from storage, and its failure cleared.
   * For "start again" after a permanent failure or when the interview was continued elsewhere.
   */
  async discardSession(sessionId: string): Promise<void> {
    const dropped = this.entries.filter((entry) => entry.chunkKey.sessionId === sessionId);
    this.entries = this.entries.filter((entry) => entry.chunkKey.sessionId !== sessionId);
    this.failures.delete(sessionId);
    for (const entry of dropped) {
      entry.attempt?.interrupt("closed");
      entry.status = "failed";
    }
    this.waiters.fail((key) => key.startsWith(`${sessionId}/`), new Error(`Session ${sessionId} was discarded.`));
    const stored = await this.store.list();
    await Promise.all(stored.filter((chunk) => chunk.sessionId === sessionId).map((chunk) => this.store.delete(chunk)));
    this.changed();
    this.pump();
  }

  /** Stops uploading (chunks stay stored for the next queue) and rejects pending flushes. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopListening();
    clearTimeout(this.backoffTimer);
    for (const entry of this.entries) entry.attempt?.interrupt("closed");
    this.waiters.rejectAll(new Error("The upload queue is closed."));
    this.listeners.clear();
  }

  private async storeChunk(input: NewChunk, key: string, order: number): Promise<void> {
    const sha256 = await sha256Hex(input.bytes);
    const chunk: StoredChunk = { ...input, sha256, createdAt: this.now() };
    await this.ready;
    await this.store.put(chunk);
    if (this.closed) return; // Stored: the next queue on this store uploads it.
    const entry = this.newEntry(chunk, key, order);
    const before = this.entries.findIndex((other) => other.order > order);
    if (before === -1) this.entries.push(entry);
    else this.entries.splice(before, 0, entry);
    this.changed();
    this.pump();
  }

  private async loadLeftovers(): Promise<void> {
    try {
      const leftovers = (await this.store.list()).sort(compareChunks);
      this.entries = leftovers.map((chunk) => this.newEntry(chunk, chunkKeyString(chunk), -1));
    } catch (error) {
      // The leftovers stay in storage for the next page load; this interview must go on regardless.
      this.onStorageError(error);
    }
    this.loaded = true;
    this.changed();
    this.pump();
  }

  private newEntry(chunk: StoredChunk, key: string, order: number): Entry {
    const chunkKey = { sessionId: chunk.sessionId, segment: chunk.segment, seq: chunk.seq };
    const size = byteLength(chunk.bytes);
    return { key, chunkKey, size, createdAt: chunk.createdAt, order, status: "waiting" };
  }

  private pump(): void {
    if (this.closed || !this.loaded || !this.online || this.backoffTimer !== undefined) return;
    for (const entry of this.entries) {
      if (this.inFlight >= this.parallelism) return;
      if (entry.status === "waiting" && !this.failures.has(entry.chunkKey.sessionId)) void this.put(entry);
    }
  }

  private async put(entry: Entry): Promise<void> {
    entry.status = "putting";
    this.inFlight += 1;
    let outcome: "acknowledged" | "missing" | unknown;
    try {
      const chunk = await this.store.get(entry.chunkKey);
      if (!chunk) {
        outcome = "missing";
      } else if (!this.online) {
        outcome = new PutInterrupted("offline"); // went offline while reading the chunk
      } else {
        entry.attempt = putChunk(this.transport, chunk, this.stallTimeoutMs);
        outcome = await entry.attempt.result;
      }
    } catch (error) {
      outcome = error;
    } finally {
      entry.attempt = undefined;
      this.inFlight -= 1;
    }
    if (this.closed || entry.status !== "putting") return; // closed or discarded meanwhile
    if (outcome === "acknowledged" || outcome === "missing") await this.acknowledge(entry, outcome === "missing");
    else if (outcome instanceof PutInterrupted) entry.status = "waiting";
    else this.fail(entry, outcome);
    this.changed();
    this.pump();
  }

  private async acknowledge(entry: Entry, missing: boolean): Promise<void> {
    entry.status = "acknowledged";
    this.failureStreak = 0;
    this.lastRetryable = null;
    this.pump(); // the freed slot need not wait for the delete
    if (missing) {
      this.onStorageError(new Error(`Chunk ${entry.key} vanished from storage before it was sent.`));
    } else {
      try {
        await this.store.delete(entry.chunkKey);
      } catch (error) {
        // Acknowledged but still stored: the next page load puts it again, which the endpoint accepts as a replay.
        this.onStorageError(error);
      }
    }
    this.entries = this.entries.filter((other) => other !== entry);
    this.waiters.acknowledged(entry.key);
  }

  private fail(entry: Entry, thrown: unknown): void {
    const error = toUploadError(thrown);
    if (error instanceof PermanentUploadError) {
      entry.status = "failed";
      const sessionId = entry.chunkKey.sessionId;
      if (!this.failures.has(sessionId)) this.failures.set(sessionId, error);
      this.waiters.fail((key) => key.startsWith(`${sessionId}/`), error);
      return;
    }
    entry.status = "backoff";
    this.failureStreak += 1;
    this.lastRetryable = error;
    this.holdOff(Math.max(backoffDelay(this.failureStreak, this.backoff, this.random), error.retryAfterMs ?? 0));
  }

  /** Pauses all puts for `delay` ms, never shortening a pause already running. */
  private holdOff(delay: number): void {
    const until = this.now() + delay;
    if (this.backoffTimer !== undefined && until <= this.backoffUntil) return;
    clearTimeout(this.backoffTimer);
    this.backoffUntil = until;
    this.backoffTimer = setTimeout(() => this.endBackoff(), delay);
  }

  private endBackoff(): void {
    clearTimeout(this.backoffTimer);
    this.backoffTimer = undefined;
    for (const entry of this.entries) if (entry.status === "backoff") entry.status = "waiting";
    this.changed();
    this.pump();
  }

  private setOnline(online: boolean): void {
    if (online === this.online || this.closed) return;
    this.online = online;
    if (online) {
      // The failures were most likely the lost connection: start afresh now that it is back.
      this.failureStreak = 0;
      this.lastRetryable = null;
      this.endBackoff();
      return;
    }
    for (const entry of this.entries) entry.attempt?.interrupt("offline");
    this.changed();
  }

  private computeState(): UploadQueueState {
    const pending = this.entries.filter((entry) => entry.status !== "acknowledged");
    const oldest = pending.reduce<number | null>(
      (min, entry) => (min === null ? entry.createdAt : Math.min(min, entry.createdAt)),
      null,
    );
    const error = this.failures.values().next().value ?? null;
    return {
      pendingChunks: pending.length,
      pendingBytes: pending.reduce((sum, entry) => sum + entry.size, 0),
      retryingChunks: pending.filter((entry) => entry.status === "backoff").length,
      oldestPendingAgeMs: oldest === null ? 0 : Math.max(0, this.now() - oldest),
      oldestPendingSince: oldest,
      state: deriveSaveState({
        loaded: this.loaded,
        online: this.online,
        pendingChunks: pending.length,
        failed: error !== null,
      }),
      error,
      notice: deriveNotice({ error, retrying: pending.length > 0 ? this.lastRetryable : null }),
    };
  }

  private changed(): void {
    this.snapshot = this.computeState();
    for (const listener of this.listeners) {
      // A broken indicator must not stall the uploads.
      try {
        listener(this.snapshot);
      } catch (error) {
        console.error("Upload queue listener threw:", error);
      }
    }
  }
}
