import { z } from "zod";
import { defineContract } from "../http/contract";
import { integerParam } from "../http/integer-param";

/*
 * The recorder's upload rails (decision 0016): an attempt opens a recording session; one tab at
 * a time holds its lease; chunks go up one request each, keyed by segment and sequence number,
 * each with its SHA-256, and are acknowledged idempotently.
 */

/** Where a recording session stands: taking chunks, finished by the browser, or given up. */
export const recordingSessionStatuses = ["open", "finished", "abandoned"] as const;

/** Default per question when the snapshot has none (time limits 30-300 s, default 120; decision 0033). */
export const DEFAULT_QUESTION_SECONDS = 120;
/** How long a lease lasts without renewal; the recorder renews well within it. */
export const RECORDING_LEASE_SECONDS = 30;
/** One chunk: 1 s of media normally, but a tab woken from sleep may flush minutes at once. */
export const MAX_RECORDING_CHUNK_BYTES = 64 * 1024 * 1024;
/**
 * The smallest chunk the server stores, except the last of its segment (decision 0075): each
 * chunk is a row and a file, so a stream of tiny ones costs far more than its bytes. The recorder
 * holds a smaller piece back and sends it with the next, or as the segment's last chunk.
 */
export const MIN_RECORDING_CHUNK_BYTES = 16 * 1024;
/** The whole recording, every segment: 20 minutes at the recorder's bitrate is about 300 MB. */
export const MAX_RECORDING_BYTES = 700 * 1024 * 1024;

/** Request headers of a chunk upload. */
export const RECORDING_HEADERS = {
  leaseToken: "x-recording-lease",
  sha256: "x-chunk-sha256",
  mimeType: "x-recording-mime-type",
} as const;

export const recordingMessages = {
  sessionNotFound: "Recording session not found.",
  alreadyCompleted: "This interview has already been recorded.",
  sessionClosed: "This recording session is closed. Start the interview again to continue.",
  leaseHeldElsewhere: "This interview is being recorded in another tab or window. Close it there to continue here.",
  leaseRequired: "This tab no longer holds the recording. Reload the page to continue.",
  checksumMismatch: "The chunk arrived damaged (its checksum does not match). Please send it again.",
  checksumConflict: "A different chunk was already saved with this sequence number.",
  mimeTypeConflict: "This segment was started with a different recording format.",
  chunkTooLarge: "This chunk is too large.",
  recordingTooLarge: "This recording has reached its size limit.",
  badChecksumHeader: "The chunk's SHA-256 checksum (hex) is missing or malformed.",
  badMimeType: "The recording format is missing or not supported.",
  octetStreamOnly: "Send the chunk's raw bytes as application/octet-stream.",
  emptyChunk: "This chunk is empty. Only chunks that hold recorded bytes are saved.",
  chunkTooSmall: "This chunk is too small. Only the last chunk of a recording segment may hold less than 16 KiB.",
  segmentEnded: "This recording segment already ended with a smaller last chunk. Continue in a new segment.",
  quotaExceeded:
    "Your account has used all the storage space it may hold for recordings, so this recording cannot be saved. It is kept in this browser. Please contact support.",
  storageFull:
    "The server is short of storage space right now, so this part of the recording was not saved. Please send it again in a few minutes.",
} as const;

/** How long a client waits before sending again after a 507 (the server is short of space). */
export const STORAGE_FULL_RETRY_SECONDS = 30;

const sha256Hex = z
  .string()
  .regex(/^[0-9a-f]{64}$/i, recordingMessages.badChecksumHeader)
  .transform((value) => value.toLowerCase());

