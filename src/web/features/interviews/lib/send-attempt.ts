import type { StoredChunk } from "./chunk";
import type { ChunkTransport } from "./chunk-transport";
import { RetryableUploadError } from "./upload-errors";

/** The queue stopped this send itself; not a failure of the chunk, so no retry is counted. */
export class SendInterrupted extends Error {
  override readonly name = "SendInterrupted";
  constructor(readonly why: "offline" | "closed") {
    super(`Upload interrupted (${why}).`);
  }
}

export interface SendAttempt {
  /** Settles with the transport's answer, a stall (RetryableUploadError "stalled") or an interruption. */
  result: Promise<"acknowledged">;
  interrupt(why: "offline" | "closed"): void;
}

/**
 * One send of one chunk, aborted when the transport reports no progress for `stallTimeoutMs`.
 * The result does not wait for a transport that ignores its abort signal: a late answer is dropped,
 * and the resend is harmless because the endpoint is idempotent.
 */
export function startSendAttempt(transport: ChunkTransport, chunk: StoredChunk, stallTimeoutMs: number): SendAttempt {
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
  const sending = Promise.resolve().then(() => transport.send(chunk, { signal: controller.signal, onProgress: arm }));
  // Whichever loses the race must not surface as an unhandled rejection.
  sending.catch(() => undefined);
  stopped.catch(() => undefined);
  const result = Promise.race([sending, stopped]).finally(() => {
    done = true;
    clearTimeout(stallTimer);
  });
  return { result, interrupt: (why) => end(new SendInterrupted(why)) };
}
