import { buildPath } from "@shared/http/contract";
import { RECORDING_HEADERS, putRecordingChunkContract } from "@shared/interviews/recording-contracts";
import type { StoredChunk } from "../../lib/upload/chunk";
import type { ChunkTransport, PutOptions } from "../../lib/upload/put-chunk";
import { PermanentUploadError, RetryableUploadError } from "../../lib/upload/upload-errors";
import { recordingChunkOutcome, type ChunkAnswer } from "./recording-chunk-outcome";

export interface RecordingChunkTransportOptions {
  sessionId: string;
  /** Read at each put: the recorder renews the lease and may take a new one after a reload. */
  leaseToken: () => string;
  /** The segment's recording format (MediaRecorder's mimeType); the server fixes it per segment. */
  mimeType: (segment: number) => string;
}

/**
 * The upload queue's transport to the chunk endpoint: one PUT of the raw bytes per chunk over
 * XMLHttpRequest, because fetch cannot report upload progress and the queue's stall timer needs it.
 */
export function createRecordingChunkTransport(options: RecordingChunkTransportOptions): ChunkTransport {
  return {
    async put(chunk, putOptions) {
      // A leftover of another session: this tab's lease cannot upload it, so that session stops, not this one.
      if (chunk.sessionId !== options.sessionId) {
        throw new PermanentUploadError("This chunk belongs to another recording session.", "rejected");
      }
      const answer = await putChunkRequest(chunk, options, putOptions);
      const outcome = recordingChunkOutcome(chunk, answer);
      if (outcome !== "acknowledged") throw outcome;
      return outcome;
    },
  };
}

function putChunkRequest(
  chunk: StoredChunk,
  options: RecordingChunkTransportOptions,
  { signal, onProgress }: PutOptions,
): Promise<ChunkAnswer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = <T>(finish: (value: T) => void, value: T) => {
      signal.removeEventListener("abort", onAbort);
      finish(value);
    };
    const params = { id: chunk.sessionId, segment: chunk.segment, seq: chunk.seq };
    xhr.open(putRecordingChunkContract.method, buildPath(putRecordingChunkContract.path, params));
    xhr.setRequestHeader("accept", "application/json");
    xhr.setRequestHeader("content-type", "application/octet-stream");
    xhr.setRequestHeader(RECORDING_HEADERS.leaseToken, options.leaseToken());
    xhr.setRequestHeader(RECORDING_HEADERS.sha256, chunk.sha256);
    xhr.setRequestHeader(RECORDING_HEADERS.mimeType, options.mimeType(chunk.segment));
    xhr.upload.onprogress = () => onProgress?.();
    xhr.onload = () =>
      settle(resolve, { status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader("retry-after") });
    xhr.onerror = () => settle(reject, new RetryableUploadError("The chunk upload failed (network).", "network"));
    xhr.ontimeout = () => settle(reject, new RetryableUploadError("The chunk upload timed out.", "timeout"));
    // The queue aborts on a stall, going offline or close; it expects the signal's reason back.
    xhr.onabort = () => settle(reject, signal.reason as unknown);
    signal.addEventListener("abort", onAbort, { once: true });
    xhr.send(chunk.bytes);
  });
}
