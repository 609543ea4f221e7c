import { isDeepStrictEqual } from "node:util";
import { and, eq, gt, inArray } from "drizzle-orm";
import { NETWORK_INTERVIEW_SECONDS } from "@shared/interviews/network-interview";
import {
  RECORDING_EXTRA_SECONDS,
  finishMessages,
  recordingMessages,
  type finishRecordingSessionContract,
} from "@shared/interviews/recording-contracts";
import type { ContractResponse } from "@shared/http/contract";
import type { DbOrTx } from "../../../db/client";
import {
  applications,
  interviews,
  recordingChunks,
  recordingSessions,
  type RecordingManifest,
} from "../../../db/schema";
import type { Actor } from "../../../plugins/auth/actor";
import type { AppServices } from "../../../services";
import { completeLinkedApplications } from "../../applications/complete-linked-applications";
import { recordStatusEvent } from "../../applications/record-status-event";
import { enqueueEvaluation } from "../../evaluation/pipeline/enqueue-evaluation";
import { badRequest, conflict, notFound } from "../../../errors";
import { finalizeRecordingTask } from "./finalize-recording-task";
import { loadOwnedRecordingSession } from "./recording-access";

type FinishAnswer = ContractResponse<typeof finishRecordingSessionContract>;

/**
 * Completes the interview the moment the server holds every chunk the browser lists: the
 * session is finished, the interview completed with its question offsets, and the finalize
 * task queued, in one transaction (decision 0018). No media is touched here, so the answer
 * takes the same time at any length. Finishing again with the same manifest answers the same.
 */
export async function finishRecordingSession(
  services: Pick<AppServices, "db" | "tasks" | "ai">,
  actor: Actor | null,
  input: { sessionId: string; token: string; manifest: RecordingManifest; now?: Date },
): Promise<FinishAnswer> {
  const session = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
  const manifest = normalized(input.manifest);
  if (session.status === "finished") return sameAnswerAgain(services, session, input.token, manifest);
  if (session.status !== "open") throw conflict(recordingMessages.sessionClosed);
  const now = input.now ?? new Date();
  const [interview] = await services.db
    .select({
      questions: interviews.questions,
      extraTimeSeconds: interviews.extraTimeSeconds,
      applicationId: interviews.applicationId,
    })
    .from(interviews)
    .where(eq(interviews.id, session.interviewId));
  if (!interview) throw notFound(recordingMessages.sessionNotFound);
  checkOffsets(manifest.questionStartSeconds, interview.questions.length, interview.extraTimeSeconds);

  const finished = await services.db.transaction(async (tx) => {
    // Taking the row first locks out chunk writes, which only count while the session is open.
    const [taken] = await tx
      .update(recordingSessions)
      .set({ status: "finished", manifest, finishedAt: now, processing: "processing", updatedAt: now })
      .where(
        and(
          eq(recordingSessions.id, session.id),
          eq(recordingSessions.status, "open"),
          eq(recordingSessions.leaseToken, input.token),
          gt(recordingSessions.leaseExpiresAt, now),
        ),
      )
      .returning({ id: recordingSessions.id });
    if (!taken) return false;
    await refuseUnlessEveryChunkHeld(tx, session.id, manifest);
    await tx
      .update(interviews)
      .set({ completed: true, completedAt: now, questionStartSeconds: manifest.questionStartSeconds, updatedAt: now })
      .where(eq(interviews.id, session.interviewId));
    // Decision 0029: an application waiting for its interview is completed with it; one already
    // reviewed or decided keeps its status.
    const moved = await tx
      .update(applications)
      .set({ status: "completed", updatedAt: now })
      .where(
        and(
          eq(applications.id, interview.applicationId),
          inArray(applications.status, ["pending", "interview_scheduled"]),
        ),
      )
      .returning({ id: applications.id });
    for (const { id } of moved) await recordStatusEvent(tx, id, "completed", now);
    await completeLinkedApplications(tx, interview.applicationId, now);
    await services.tasks.enqueue(finalizeRecordingTask, { sessionId: session.id }, { tx, singletonKey: session.id });
    // Decision 0050: the evaluation is queued with the completion; its task waits for the recording.
    await enqueueEvaluation(services, tx, { interviewId: session.interviewId, reason: "completed" });
    return true;
  });
  if (!finished) {
    // Another request finished it meanwhile (then this is a retry), or the lease is gone.
    const again = await loadOwnedRecordingSession(services.db, actor, input.sessionId);
    if (again.status === "finished") return sameAnswerAgain(services, again, input.token, manifest);
    throw conflict(again.status === "open" ? recordingMessages.leaseRequired : recordingMessages.sessionClosed);
  }
  return answer(session.id, session.interviewId, now, manifest);
}

