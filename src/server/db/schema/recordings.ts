import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { recordingSessionStatuses } from "@shared/interviews/recording-contracts";
import type { ClusterHit, ClusterScanState } from "../../plugins/media/webm-clusters";
import { interviews } from "./interviews";

/**
 * After finish (decision 0018): the finalize task joins the chunks into the recording, or gives
 * up; `deleted` once the company's retention removed the recording (decision 0052).
 */
export const recordingProcessingStates = ["processing", "ready", "failed", "deleted"] as const;

/** What the browser said it sent, kept so finishing again is answered alike and the task can check it. */
export interface RecordingManifest {
  segments: { index: number; lastSeq: number; chunkSha256s: string[] }[];
  questionStartSeconds: number[];
}

/**
 * One upload of one interview attempt (decision 0016). The browser appends chunks to it while it
 * holds the lease; at most one session per interview is open at a time.
 */
export const recordingSessions = pgTable(
  "recording_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    status: text("status", { enum: recordingSessionStatuses }).notNull().default("open"),
    /** The tab that may write now: a random token it chose, valid until leaseExpiresAt. */
    leaseToken: text("lease_token"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    /** Bytes acknowledged so far, for the per-interview cap. */
    totalBytes: bigint("total_bytes", { mode: "number" }).notNull().default(0),
    /** The manifest finish accepted; null while open. */
    manifest: jsonb("manifest").$type<RecordingManifest>(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Null while open; set with finish, then by the finalize task. */
    processing: text("processing", { enum: recordingProcessingStates }),
    /** Why finalizing failed, for logs and support; the candidate sees only that it did. */
    processingError: text("processing_error"),
    /** When the sweep queued the finalize task again for a session stuck in processing (decision 0024); it does so once. */
    requeuedAt: timestamp("requeued_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recording_sessions_interview_idx").on(t.interviewId),
    uniqueIndex("recording_sessions_one_open_uq")
      .on(t.interviewId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** One run of MediaRecorder (a reload or a new tab starts another): its own header, so its own file. */
export const recordingSegments = pgTable(
  "recording_segments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => recordingSessions.id, { onDelete: "cascade" }),
    segmentIndex: integer("segment_index").notNull(),
    mimeType: text("mime_type").notNull(),
    /** Where the segment begins in the joined recording; written when the recording is finalised. */
    joinedStartSeconds: real("joined_start_seconds"),
    /*
     * The AI interviewer's windowing while the candidate speaks (docs/plans/follow-up-questions.md):
     * the Cluster scan carried between chunks, the clusters found so far, how far the audio has
     * been transcribed, and a claim so one worker windows a segment at a time.
     */
    clusterScan: jsonb("cluster_scan").$type<ClusterScanState>(),
    scannedSeq: integer("scanned_seq").notNull().default(-1),
    clusters: jsonb("clusters").$type<ClusterHit[]>().notNull().default([]),
    windowedUntilSeconds: real("windowed_until_seconds").notNull().default(0),
    windowingClaimedUntil: timestamp("windowing_claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("recording_segments_session_index_uq").on(t.sessionId, t.segmentIndex)],
);

/** One acknowledged chunk: its bytes are in the BlobStore under blobKey, exactly once. */
export const recordingChunks = pgTable(
  "recording_chunks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => recordingSessions.id, { onDelete: "cascade" }),
    segmentIndex: integer("segment_index").notNull(),
    seq: integer("seq").notNull(),
    blobKey: text("blob_key").notNull().unique(),
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    /** Lowercase hex SHA-256 of the chunk's bytes, as the browser computed and the server checked. */
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("recording_chunks_session_segment_seq_uq").on(t.sessionId, t.segmentIndex, t.seq)],
);

/**
 * Bytes a chunk upload holds against the candidate's storage quota and the disk's free-space
 * floor while its body streams (decision 0075): taken atomically before the body is read, and
 * released when the chunk becomes a row or is refused. One left by a crashed server counts only
 * until `expiresAt`, which the upload pushes forward while it streams.
 */
export const recordingChunkReservations = pgTable(
  "recording_chunk_reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The candidate whose quota holds the bytes. */
    profileId: text("profile_id").notNull(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => recordingSessions.id, { onDelete: "cascade" }),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("recording_chunk_reservations_profile_idx").on(t.profileId, t.expiresAt),
    index("recording_chunk_reservations_expires_idx").on(t.expiresAt),
  ],
);
