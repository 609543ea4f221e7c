import { eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import {
  applications,
  candidates,
  files,
  interviews,
  jobPostings,
  profiles,
  recordingChunks,
  recordingSessions,
} from "../../../db/schema";
import { candidateMayReadEvaluation } from "../../evaluation/evaluation-access";

/** The ids of everything one candidate owns, read once, so each table's reader is one query. */
export interface CandidateDataScope {
  userId: string;
  candidateId: string | null;
  applicationIds: string[];
  interviewIds: string[];
  /**
   * Those whose AI evaluation the candidate may read (candidateMayReadEvaluation, decision 0050):
   * the evaluation rows, and the score and summary copied onto the interview, are exported for these only.
   */
  evaluationInterviewIds: string[];
  sessionIds: string[];
  /** Every stored file of theirs: owned by them, or pointed at by their profile, candidate row or interviews. */
  fileIds: string[];
  /** Recorder chunks not yet joined: blobs with a chunk row rather than a file row. */
  chunkBlobKeys: string[];
}

export async function readCandidateDataScope(db: DbOrTx, userId: string): Promise<CandidateDataScope> {
  const [profile] = await db
    .select({ avatarFileId: profiles.avatarFileId })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  const [candidate] = await db
    .select({ id: candidates.id, resumeFileId: candidates.resumeFileId })
    .from(candidates)
    .where(eq(candidates.profileId, userId))
    .limit(1);
  const applicationIds = candidate
    ? (
        await db.select({ id: applications.id }).from(applications).where(eq(applications.candidateId, candidate.id))
      ).map((row) => row.id)
    : [];
  const interviewRows = await readInterviewRows(db, applicationIds);
  const interviewIds = interviewRows.map((row) => row.id);
  const evaluationInterviewIds = await readEvaluationInterviewIds(db, interviewIds);
  const sessionIds = await readSessionIds(db, interviewIds);
  const chunkBlobKeys = await readChunkBlobKeys(db, sessionIds);
  const referenced = [
    profile?.avatarFileId,
    candidate?.resumeFileId,
    ...interviewRows.flatMap((row) => [row.recordingFileId, row.posterFileId, row.resumeFileId]),
  ].filter((id): id is string => typeof id === "string");
  return {
    userId,
    candidateId: candidate?.id ?? null,
    applicationIds,
    interviewIds,
    evaluationInterviewIds,
    sessionIds,
    fileIds: await readFileIds(db, userId, referenced),
    chunkBlobKeys,
  };
}

/** The interviews of these applications, with the files they point at. */
async function readInterviewRows(db: DbOrTx, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      id: interviews.id,
      recordingFileId: interviews.recordingFileId,
      posterFileId: interviews.posterFileId,
      resumeFileId: interviews.resumeFileId,
    })
    .from(interviews)
    .where(inArray(interviews.applicationId, applicationIds));
}

/** Those of the interviews whose AI evaluation the candidate may read. */
async function readEvaluationInterviewIds(db: DbOrTx, interviewIds: string[]): Promise<string[]> {
  if (interviewIds.length === 0) return [];
  const rows = await db
    .select({
      id: interviews.id,
      jobPostingId: applications.jobPostingId,
      shareAiFeedbackWithCandidates: jobPostings.shareAiFeedbackWithCandidates,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .leftJoin(jobPostings, eq(jobPostings.id, applications.jobPostingId))
    .where(inArray(interviews.id, interviewIds));
  return rows.filter(candidateMayReadEvaluation).map((row) => row.id);
}

async function readSessionIds(db: DbOrTx, interviewIds: string[]): Promise<string[]> {
  if (interviewIds.length === 0) return [];
  const rows = await db
    .select({ id: recordingSessions.id })
    .from(recordingSessions)
    .where(inArray(recordingSessions.interviewId, interviewIds));
  return rows.map((row) => row.id);
}

async function readChunkBlobKeys(db: DbOrTx, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ blobKey: recordingChunks.blobKey })
    .from(recordingChunks)
    .where(inArray(recordingChunks.sessionId, sessionIds));
  return rows.map((row) => row.blobKey);
}

/** Every file row they own, or that their profile, candidate row or interviews point at. */
async function readFileIds(db: DbOrTx, userId: string, referenced: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      referenced.length > 0 ? or(eq(files.ownerId, userId), inArray(files.id, referenced)) : eq(files.ownerId, userId),
    );
  return rows.map((row) => row.id);
}