function normalized(manifest: RecordingManifest): RecordingManifest {
  return {
    segments: [...manifest.segments]
      .sort((a, b) => a.index - b.index)
      .map(({ index, lastSeq, chunkSha256s }) => ({ index, lastSeq, chunkSha256s: [...chunkSha256s] })),
    questionStartSeconds: [...manifest.questionStartSeconds],
  };
}

function checkOffsets(starts: number[], questionCount: number, extraTimeSeconds: number): void {
  if (starts.length > questionCount)
    throw badRequest("More question start times than questions.", {
      questionStartSeconds: "One start time per question asked.",
    });
  // Extra time granted as an accommodation lengthens the interview it was granted for.
  const limit = NETWORK_INTERVIEW_SECONDS + extraTimeSeconds + RECORDING_EXTRA_SECONDS;
  if (starts.some((start) => start > limit))
    throw badRequest("A question cannot start after the interview's time is up.", {
      questionStartSeconds: `Each start time is at most ${limit} seconds.`,
    });
}

/** Compares the manifest with the chunk rows; any difference is a 409 naming the seqs, and the transaction rolls back. */
async function refuseUnlessEveryChunkHeld(tx: DbOrTx, sessionId: string, manifest: RecordingManifest): Promise<void> {
  const rows = await tx
    .select({ segment: recordingChunks.segmentIndex, seq: recordingChunks.seq, sha256: recordingChunks.sha256 })
    .from(recordingChunks)
    .where(eq(recordingChunks.sessionId, sessionId));
  const held = new Map(rows.map((row) => [`${row.segment}/${row.seq}`, row.sha256]));
  const missing: string[] = [];
  const different: string[] = [];
  for (const segment of manifest.segments) {
    for (const [seq, sha256] of segment.chunkSha256s.entries()) {
      const key = `${segment.index}/${seq}`;
      const stored = held.get(key);
      if (stored === undefined) missing.push(key);
      else if (stored !== sha256) different.push(key);
      held.delete(key);
    }
  }
  if (missing.length > 0) throw conflict(finishMessages.chunksMissing(describe(missing)));
  if (different.length > 0) throw conflict(finishMessages.chunksDifferent(describe(different)));
  if (held.size > 0) throw conflict(finishMessages.chunksUnlisted(describe([...held.keys()])));
}

/** "segment 0: seq 3, 7; segment 1: seq 0", at most 50 seqs named. */
function describe(keys: string[]): string {
  const bySegment = new Map<string, string[]>();
  for (const key of keys.slice(0, 50)) {
    const [segment, seq] = key.split("/") as [string, string];
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), seq]);
  }
  const text = [...bySegment].map(([segment, seqs]) => `segment ${segment}: seq ${seqs.join(", ")}`).join("; ");
  return keys.length > 50 ? `${text} and ${keys.length - 50} more` : text;
}

async function sameAnswerAgain(
  services: Pick<AppServices, "db">,
  session: typeof recordingSessions.$inferSelect,
  token: string,
  manifest: RecordingManifest,
): Promise<FinishAnswer> {
  if (session.leaseToken !== token) throw conflict(recordingMessages.leaseRequired);
  // jsonb keeps its own key order, so compare values, not text.
  if (!isDeepStrictEqual(session.manifest, manifest)) throw conflict(finishMessages.alreadyFinishedDifferently);
  const [interview] = await services.db
    .select({ completedAt: interviews.completedAt })
    .from(interviews)
    .where(eq(interviews.id, session.interviewId));
  return answer(session.id, session.interviewId, interview?.completedAt ?? session.finishedAt ?? new Date(), manifest);
}

function answer(sessionId: string, interviewId: string, completedAt: Date, manifest: RecordingManifest): FinishAnswer {
  return {
    sessionId,
    interviewId,
    completedAt: completedAt.toISOString(),
    questionStartSeconds: manifest.questionStartSeconds,
  };
}