/** Only what MediaRecorder produces in the browsers we support: WebM (Chromium, Firefox) and MP4 (Safari). */
export const recordingMimeTypeSchema = z
  .string()
  .max(100)
  .regex(/^(video|audio)\/(webm|mp4)(;[ A-Za-z0-9=.,"_-]*)?$/, recordingMessages.badMimeType);

export const leaseTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, "A lease token is 16-128 URL-safe characters.");

export const recordingSegmentStateSchema = z.object({
  index: z.number().int(),
  mimeType: z.string(),
  /** The sequence numbers the server holds, ascending: nothing in this list needs sending again. */
  acknowledgedSeqs: z.array(z.number().int()),
});

export const recordingQuestionSchema = z.object({
  text: z.string(),
  timeLimitSeconds: z.number().int(),
  /** A follow-up the AI interviewer asked: the slot of the question it follows up on; null for a base question. */
  followUpOf: z.number().int().nullable(),
});
export type RecordingQuestion = z.infer<typeof recordingQuestionSchema>;

const sessionIdParams = z.object({ id: z.uuid() });

export const startNetworkInterviewAttemptContract = defineContract({
  method: "POST",
  path: "/api/interviews/network/attempts",
  summary: "Finds or creates the candidate's network interview and opens (or returns) its recording session",
  tags: ["interviews"],
  body: z.object({}).strict().optional(),
  response: z.object({
    interviewId: z.string(),
    sessionId: z.string(),
    questions: z.array(recordingQuestionSchema),
    overallSeconds: z.number().int(),
    rerecordsLeft: z.number().int(),
    segments: z.array(recordingSegmentStateSchema),
  }),
});

export const acquireRecordingLeaseContract = defineContract({
  method: "POST",
  path: "/api/recording-sessions/:id/lease",
  summary: "Takes or renews the right to record (one tab at a time); 409 while another tab holds it",
  tags: ["interviews"],
  params: sessionIdParams,
  body: z.object({ token: leaseTokenSchema }),
  response: z.object({ expiresAt: z.iso.datetime(), leaseSeconds: z.number().int() }),
});

export const releaseRecordingLeaseContract = defineContract({
  method: "POST",
  path: "/api/recording-sessions/:id/lease/release",
  summary: "Gives the right to record back when the tab leaves, so another tab or device may take it at once",
  tags: ["interviews"],
  params: sessionIdParams,
  body: z.object({ token: leaseTokenSchema }),
  response: z.object({ released: z.boolean() }),
});

export const getRecordingSessionContract = defineContract({
  method: "GET",
  path: "/api/recording-sessions/:id",
  summary: "A recording session's status and the chunks the server holds (to resume after a reload)",
  tags: ["interviews"],
  params: sessionIdParams,
  response: z.object({
    id: z.string(),
    interviewId: z.string(),
    status: z.enum(recordingSessionStatuses),
    totalBytes: z.number().int(),
    segments: z.array(recordingSegmentStateSchema),
  }),
});

export const chunkAcknowledgementSchema = z.object({
  segment: z.number().int(),
  seq: z.number().int(),
  byteSize: z.number().int(),
  sha256: z.string(),
});
export type ChunkAcknowledgement = z.infer<typeof chunkAcknowledgementSchema>;

/**
 * The body is the chunk's raw bytes (application/octet-stream), streamed to storage. Headers:
 * the lease token, the chunk's SHA-256 and the segment's MIME type. Sending the same chunk again
 * answers the same acknowledgement and stores nothing twice.
 */
export const putRecordingChunkContract = defineContract({
  method: "PUT",
  path: "/api/recording-sessions/:id/segments/:segment/chunks/:seq",
  summary: "Uploads one recorder chunk (raw bytes), checked against its SHA-256; idempotent per sequence number",
  tags: ["interviews"],
  params: z.object({
    id: z.uuid(),
    segment: integerParam(999),
    seq: integerParam(1_000_000),
  }),
  response: chunkAcknowledgementSchema,
});

export const recordingChunkHeadersSchema = z.object({
  [RECORDING_HEADERS.leaseToken]: leaseTokenSchema,
  [RECORDING_HEADERS.sha256]: sha256Hex,
  [RECORDING_HEADERS.mimeType]: recordingMimeTypeSchema,
});

/** Room past the overall time for the last answer to close and the recorder to stop. */
export const RECORDING_EXTRA_SECONDS = 60;
/** Chunk checksums a manifest may list: about three hours of one-second chunks, within the body limit. */
export const MAX_MANIFEST_CHUNKS = 10_000;

export const finishMessages = {
  chunksMissing: (missing: string) => `Some parts of the recording have not arrived yet: ${missing}. Send them again.`,
  chunksDifferent: (different: string) => `Some parts of the recording differ from what was sent: ${different}.`,
  chunksUnlisted: (unlisted: string) =>
    `The server holds parts of the recording the manifest does not list: ${unlisted}.`,
  alreadyFinishedDifferently: "This recording was already finished with a different manifest.",
  nothingRecorded:
    "Nothing was recorded, so there is no interview to save. Please record your answers again, in another browser or on another device if this one recorded nothing.",
} as const;

const chunkSha256 = z
  .string()
  .regex(/^[0-9a-f]{64}$/i, "A chunk checksum is 64 hex characters (SHA-256).")
  .transform((value) => value.toLowerCase());

/**
 * What the browser recorded: per segment, the SHA-256 of every chunk from seq 0 to lastSeq, in
 * order (one entry per seq), and when each question began, in seconds from the start of the
 * joined recording.
 */
const manifestShape = z.object({
  segments: z
    .array(
      z.object({
        index: z.number().int().min(0).max(999),
        lastSeq: z.number().int().min(0).max(1_000_000),
        chunkSha256s: z.array(chunkSha256).min(1, finishMessages.nothingRecorded),
      }),
    )
    .min(1, finishMessages.nothingRecorded)
    .max(1000),
  questionStartSeconds: z.array(z.number().min(0)).min(1, finishMessages.nothingRecorded).max(100),
});

function checkManifest(manifest: z.output<typeof manifestShape>, context: z.RefinementCtx): void {
  const indexes = manifest.segments.map((segment) => segment.index);
  if (new Set(indexes).size !== indexes.length)
    context.addIssue({ code: "custom", path: ["segments"], message: "Each segment may be listed once." });
  for (const [position, segment] of manifest.segments.entries()) {
    if (segment.chunkSha256s.length !== segment.lastSeq + 1)
      context.addIssue({
        code: "custom",
        path: ["segments", position, "chunkSha256s"],
        message: "List one checksum for every chunk from 0 to lastSeq.",
      });
  }
  const total = manifest.segments.reduce((sum, segment) => sum + segment.chunkSha256s.length, 0);
  if (total > MAX_MANIFEST_CHUNKS)
    context.addIssue({ code: "custom", path: ["segments"], message: "The manifest lists too many chunks." });
  const starts = manifest.questionStartSeconds;
  if (starts.some((start, i) => i > 0 && start < starts[i - 1]!))
    context.addIssue({
      code: "custom",
      path: ["questionStartSeconds"],
      message: "Question start times must not go backwards.",
    });
}

export const recordingManifestSchema = manifestShape.superRefine(checkManifest);
export type RecordingManifestInput = z.output<typeof recordingManifestSchema>;

export const finishRecordingSessionContract = defineContract({
  method: "POST",
  path: "/api/recording-sessions/:id/finish",
  summary:
    "Completes the interview once every chunk in the manifest is held (409 lists what is missing); the recording is finalised in the background",
  tags: ["interviews"],
  params: sessionIdParams,
  /** The manifest and the lease token of the tab that recorded it. */
  body: manifestShape.extend({ token: leaseTokenSchema }).superRefine(checkManifest),
  response: z.object({
    sessionId: z.string(),
    interviewId: z.string(),
    completedAt: z.iso.datetime(),
    questionStartSeconds: z.array(z.number()),
  }),
});

/** `deleted`: the company's data retention removed the recording after its decision (decision 0052). */
export const recordingStatusSchema = z.enum(["recording", "processing", "ready", "failed", "deleted"]);

export const getInterviewRecordingStatusContract = defineContract({
  method: "GET",
  path: "/api/interviews/:id/recording-status",
  summary:
    "Whether the interview's recording is still being recorded, being processed, ready to watch (with its duration) or failed",
  tags: ["interviews"],
  params: z.object({ id: z.uuid() }),
  response: z.object({
    interviewId: z.string(),
    status: recordingStatusSchema,
    durationSeconds: z.number().int().nullable(),
  }),
});
