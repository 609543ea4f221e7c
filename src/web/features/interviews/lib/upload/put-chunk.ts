import type { StoredChunk } from "./chunk";
import { RetryableUploadError } from "./upload-errors";

export interface PutOptions {
  /** Aborted when the put stalls, the browser goes offline or the queue is closed. */
  signal: AbortSignal;
  /** Call whenever bytes move (upload progress); each call restarts the stall timer. */
  onProgress?: () => void;
}

/**
 * Puts one chunk to the server's chunk endpoint (keyed by session, segment and seq, with the sha256).
 * Resolves once the server has acknowledged the chunk; throws RetryableUploadError or
 * PermanentUploadError (see upload-errors.ts). Any other thrown value is treated as a network failure.
 */
export interface ChunkTransport {
  put(chunk: StoredChunk, options: PutOptions): Promise<"acknowledged">;
}

/** The queue stopped this put itself; not a failure of the chunk, so no retry is counted. */
export class PutInterrupted extends Error {
  override readonly name = "PutInterrupted";
  constructor(readonly why: "offline" | "closed") {
    super(`Upload interrupted (${why}).`);
  }
}

export interface ChunkPut {
  /** Settles with the transport's answer, a stall (RetryableUploadError "stalled") or an interruption. */
  result: Promise<"acknowledged">;
  interrupt(why: "offline" | "closed"): void;
}

/**
 * One put of one chunk, aborted when the transport reports no progress for `stallTimeoutMs`.
 * The result does not wait for a transport that ignores its abort signal: a late answer is dropped,
 * and putting it again is harmless because the endpoint is idempotent.
 */
export function putChunk(transport: ChunkTransport, chunk: StoredChunk, stallTimeoutMs: number): ChunkPut {
  const controller = new AbortController();
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  let stop: (reason: Error) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });

  const end = (reason: Error) => {
    if (done) return;
    done = true;
    clearTimeout(stallTimer);
    controller.abort(reason);
    stop(reason);
  };
  const arm = () => {
    if (done) return;
    clearTimeout(stallTimer);
    stallTimer = setTimeout(
      () => end(new RetryableUploadError(`No upload progress for ${stallTimeoutMs} ms.`, "stalled")),
      stallTimeoutMs,
    );
  };

  arm();
  const putting = Promise.resolve().then(() => transport.put(chunk, { signal: controller.signal, onProgress: arm }));
  // Whichever loses the race must not surface as an unhandled rejection.
  putting.catch(() => undefined);
  stopped.catch(() => undefined);
  const result = Promise.race([putting, stopped]).finally(() => {
    done = true;
    clearTimeout(stallTimer);
  });
  return { result, interrupt: (why) => end(new PutInterrupted(why)) };
}

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 500, maxMs: 30_000 };

/**
 * Delay before retry number `attempt` (1-based): exponential, capped, with "equal jitter"
 * (half fixed, half random) so many tabs recovering together do not retry in lockstep,
 * and a retry never fires immediately.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return ceiling / 2 + random() * (ceiling / 2);
}
