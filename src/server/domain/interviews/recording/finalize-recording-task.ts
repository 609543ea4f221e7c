import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, asc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import {
  applications,
  candidates,
  files,
  interviews,
  recordingChunks,
  recordingSegments,
  recordingSessions,
} from "../../../db/schema";
import { MediaToolError } from "../../../plugins/media/ffmpeg";
import { makePoster } from "../../../plugins/media/make-poster";
import { probeDuration } from "../../../plugins/media/probe-duration";
import { remuxRecording } from "../../../plugins/media/remux-recording";
import { blobKey } from "../../../plugins/storage/blob-key";
import { joinedTimelineOf, type JoinedTimeline } from "./joined-timeline";
import type { BlobKey } from "../../../plugins/storage/blob-store";
import { defineTask } from "../../../plugins/tasks/task-queue";
import type { AppServices } from "../../../services";
import { wakeQueuedEvaluation } from "../../evaluation/pipeline/enqueue-evaluation";
import { deleteSessionChunks } from "./delete-session-chunks";
import { deleteSupersededRecordings } from "./delete-superseded-recordings";
import { storeCheckedOutput, type CheckedOutput } from "./store-checked-output";

type Services = Pick<AppServices, "db" | "blobs" | "log" | "config" | "tasks">;
type Session = typeof recordingSessions.$inferSelect;

/** The recording is damaged or not media at all: retrying cannot help (decision 0018). */
class PermanentFinalizeError extends Error {}

/**
 * Turns a finished session's chunks into the interview's recording and poster (decision 0018).
 * Safe to run again at any point: the outputs have fixed keys, their `files` rows are upserted
 * by key, and chunks are deleted only after the recording is committed.
 */
export async function finalizeRecording(services: Services, sessionId: string): Promise<void> {
  const [session] = await services.db.select().from(recordingSessions).where(eq(recordingSessions.id, sessionId));
  if (!session || session.status !== "finished" || session.processing === "failed") return;
  if (session.processing !== "ready") {
    try {
      await buildRecording(services, session);
    } catch (error) {
      if (!isPermanent(error)) throw error;
      await markFailed(services, session.id, error);
      return;
    }
  }
  await deleteSessionChunks(services, session.id);
  await deleteSupersededRecordings(services, session.interviewId);
}

function isPermanent(error: unknown): error is Error {
  if (error instanceof PermanentFinalizeError) return true;
  return error instanceof MediaToolError && (error.code === "invalid-input" || error.code === "failed");
}

async function markFailed(services: Services, sessionId: string, error: Error): Promise<void> {
  services.log.warn({ err: error, sessionId }, "a recording could not be finalised");
  await services.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(recordingSessions)
      .set({ processing: "failed", processingError: error.message.slice(0, 2000), updatedAt: new Date() })
      .where(and(eq(recordingSessions.id, sessionId), eq(recordingSessions.processing, "processing")))
      .returning({ interviewId: recordingSessions.interviewId });
    // The evaluation waiting for this recording fails now with its reason, not at its next retry.
    if (failed) await wakeQueuedEvaluation(services, tx, failed.interviewId);
  });
}

