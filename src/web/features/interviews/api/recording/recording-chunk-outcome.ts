import { ErrorCode } from "@shared/http/error-codes";
import { chunkAcknowledgementSchema, recordingMessages } from "@shared/interviews/recording-contracts";
import { errorFromResponse } from "@web/lib/http/api-failure";
import type { StoredChunk } from "../../lib/upload/chunk";
import {
  PermanentUploadError,
  RetryableUploadError,
  classifyUploadResponse,
  type UploadOutcome,
} from "../../lib/upload/upload-errors";

/** What the chunk endpoint answered, as the XHR saw it. */
export interface ChunkAnswer {
  status: number;
  text: string;
  retryAfter: string | null;
}

/**
 * Turns the chunk endpoint's answer into the queue's outcome. The server answers a replay of a
 * chunk it already holds with 200 and the same acknowledgement, so every 409 is a refusal; only
 * its "different chunk" message is a checksum conflict. A 2xx must acknowledge this very chunk:
 * a captive portal or a misrouted proxy also answers 200, and trusting it would delete the chunk.
 */
export function recordingChunkOutcome(chunk: StoredChunk, answer: ChunkAnswer, now = Date.now()): UploadOutcome {
  const { status } = answer;
  const json = parseJson(answer.text);
  if (status >= 200 && status < 300) {
    return acknowledges(chunk, json)
      ? "acknowledged"
      : new RetryableUploadError(`HTTP ${status} without this chunk's acknowledgement.`, "server");
  }
  const retryAfterMs = parseRetryAfter(answer.retryAfter, now);
  const outcome = classifyUploadResponse(status, retryAfterMs === undefined ? {} : { retryAfterMs });
  if (!(outcome instanceof PermanentUploadError)) return outcome;
  const { message, code } = errorFromResponse(status, json);
  if (code === ErrorCode.quotaExceeded) return new PermanentUploadError(message, "quota", status);
  const reason = status === 409 && message !== recordingMessages.checksumConflict ? "rejected" : outcome.reason;
  return new PermanentUploadError(message, reason, status);
}

function acknowledges(chunk: StoredChunk, json: unknown): boolean {
  const ack = chunkAcknowledgementSchema.safeParse(json);
  return (
    ack.success &&
    ack.data.segment === chunk.segment &&
    ack.data.seq === chunk.seq &&
    ack.data.sha256.toLowerCase() === chunk.sha256.toLowerCase()
  );
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3); in ms, never negative. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