async function buildRecording(services: Services, session: Session): Promise<void> {
  const ffmpeg = { path: services.config.ffmpegPath };
  // Named for the session, so a leftover can be traced (and a test can look for its own only).
  const scratch = await mkdtemp(path.join(os.tmpdir(), `onetake-finalize-${session.id}-`));
  try {
    const segmentPaths = await writeSegments(services, session, scratch);
    const timeline = await joinedTimelineOf(
      services,
      session.id,
      segmentPaths.map((segmentPath, position) => ({
        index: session.manifest!.segments[position]!.index,
        path: segmentPath,
      })),
    );
    const recordingPath = path.join(scratch, "recording");
    const { container } = await remuxRecording(ffmpeg, segmentPaths, recordingPath);
    const posterPath = path.join(scratch, "poster.jpg");
    await makePoster(ffmpeg, recordingPath, posterPath);
    const durationSeconds = await probeDuration(ffmpeg, recordingPath);

    const recordingKey = blobKey("recordings", session.id, `recording.${container}`);
    const posterKey = blobKey("posters", session.id, "poster.jpg");
    const recordingType = container === "webm" ? "video/webm" : "video/mp4";
    const recording = await storeCheckedOutput(services, recordingKey, recordingPath, recordingType);
    const poster = await storeCheckedOutput(services, posterKey, posterPath, "image/jpeg");
    await commitRecording(services, session, { recording, poster, durationSeconds, timeline });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * One file per segment, its chunks streamed in seq order from the BlobStore, each checked
 * against its row and the manifest on the way; the whole also against the session's byte count.
 */
async function writeSegments(services: Services, session: Session, scratch: string): Promise<string[]> {
  const manifest = session.manifest;
  if (!manifest) throw new PermanentFinalizeError("finished session has no manifest");
  const chunks = await services.db
    .select()
    .from(recordingChunks)
    .where(eq(recordingChunks.sessionId, session.id))
    .orderBy(asc(recordingChunks.segmentIndex), asc(recordingChunks.seq));
  let totalBytes = 0;
  const paths: string[] = [];
  for (const segment of manifest.segments) {
    const segmentPath = path.join(scratch, `segment-${segment.index}`);
    const mine = chunks.filter((chunk) => chunk.segmentIndex === segment.index);
    if (mine.length !== segment.chunkSha256s.length)
      throw new PermanentFinalizeError(
        `segment ${segment.index} holds ${mine.length} chunks, the manifest lists ${segment.chunkSha256s.length}`,
      );
    for (const [position, chunk] of mine.entries()) {
      if (chunk.seq !== position || chunk.sha256 !== segment.chunkSha256s[position])
        throw new PermanentFinalizeError(`chunk ${segment.index}/${chunk.seq} does not match the manifest`);
      totalBytes += await appendChunk(services, chunk, segmentPath);
    }
    paths.push(segmentPath);
  }
  if (totalBytes !== session.totalBytes)
    throw new PermanentFinalizeError(`the chunks hold ${totalBytes} bytes, the session counted ${session.totalBytes}`);
  return paths;
}

async function appendChunk(
  services: Services,
  chunk: typeof recordingChunks.$inferSelect,
  segmentPath: string,
): Promise<number> {
  const blob = await services.blobs.get(chunk.blobKey as BlobKey);
  if (!blob) throw new PermanentFinalizeError(`chunk ${chunk.segmentIndex}/${chunk.seq} has no stored bytes`);
  const hash = createHash("sha256");
  let bytes = 0;
  const hashing = new Transform({
    transform(piece: Buffer, _encoding, done) {
      hash.update(piece);
      bytes += piece.length;
      done(null, piece);
    },
  });
  await pipeline(blob.stream, hashing, createWriteStream(segmentPath, { flags: "a" }));
  if (hash.digest("hex") !== chunk.sha256 || bytes !== chunk.byteSize)
    throw new PermanentFinalizeError(`chunk ${chunk.segmentIndex}/${chunk.seq} changed in storage`);
  return bytes;
}

async function commitRecording(
  services: Services,
  session: Session,
  outputs: {
    recording: CheckedOutput;
    poster: CheckedOutput;
    durationSeconds: number;
    /** From the recorder's question marks and the probed segments; null question starts keep finish's. */
    timeline: JoinedTimeline;
  },
): Promise<void> {
  const [owner] = await services.db
    .select({ profileId: candidates.profileId })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(interviews.id, session.interviewId));
  await services.db.transaction(async (tx) => {
    // Keyed by storage key: a retry after a crash updates the same rows instead of adding more.
    const upsertFile = async (kind: "recording" | "poster", output: CheckedOutput) => {
      const [row] = await tx
        .insert(files)
        .values({
          ownerId: owner?.profileId ?? null,
          kind,
          storageKey: output.key,
          contentType: output.contentType,
          byteSize: output.size,
          sha256: output.sha256,
        })
        .onConflictDoUpdate({
          target: files.storageKey,
          set: { byteSize: output.size, sha256: output.sha256, contentType: output.contentType },
        })
        .returning({ id: files.id });
      return row!.id;
    };
    const recordingFileId = await upsertFile("recording", outputs.recording);
    const posterFileId = await upsertFile("poster", outputs.poster);
    // A session finished later, or a reset since, has superseded this one: its recording is
    // kept as a file, never shown, and deleted once the newer one is ready (decision 0024).
    const [later] = await tx
      .select({ id: recordingSessions.id })
      .from(recordingSessions)
      .where(
        and(
          eq(recordingSessions.interviewId, session.interviewId),
          eq(recordingSessions.status, "finished"),
          gt(recordingSessions.finishedAt, session.finishedAt ?? new Date(0)),
        ),
      )
      .limit(1);
    if (!later)
      await tx
        .update(interviews)
        .set({
          recordingFileId,
          posterFileId,
          durationSeconds: Math.round(outputs.durationSeconds),
          ...(outputs.timeline.questionStartSeconds
            ? { questionStartSeconds: outputs.timeline.questionStartSeconds }
            : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(interviews.id, session.interviewId), eq(interviews.completed, true)));
    // Where each segment sits in the recording: the evaluation reuses the windows transcribed
    // while the candidate spoke, which are timed within their segment (decision 0055).
    for (const [segmentIndex, joinedStartSeconds] of outputs.timeline.segmentStartSeconds)
      await tx
        .update(recordingSegments)
        .set({ joinedStartSeconds })
        .where(and(eq(recordingSegments.sessionId, session.id), eq(recordingSegments.segmentIndex, segmentIndex)));
    await tx
      .update(recordingSessions)
      .set({ processing: "ready", processingError: null, updatedAt: new Date() })
      .where(eq(recordingSessions.id, session.id));
    // Decision 0050: the evaluation queued with the completion waits for this recording.
    if (!later) await wakeQueuedEvaluation(services, tx, session.interviewId);
  });
}

export const finalizeRecordingTask = defineTask<{ sessionId: string }, AppServices>({
  name: "interviews.finalize-recording",
  payload: z.object({ sessionId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  handler: (payload, services) => finalizeRecording(services, payload.sessionId),
});
